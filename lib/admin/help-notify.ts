import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { helpOrderNumber } from "@/lib/admin/help-rules";
import { HELP_REASON_LABELS, type HelpReasonId } from "@/lib/admin/help-words";
import { linkOrigin } from "@/lib/http/public-url";
import { queueMail } from "@/lib/messages/mail";
import { queuePush } from "@/lib/messages/push";

// Who hears of a help thread (issue 33 item 4, docs/admin.md "Help"), queued in the transaction that writes the
// message, so a message that rolls back tells nobody and one that commits always does:
// - the staff's answer: the customer by mail (always: it answers what they asked, maybe with a refund) and by push
//   (the order updates topic, on by default);
// - a customer's new request: every staff account that is not blocked (nobody owns the thread yet); a customer's
//   reply: the staff member who last answered it, or every staff account if that one is gone or blocked.
// Keys name the message, so a retried transaction adds nothing twice.

type ThreadFacts = {
  threadId: string;
  messageId: string;
  orderId: string;
  reason: HelpReasonId;
  restaurantName: string;
};

/** Tells the customer that Thali support answered (mail and push). */
export async function notifyCustomerOfReply(
  tx: Prisma.TransactionClient,
  facts: ThreadFacts & {
    customer: { id: string; username: string; email: string };
    reply: string;
    refundPaise: number | null;
    closed: boolean;
  },
): Promise<void> {
  const orderNumber = helpOrderNumber(facts.orderId);
  await queueMail(tx, {
    template: "helpReply",
    to: facts.customer.email,
    key: `help-reply:${facts.messageId}`,
    data: {
      username: facts.customer.username,
      restaurantName: facts.restaurantName,
      orderNumber,
      reply: facts.reply,
      ...(facts.refundPaise && { refundPaise: facts.refundPaise }),
      closed: facts.closed,
      orderUrl: `${linkOrigin()}/orders`,
    },
  });
  await queuePush(tx, {
    userId: facts.customer.id,
    topic: "order_updates",
    key: `help-reply:${facts.messageId}`,
    payload: {
      title: "Thali support answered",
      body: `Your help request about order ${orderNumber}: ${facts.reply.slice(0, 200)}`,
      url: "/orders",
      tag: `help-${facts.threadId}`,
    },
  });
}

/** The staff accounts a customer's message goes to: the last one who answered, else all who are not blocked. */
async function staffFor(tx: Prisma.TransactionClient, threadId: string, isReply: boolean) {
  if (isReply) {
    const last = await tx.helpMessage.findFirst({
      where: { threadId, fromAdmin: true },
      orderBy: { createdAt: "desc" },
      select: { authorId: true },
    });
    const staff = last
      ? await tx.user.findFirst({
          where: { id: last.authorId, userType: "admin", blockedAt: null },
          select: { id: true, email: true },
        })
      : null;
    if (staff) return [staff];
  }
  return tx.user.findMany({ where: { userType: "admin", blockedAt: null }, select: { id: true, email: true } });
}

/** Tells the staff of a customer's new request or reply, by mail. */
export async function notifyStaffOfCustomer(
  tx: Prisma.TransactionClient,
  facts: ThreadFacts & { customerName: string; message: string; isReply: boolean },
): Promise<void> {
  const staff = await staffFor(tx, facts.threadId, facts.isReply);
  for (const member of staff) {
    await queueMail(tx, {
      template: "helpRequest",
      to: member.email,
      key: `help-request:${facts.messageId}:${member.id}`,
      data: {
        customerName: facts.customerName,
        orderNumber: helpOrderNumber(facts.orderId),
        restaurantName: facts.restaurantName,
        reason: HELP_REASON_LABELS[facts.reason],
        message: facts.message,
        isReply: facts.isReply,
        threadUrl: `${linkOrigin()}/admin/help/${facts.threadId}`,
      },
    });
  }
}
