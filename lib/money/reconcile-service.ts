import "server-only";
import { db } from "@/lib/db";
import { gatewayFor } from "@/lib/payments/gateway";
import { addDays, istDate, istDayStart } from "@/lib/money/settlement";

// The daily reconciliation (docs/money.md, "Reconciliation"): every order paid on one IST day, checked against
// the gateway that took its money (TEST MODE: its TestGatewayPayment rows; Razorpay: the payment fetched through
// its SDK) and against the ledger. The outcome is one ReconcileReport per day (a re-run replaces it), and every
// mismatch is logged for whoever watches the logs.

type Mismatch = { orderId: string; problem: string };

export type ReconcileOutcome = { date: string; checked: number; mismatches: Mismatch[] };

type PaidOrder = {
  id: string;
  totalPaise: number;
  paymentStatus: string;
  paymentMethod: "online" | "cod";
  payments: Array<{
    provider: "razorpay" | "test";
    providerPaymentId: string | null;
    amountPaise: number;
    status: string;
  }>;
  ledger: Array<{ kind: string; account: string; amountPaise: number }>;
  /** The platform's refunds made (issue 33): a part of the payment each. */
  refunds: Array<{ amountPaise: number }>;
};

/** What the gateway says of the order's payment, as problems (none when it agrees). */
async function gatewayProblems(order: PaidOrder): Promise<string[]> {
  // Cash or UPI collected at the door: no gateway took it, so there is nothing of it to compare (its ledger is).
  if (order.paymentMethod === "cod") return [];
  const payment = order.payments[0];
  if (!payment?.providerPaymentId) return ["no verified payment is recorded for this paid order"];
  let reported;
  try {
    reported = await gatewayFor(payment.provider).fetchPayment(payment.providerPaymentId);
  } catch (error) {
    return [`the ${payment.provider} gateway has no record of payment ${payment.providerPaymentId}: ${String(error)}`];
  }
  const problems: string[] = [];
  if (reported.amount !== order.totalPaise) {
    problems.push(`the gateway took ${reported.amount} paise, the order is ${order.totalPaise}`);
  }
  const expected = order.paymentStatus === "refunded" ? "refunded" : "captured";
  if (reported.status !== expected && !(expected === "captured" && reported.status === "authorized")) {
    problems.push(`the gateway says ${reported.status}, the order is ${order.paymentStatus}`);
  }
  return problems;
}

/** What the ledger says of the order, as problems. */
function ledgerProblems(order: PaidOrder): string[] {
  const sum = (kind: string, account?: string) =>
    order.ledger
      .filter((entry) => entry.kind === kind && (account === undefined || entry.account === account))
      .reduce((total, entry) => total + entry.amountPaise, 0);
  const paid = order.ledger.some((entry) => entry.kind === "order_paid");
  if (!paid) return ["the ledger has no entries of its payment"];
  const problems: string[] = [];
  if (-sum("order_paid", "customer") !== order.totalPaise) {
    problems.push(`the ledger has ${-sum("order_paid", "customer")} paise paid, the order is ${order.totalPaise}`);
  }
  if (sum("order_paid") !== 0 || sum("refund") !== 0) problems.push("the ledger's entries do not add up to 0");
  const refunded = sum("refund", "refunds");
  if (order.paymentStatus === "refunded" && refunded !== order.totalPaise) {
    problems.push(`the ledger has ${refunded} paise refunded of a refunded order of ${order.totalPaise}`);
  }
  // A paid order may have had parts refunded by the platform's staff (issue 33): the ledger has exactly those.
  const parts = order.refunds.reduce((total, refund) => total + refund.amountPaise, 0);
  if (order.paymentStatus === "paid" && refunded !== parts) {
    problems.push(
      parts === 0
        ? "the ledger has a refund of an order not refunded"
        : `the ledger has ${refunded} paise refunded, the order's refunds are ${parts}`,
    );
  }
  return problems;
}

/** Reconciles the orders paid on the IST day `date` and writes (or replaces) its report. */
export async function reconcileDay(date: string): Promise<ReconcileOutcome> {
  const orders: PaidOrder[] = await db().order.findMany({
    where: {
      paymentStatus: { in: ["paid", "refunded"] },
      paidAt: { gte: istDayStart(date), lt: istDayStart(addDays(date, 1)) },
    },
    orderBy: { paidAt: "asc" },
    select: {
      id: true,
      totalPaise: true,
      paymentStatus: true,
      paymentMethod: true,
      payments: {
        where: { status: { in: ["paid", "refunded"] } },
        take: 1,
        select: { provider: true, providerPaymentId: true, amountPaise: true, status: true },
      },
      ledger: { select: { kind: true, account: true, amountPaise: true } },
      refunds: { where: { state: "refunded" }, select: { amountPaise: true } },
    },
  });
  const mismatches: Mismatch[] = [];
  for (const order of orders) {
    const problems = [...(await gatewayProblems(order)), ...ledgerProblems(order)];
    for (const problem of problems) mismatches.push({ orderId: order.id, problem });
  }
  for (const mismatch of mismatches) {
    console.error(`Reconciliation of ${date}: order ${mismatch.orderId}: ${mismatch.problem}`);
  }
  const report = { checked: orders.length, mismatches };
  await db().reconcileReport.upsert({ where: { date }, create: { date, ...report }, update: report });
  return { date, checked: orders.length, mismatches };
}

/** The "reconcile" job: the day its data names, else yesterday in IST. */
export async function runReconcileJob(data: unknown): Promise<ReconcileOutcome> {
  const named = (data as { date?: unknown } | null)?.date;
  const date =
    typeof named === "string" && /^\d{4}-\d{2}-\d{2}$/.test(named) ? named : addDays(istDate(new Date()), -1);
  return reconcileDay(date);
}
