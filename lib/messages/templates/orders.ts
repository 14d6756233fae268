import { z } from "zod";
import { button, defineMail, formatPaise, html, join, linkSchema, page } from "@/lib/messages/templates/layout";

const billLine = z.object({ name: z.string(), quantity: z.number().int().positive(), linePaise: z.number().int() });

/**
 * The bill's terms (lib/money/bill.ts lines: item total, packaging, fees, GST when added, discount, tip) and its
 * GST: `gstAdded` when the restaurant's prices are without GST (then GST is one of the terms), else the GST the
 * prices contain, told under the total. Optional: a receipt job queued before bills existed has none.
 */
const billSchema = z.object({
  lines: z.array(z.object({ label: z.string(), amountPaise: z.number().int() })),
  gstPaise: z.number().int().nonnegative(),
  gstAdded: z.boolean(),
});

/** "Includes GST ₹12.95": the GST inside prices that contain it (none to tell when it is 0 or added as a line). */
const includedGst = (bill: z.infer<typeof billSchema> | undefined) =>
  bill && !bill.gstAdded && bill.gstPaise > 0 ? `Includes GST ${formatPaise(bill.gstPaise)}` : null;

/** The receipt of a placed, paid order, with its bill. */
export const orderPlaced = defineMail({
  schema: z.object({
    username: z.string(),
    restaurantName: z.string(),
    orderNumber: z.string(),
    lines: z.array(billLine),
    bill: billSchema.optional(),
    totalPaise: z.number().int(),
    /** Cash or UPI on delivery: the total is to pay at the door, not paid. Absent on jobs queued before it. */
    payOnDelivery: z.boolean().optional(),
    address: z.string(),
    orderUrl: linkSchema,
  }),
  render: (d) => {
    const totalLabel = d.payOnDelivery ? "To pay on delivery" : "Total paid";
    const lineText = d.lines.map((l) => `  ${l.quantity} x ${l.name}  ${formatPaise(l.linePaise)}`).join("\n");
    const billText = d.bill
      ? `\n\n${d.bill.lines.map((l) => `  ${l.label}  ${formatPaise(l.amountPaise)}`).join("\n")}`
      : "";
    const gst = includedGst(d.bill);
    return {
      subject: `Your Thali order from ${d.restaurantName} is placed`,
      text: `Hi ${d.username},\n\nThank you for your order ${d.orderNumber} from ${d.restaurantName}.\n\n${lineText}${billText}\n  ${totalLabel}  ${formatPaise(d.totalPaise)}${gst ? `\n  ${gst}` : ""}\n\nDelivering to: ${d.address}\n\nFollow it here: ${d.orderUrl}\n`,
      html: page(
        "Your order is placed",
        html`<p>Hi ${d.username},</p>
          <p>Thank you for your order <strong>${d.orderNumber}</strong> from <strong>${d.restaurantName}</strong>.</p>
          <table style="width:100%;border-collapse:collapse">
            ${join(
              d.lines.map(
                (l) =>
                  html`<tr>
                    <td style="padding:4px 0">${l.quantity} × ${l.name}</td>
                    <td style="padding:4px 0;text-align:right">${formatPaise(l.linePaise)}</td>
                  </tr>`,
              ),
            )}
            ${join(
              (d.bill?.lines ?? []).map(
                (l, index) =>
                  html`<tr>
                    <td style="padding:4px 0;${index === 0 ? "border-top:1px solid #e5e7eb" : ""}">${l.label}</td>
                    <td style="padding:4px 0;text-align:right;${index === 0 ? "border-top:1px solid #e5e7eb" : ""}">
                      ${formatPaise(l.amountPaise)}
                    </td>
                  </tr>`,
              ),
            )}
            <tr>
              <td style="padding:8px 0;border-top:1px solid #e5e7eb;font-weight:bold">${totalLabel}</td>
              <td style="padding:8px 0;border-top:1px solid #e5e7eb;text-align:right;font-weight:bold">
                ${formatPaise(d.totalPaise)}
              </td>
            </tr>
            ${
              gst
                ? html`<tr>
                    <td colspan="2" style="padding:0;font-size:12px;color:#6b7280">${gst}</td>
                  </tr>`
                : html``
            }
          </table>
          <p>Delivering to: ${d.address}</p>
          ${button(d.orderUrl, "Follow your order")}`,
      ),
    };
  },
});

/** A status change of an order, for customers who turned on order updates by email. */
export const orderStatus = defineMail({
  schema: z.object({
    username: z.string(),
    restaurantName: z.string(),
    orderNumber: z.string(),
    headline: z.string(),
    orderUrl: linkSchema,
  }),
  render: (d) => ({
    subject: `${d.headline}: your order from ${d.restaurantName}`,
    text: `Hi ${d.username},\n\n${d.headline}: your order ${d.orderNumber} from ${d.restaurantName}.\n\nFollow it here: ${d.orderUrl}\n\nYou get these mails because order updates by email are on; turn them off under Notifications.\n`,
    html: page(
      d.headline,
      html`<p>Hi ${d.username},</p>
        <p><strong>${d.headline}</strong>: your order ${d.orderNumber} from ${d.restaurantName}.</p>
        ${button(d.orderUrl, "Follow your order")}
        <p style="font-size:12px;color:#6b7280">
          You get these mails because order updates by email are on; turn them off under Notifications.
        </p>`,
    ),
  }),
});

/** A refund of a cancelled order, once the provider accepted it. */
export const refundIssued = defineMail({
  schema: z.object({
    username: z.string(),
    restaurantName: z.string(),
    orderNumber: z.string(),
    amountPaise: z.number().int().positive(),
    orderUrl: linkSchema,
    /** The restaurant's reason for cancelling (its rejection, or the accept window passing), when it gave one. */
    reason: z.string().optional(),
  }),
  render: (d) => ({
    subject: `Refund of ${formatPaise(d.amountPaise)} issued for your Thali order`,
    text: `Hi ${d.username},\n\nWe have refunded ${formatPaise(d.amountPaise)} for your cancelled order ${d.orderNumber} from ${d.restaurantName}.${d.reason ? ` The restaurant's reason: ${d.reason}.` : ""} Banks usually show it within 5-7 working days.\n\n${d.orderUrl}\n`,
    html: page(
      "Refund issued",
      html`<p>Hi ${d.username},</p>
        <p>
          We have refunded <strong>${formatPaise(d.amountPaise)}</strong> for your cancelled order ${d.orderNumber} from
          ${d.restaurantName}. Banks usually show it within 5–7 working days.
        </p>
        ${d.reason ? html`<p>The restaurant's reason: ${d.reason}</p>` : html``} ${button(d.orderUrl, "See the order")}`,
    ),
  }),
});

/** A refund by the platform's staff (issue 33): a part or the rest of an order's payment, once the provider took it. */
export const platformRefund = defineMail({
  schema: z.object({
    username: z.string(),
    restaurantName: z.string(),
    orderNumber: z.string(),
    amountPaise: z.number().int().positive(),
    /** Everything refunded of the order so far, this refund included. */
    refundedPaise: z.number().int().positive(),
    orderUrl: linkSchema,
    reason: z.string(),
  }),
  render: (d) => ({
    subject: `Refund of ${formatPaise(d.amountPaise)} issued for your Thali order`,
    text: `Hi ${d.username},\n\nWe have refunded ${formatPaise(d.amountPaise)} of your order ${d.orderNumber} from ${d.restaurantName}: ${d.reason}.${d.refundedPaise > d.amountPaise ? ` In all, ${formatPaise(d.refundedPaise)} of it has been refunded.` : ""} Banks usually show it within 5-7 working days.\n\n${d.orderUrl}\n`,
    html: page(
      "Refund issued",
      html`<p>Hi ${d.username},</p>
        <p>
          We have refunded <strong>${formatPaise(d.amountPaise)}</strong> of your order ${d.orderNumber} from
          ${d.restaurantName}: ${d.reason}. Banks usually show it within 5–7 working days.
        </p>
        ${
          d.refundedPaise > d.amountPaise
            ? html`<p>In all, ${formatPaise(d.refundedPaise)} of this order has been refunded.</p>`
            : html``
        }
        ${button(d.orderUrl, "See the order")}`,
    ),
  }),
});
