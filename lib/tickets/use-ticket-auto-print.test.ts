import { afterEach, describe, expect, it, vi } from "vitest";

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));
// The hook outside a render: its one React call, useCallback, hands the function back as it is.
vi.mock("react", async (original) => ({
  ...(await original<typeof import("react")>()),
  useCallback: <T>(fn: T) => fn,
}));

const { saveAutoPrint } = await import("@/lib/tickets/device-settings");
const { useTicketAutoPrint } = await import("@/lib/tickets/use-ticket-auto-print");

function fakeStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  router.push.mockReset();
});

describe("useTicketAutoPrint", () => {
  it("does nothing on a device that does not print on accept", () => {
    vi.stubGlobal("localStorage", fakeStorage());
    expect(useTicketAutoPrint()("order1")).toBe(false);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("opens the accepted order's ticket to print at once on a device that does", () => {
    vi.stubGlobal("localStorage", fakeStorage());
    saveAutoPrint(true);
    expect(useTicketAutoPrint()("cm0order42")).toBe(true);
    expect(router.push).toHaveBeenCalledWith("/restaurant/orders/cm0order42/ticket?print=auto");
  });
});
