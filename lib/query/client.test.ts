import { MutationObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { appQueryClient } from "@/lib/query/client";
import { useUiStore } from "@/lib/ui/store";

describe("appQueryClient's mutations", () => {
  it("hold the loading overlay for as long as a mutation with meta.loading runs, success or failure", async () => {
    const client = appQueryClient();
    let release: (value: string) => void = () => undefined;
    const answer = new Promise<string>((resolve) => (release = resolve));
    let started = false;
    const ok = new MutationObserver(client, {
      mutationFn: () => {
        started = true;
        return answer;
      },
      meta: { loading: true },
    });
    const running = ok.mutate();
    await vi.waitFor(() => expect(started).toBe(true));
    expect(useUiStore.getState().loadingCount).toBe(1);
    release("done");
    await running;
    expect(useUiStore.getState().loadingCount).toBe(0);

    const failing = new MutationObserver(client, {
      mutationFn: () => Promise.reject(new Error("refused")),
      meta: { loading: true },
    });
    await expect(failing.mutate()).rejects.toThrow("refused");
    expect(useUiStore.getState().loadingCount).toBe(0);
  });

  it("leave the overlay alone for a mutation without meta.loading", async () => {
    const client = appQueryClient();
    let seen = -1;
    const quiet = new MutationObserver(client, {
      mutationFn: async () => {
        seen = useUiStore.getState().loadingCount;
        return 1;
      },
    });
    await quiet.mutate();
    expect(seen).toBe(0);
  });
});
