import { z } from "zod";
import { button, defineMail, formatPaise, html, linkSchema, page } from "@/lib/messages/templates/layout";

// Help on an order (issue 33 item 4, docs/admin.md "Help"): the staff's answer to the customer, and a customer's
// new request or reply to the staff.

/** What someone wrote, escaped, its line breaks kept. */
const quoted = (body: string) =>
  html`<blockquote
    style="margin:12px 0;padding:8px 12px;border-left:3px solid #ea580c;background:#fff7ed;white-space:pre-wrap"
  >
    ${body}
  </blockquote>`;

/** Thali support answered the customer's help request (always sent: it answers what they asked). */
export const helpReply = defineMail({
  schema: z.object({
    username: z.string(),
    restaurantName: z.string(),
    orderNumber: z.string(),
    reply: z.string(),
    /** A refund issued with the answer. */
    refundPaise: z.number().int().positive().optional(),
    closed: z.boolean(),
    orderUrl: linkSchema,
  }),
  render: (d) => {
    const refund = d.refundPaise
      ? `We are refunding ${formatPaise(d.refundPaise)} to your original payment method; banks usually show it within 5-7 working days.`
      : null;
    const after = d.closed
      ? "We have closed this request. Ask again from the order's Help button if you need more."
      : "Reply from the order's Help button on your orders page.";
    return {
      subject: `Thali support answered about your order ${d.orderNumber}`,
      text: `Hi ${d.username},\n\nThali support answered your help request about order ${d.orderNumber} from ${d.restaurantName}:\n\n${d.reply}\n\n${refund ? `${refund}\n\n` : ""}${after}\n\n${d.orderUrl}\n`,
      html: page(
        "Thali support answered",
        html`<p>Hi ${d.username},</p>
          <p>Thali support answered your help request about order ${d.orderNumber} from ${d.restaurantName}:</p>
          ${quoted(d.reply)} ${refund ? html`<p><strong>${refund}</strong></p>` : html``}
          <p>${after}</p>
          ${button(d.orderUrl, "Open your orders")}`,
      ),
    };
  },
});

/** A customer asked for help, or replied in their thread: to the platform's staff. */
export const helpRequest = defineMail({
  schema: z.object({
    customerName: z.string(),
    orderNumber: z.string(),
    restaurantName: z.string(),
    reason: z.string(),
    message: z.string(),
    /** A reply in a thread already answered, rather than a new request. */
    isReply: z.boolean(),
    threadUrl: linkSchema,
  }),
  render: (d) => {
    const what = d.isReply ? `${d.customerName} replied` : `${d.customerName} asked for help`;
    return {
      subject: `${what}: order ${d.orderNumber} (${d.reason})`,
      text: `${what} about order ${d.orderNumber} from ${d.restaurantName} (${d.reason}):\n\n${d.message}\n\nAnswer in the console: ${d.threadUrl}\n`,
      html: page(
        what,
        html`<p>${what} about order ${d.orderNumber} from ${d.restaurantName} (${d.reason}):</p>
          ${quoted(d.message)} ${button(d.threadUrl, "Answer in the console")}`,
      ),
    };
  },
});
