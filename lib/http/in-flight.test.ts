import { describe, expect, it } from "vitest";
import { countedRequest, requestsInFlight } from "@/lib/http/in-flight";

describe("requests in flight", () => {
  it("counts a request from its start until its answer, and after a failure too", async () => {
    expect(requestsInFlight()).toBe(0);
    let finish = () => {};
    const first = countedRequest(() => new Promise<string>((resolve) => (finish = () => resolve("ok"))));
    const second = countedRequest(() => Promise.reject(new Error("refused")));
    expect(requestsInFlight()).toBe(2);
    await expect(second).rejects.toThrow("refused");
    expect(requestsInFlight()).toBe(1);
    finish();
    await expect(first).resolves.toBe("ok");
    expect(requestsInFlight()).toBe(0);
  });
});
