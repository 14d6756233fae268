import { describe, expect, it } from "vitest";
import { formatComment, formatFrame, parseEventId, resumeCursor } from "@/lib/live/sse";

describe("formatFrame", () => {
  it("writes id, event and data lines and ends the frame with a blank line", () => {
    expect(formatFrame({ id: "42", event: "order", data: '{"a":1}' })).toBe('id: 42\nevent: order\ndata: {"a":1}\n\n');
  });

  it("splits data over several data lines, whatever the line break", () => {
    expect(formatFrame({ data: "one\ntwo\r\nthree\rfour" })).toBe("data: one\ndata: two\ndata: three\ndata: four\n\n");
  });

  it("puts retry first and leaves out the fields it is not given", () => {
    expect(formatFrame({ retry: 2000.7 })).toBe("retry: 2000\n\n");
    expect(formatFrame({ event: "ready", data: "{}" })).toBe("event: ready\ndata: {}\n\n");
  });

  it("cannot be made to start a new field from an id or event name", () => {
    expect(formatFrame({ id: "1\ndata: evil", event: "x\ry" })).toBe("id: 1data: evil\nevent: xy\n\n");
  });
});

describe("formatComment", () => {
  it("is a colon line that EventSource ignores", () => {
    expect(formatComment("heartbeat")).toBe(": heartbeat\n\n");
    expect(formatComment("a\nb")).toBe(": ab\n\n");
  });
});

describe("parseEventId", () => {
  it("takes decimal ids up to Postgres' bigint", () => {
    expect(parseEventId("0")).toBe(0n);
    expect(parseEventId("123")).toBe(123n);
    expect(parseEventId("9223372036854775807")).toBe(9223372036854775807n);
  });

  it("refuses anything else", () => {
    for (const bad of [null, undefined, "", "-1", "1.5", "abc", " 1", "9223372036854775808", "1".repeat(20)]) {
      expect(parseEventId(bad)).toBeNull();
    }
  });
});

describe("resumeCursor", () => {
  it("prefers the Last-Event-ID header the browser sends on reconnect over the first connect's query", () => {
    const request = new Request("http://x/api/orderEvents/stream?lastEventId=5", { headers: { "last-event-id": "9" } });
    expect(resumeCursor(request)).toBe("9");
  });

  it("falls back to ?lastEventId=, and is null without either", () => {
    expect(resumeCursor(new Request("http://x/s?lastEventId=5"))).toBe("5");
    expect(resumeCursor(new Request("http://x/s"))).toBeNull();
    expect(resumeCursor(new Request("http://x/s?lastEventId="))).toBeNull();
  });
});
