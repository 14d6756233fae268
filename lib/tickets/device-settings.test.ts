import { afterEach, describe, expect, it, vi } from "vitest";
import { readTicketSettings, saveAutoPrint, saveTicketWidth } from "@/lib/tickets/device-settings";

function fakeStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("the ticket's device settings", () => {
  it("are 80 mm and no auto-print until changed, and remember the changes in this browser", () => {
    vi.stubGlobal("localStorage", fakeStorage());
    expect(readTicketSettings()).toEqual({ width: 80, autoPrint: false });
    saveTicketWidth(58);
    saveAutoPrint(true);
    expect(readTicketSettings()).toEqual({ width: 58, autoPrint: true });
    expect(readTicketSettings()).toBe(readTicketSettings()); // one object while unchanged (useSyncExternalStore)
    saveAutoPrint(false);
    expect(readTicketSettings().autoPrint).toBe(false);
  });

  it("fall back to the defaults on a stored width that is not 58 or 80, or when storage is blocked", () => {
    const storage = fakeStorage();
    storage.setItem("thali.kot.width", "72");
    vi.stubGlobal("localStorage", storage);
    expect(readTicketSettings().width).toBe(80);
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    });
    expect(readTicketSettings()).toEqual({ width: 80, autoPrint: false });
    expect(() => saveTicketWidth(58)).not.toThrow();
  });
});
