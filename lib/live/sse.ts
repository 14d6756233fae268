// Server-Sent Events framing (https://html.spec.whatwg.org/multipage/server-sent-events.html). Pure.

export type SseFrame = {
  /** Sets the browser's Last-Event-ID; left out, the browser keeps the one it had. */
  id?: string;
  event?: string;
  data?: string;
  /** Milliseconds the browser waits before reconnecting. */
  retry?: number;
};

/** One frame. A field value never holds a line break: data is split over several `data:` lines. */
export function formatFrame(frame: SseFrame): string {
  let out = "";
  if (frame.retry !== undefined) out += `retry: ${Math.max(0, Math.floor(frame.retry))}\n`;
  if (frame.id !== undefined) out += `id: ${singleLine(frame.id)}\n`;
  if (frame.event !== undefined) out += `event: ${singleLine(frame.event)}\n`;
  if (frame.data !== undefined) {
    for (const line of frame.data.split(/\r\n|\r|\n/)) out += `data: ${line}\n`;
  }
  return `${out}\n`;
}

/** A comment line: ignored by EventSource, but traffic that keeps proxies from closing an idle stream. */
export function formatComment(text: string): string {
  return `: ${singleLine(text)}\n\n`;
}

function singleLine(value: string): string {
  // An id with NUL is ignored by browsers; a line break would start a new field.
  return value.replace(/[\r\n\0]/g, "");
}

/** The Last-Event-ID a stream resumes after: the header the browser sends on reconnect, else `?lastEventId=`. */
export function resumeCursor(request: Request): string | null {
  const header = request.headers.get("last-event-id")?.trim();
  if (header) return header;
  const query = new URL(request.url).searchParams.get("lastEventId")?.trim();
  return query || null;
}

/** An event id as the database has it (a positive BigInt), or null for anything else. */
export function parseEventId(value: string | null | undefined): bigint | null {
  if (!value || !/^\d{1,19}$/.test(value)) return null;
  const id = BigInt(value);
  return id <= 9_223_372_036_854_775_807n ? id : null;
}
