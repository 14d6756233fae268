import { describe, expect, it } from "vitest";
import { runWrite, type WriteEffects } from "@/lib/query/use-write";

function recorder() {
  const log: string[] = [];
  const effects: WriteEffects = {
    setPending: (pending) => log.push(pending ? "pending" : "idle"),
    startLoading: () => log.push("overlay on"),
    stopLoading: () => log.push("overlay off"),
  };
  return { log, effects };
}

describe("runWrite (useWrite's run)", () => {
  it("answers the call's result after onSuccess, with the overlay up around both", async () => {
    const { log, effects } = recorder();
    const answer = await runWrite(
      {
        mutationFn: async (n: number) => {
          log.push(`call ${n}`);
          return n * 2;
        },
        meta: { loading: true },
        onSuccess: (data, n) => void log.push(`success ${data} for ${n}`),
      },
      21,
      effects,
    );
    expect(answer).toBe(42);
    expect(log).toEqual(["pending", "overlay on", "call 21", "success 42 for 21", "overlay off", "idle"]);
  });

  it("on failure runs onError, rejects with the error, and still clears pending and the overlay", async () => {
    const { log, effects } = recorder();
    const refused = new Error("refused");
    await expect(
      runWrite(
        {
          mutationFn: () => Promise.reject(refused),
          meta: { loading: true },
          onSuccess: () => void log.push("success"),
          onError: (error) => void log.push(`error ${(error as Error).message}`),
        },
        undefined,
        effects,
      ),
    ).rejects.toBe(refused);
    expect(log).toEqual(["pending", "overlay on", "error refused", "overlay off", "idle"]);
  });

  it("leaves the overlay alone without meta.loading", async () => {
    const { log, effects } = recorder();
    await runWrite({ mutationFn: async () => "ok" }, undefined, effects);
    expect(log).toEqual(["pending", "idle"]);
  });
});
