// Reading a Server-Sent Events response in tests (integration tests call the handler, the
// multi-instance test reads a real server): frames as they arrive, waited for with a deadline.

type SseMessage = { id?: string; event: string; data: string; comment?: string };

export type SseReader = {
  /** Every frame so far, heartbeats (comments) included. */
  messages: SseMessage[];
  /** The first frame (already received or still to come) that matches, or a rejection after `timeoutMs`. */
  next(match: (m: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  /** The `data` of every `order` frame so far, parsed. */
  orders(): Array<{ eventId: string; orderId: string; type: string; status: string }>;
  close(): Promise<void>;
};

function parseFrame(block: string): SseMessage | null {
  const message: SseMessage = { event: "message", data: "" };
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) message.comment = line.slice(1).trim();
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const field = line.slice(0, colon);
    const value = line.slice(colon + 1).replace(/^ /, "");
    if (field === "id") message.id = value;
    else if (field === "event") message.event = value;
    else if (field === "data") data.push(value);
  }
  message.data = data.join("\n");
  return data.length || message.comment !== undefined || message.id !== undefined ? message : null;
}

export function readSse(response: Response): SseReader {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const messages: SseMessage[] = [];
  const waiters = new Set<() => void>();
  let buffer = "";
  let done = false;

  void (async () => {
    try {
      for (;;) {
        const { value, done: end } = await reader.read();
        if (end) break;
        buffer += decoder.decode(value, { stream: true });
        let split: number;
        while ((split = buffer.indexOf("\n\n")) >= 0) {
          const frame = parseFrame(buffer.slice(0, split));
          buffer = buffer.slice(split + 2);
          if (frame) messages.push(frame);
        }
        waiters.forEach((w) => w());
      }
    } catch {
      // cancelled
    } finally {
      done = true;
      waiters.forEach((w) => w());
    }
  })();

  return {
    messages,
    next(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (found) {
            cleanup();
            resolve(found);
          } else if (done) {
            cleanup();
            reject(new Error(`The stream ended without the frame (${messages.length} frames)`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`No matching frame within ${timeoutMs} ms (${JSON.stringify(messages)})`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    orders: () => messages.filter((m) => m.event === "order").map((m) => JSON.parse(m.data)),
    close: () => reader.cancel().catch(() => {}),
  };
}

/**
 * The caller's order-event stream on a running server (`baseUrl`), once it has said ready; with
 * `lastEventId`, resumed after it as a browser's reconnect is. `close()` ends the connection.
 */
async function openOrderStream(baseUrl: string, token: string, lastEventId?: string): Promise<SseReader> {
  const response = await fetch(`${baseUrl}/api/orderEvents/stream`, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: "text/event-stream",
      ...(lastEventId && { "last-event-id": lastEventId }),
    },
  });
  if (response.status !== 200) throw new Error(`GET /api/orderEvents/stream answered ${response.status}`);
  const sse = readSse(response);
  await sse.next((m) => m.event === "ready");
  return sse;
}

/** Order streams opened with openOrderStream and kept, so that a suite's afterAll closes every one of them. */
export function orderStreams() {
  const opened: SseReader[] = [];
  return {
    /** The caller's stream on the server at `baseUrl`, once it has said ready. */
    async open(baseUrl: string, token: string, lastEventId?: string): Promise<SseReader> {
      const sse = await openOrderStream(baseUrl, token, lastEventId);
      opened.push(sse);
      return sse;
    },
    closeAll: () => Promise.all(opened.map((s) => s.close())),
  };
}
