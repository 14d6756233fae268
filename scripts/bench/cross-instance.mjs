// For bench:checkout with two instances or more: does an order paid through one instance reach its customer's live
// stream (GET /api/orderEvents/stream) held on another, and how fast? Both directions, first instance to second and
// back, each time a new customer on the paying instance and the stream on the other; the instances tell each
// other through the live bus (LIVE_BUS=redis here). The multi-instance journeys (tests/e2e/live-instances.spec.ts)
// test the same with owners and resumption; this measures it under the bench's own load and settings.
import { newCustomer, paidOrder, restaurantNamed } from "../lib/api-flows.mjs";

const WAIT_MS = 5_000;

/** Opens `token`'s stream on `baseUrl`; `frameFor(orderId)` resolves with the ms until an order frame names it. */
async function openStream(baseUrl, token) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/orderEvents/stream`, {
    headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`The stream on ${baseUrl} answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  return {
    async frameFor(orderId, startedAt) {
      const deadline = Date.now() + WAIT_MS;
      while (Date.now() < deadline) {
        const frames = buffered.split("\n\n");
        buffered = frames.pop();
        if (frames.some((frame) => frame.includes("event: order") && frame.includes(orderId)))
          return Math.round(performance.now() - startedAt);
        const next = await Promise.race([
          reader.read(),
          new Promise((resolve) => setTimeout(() => resolve({ timeout: true }), deadline - Date.now())),
        ]);
        if (next.timeout || next.done) break;
        buffered += next.value;
      }
      return null;
    },
    close: () => controller.abort(),
  };
}

/** One order paid on `from` with its customer's stream on `to`: ms from the payment's answer to the frame, or null. */
async function acrossOnce(from, to) {
  const customer = await newCustomer(from, "Cross Instance");
  const { restaurant, dishes } = await restaurantNamed(from);
  const stream = await openStream(to, customer.token);
  try {
    const orderId = await paidOrder(from, customer, restaurant, dishes[0]);
    return await stream.frameFor(orderId, performance.now());
  } finally {
    stream.close();
  }
}

/** First → second instance and second → first: `{ firstToSecondMs, secondToFirstMs, ok }`. */
export async function crossInstanceLive(baseUrls) {
  const [first, second] = baseUrls;
  const firstToSecondMs = await acrossOnce(first, second);
  const secondToFirstMs = await acrossOnce(second, first);
  return { firstToSecondMs, secondToFirstMs, ok: firstToSecondMs !== null && secondToFirstMs !== null };
}
