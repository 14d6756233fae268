import { describe, expect, it } from "vitest";
import { preferencesView } from "@/lib/messages/preference-view";
import { TOPICS } from "@/lib/messages/topics";

const enabled = (view: ReturnType<typeof preferencesView>) =>
  Object.fromEntries(view.topics.flatMap((t) => t.channels.map((c) => [`${t.topic}/${c.channel}`, c.enabled])));

describe("preferencesView", () => {
  it("shows each topic's defaults when nothing is stored, offered channels only", () => {
    expect(enabled(preferencesView("customer", []))).toEqual({
      "order_updates/email": false,
      "order_updates/push": true,
      "order_updates/sms": false,
      "offers/email": false,
      "offers/push": false,
    });
    expect(enabled(preferencesView("restaurant", []))).toEqual({ "new_orders/email": false, "new_orders/push": true });
  });

  it("puts a stored choice over the default and keeps the default beside it", () => {
    const view = preferencesView("customer", [
      { topic: "order_updates", channel: "push", enabled: false },
      { topic: "offers", channel: "email", enabled: true },
    ]);
    expect(view.topics[0]!.channels[1]).toEqual({ channel: "push", enabled: false, default: true });
    expect(view.topics[1]!.channels[0]).toEqual({ channel: "email", enabled: true, default: false });
  });

  it("ignores rows of another type's topic, of a topic no longer offered or of a channel the topic lacks", () => {
    const view = preferencesView("customer", [
      { topic: "new_orders", channel: "push", enabled: false },
      { topic: "retired_topic", channel: "email", enabled: true },
      { topic: "offers", channel: "sms", enabled: true },
    ]);
    expect(view).toEqual(preferencesView("customer", []));
  });

  it("never lists a receipt or security notice as a topic", () => {
    const ids = TOPICS.map((t) => t.id as string);
    for (const kind of ["order_placed", "refund_issued", "password_reset", "email_change", "verification"]) {
      expect(ids).not.toContain(kind);
    }
    expect(preferencesView("restaurant", []).alwaysSent).not.toContain("Refund issued");
  });
});
