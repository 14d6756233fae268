import { useSyncExternalStore } from "react";
import { isTicketWidth, type TicketWidth } from "@/lib/tickets/layout";

// The kitchen ticket's settings are the device's, not the restaurant's: a thermal printer is attached
// to one phone, tablet or counter PC, so its paper width and whether accepting an order prints the
// ticket at once belong to that browser (localStorage), and the owner's other devices stay quiet.

const WIDTH_KEY = "thali.kot.width";
const AUTO_PRINT_KEY = "thali.kot.autoPrint";
const DEFAULT_WIDTH: TicketWidth = 80;

export type TicketDeviceSettings = { width: TicketWidth; autoPrint: boolean };

const SERVER_SETTINGS: TicketDeviceSettings = { width: DEFAULT_WIDTH, autoPrint: false };
let cached: { raw: string; settings: TicketDeviceSettings } | null = null;
const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked: the defaults
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // nothing to remember it in: it holds until the page is left
  }
  listeners.forEach((listener) => listener());
}

/** This device's ticket settings (80 mm and no auto-print until the owner says otherwise). */
export function readTicketSettings(): TicketDeviceSettings {
  const width = read(WIDTH_KEY);
  const autoPrint = read(AUTO_PRINT_KEY) === "1";
  const raw = `${width}|${autoPrint}`;
  if (cached?.raw !== raw) {
    cached = {
      raw,
      settings: { width: isTicketWidth(width) ? (Number(width) as TicketWidth) : DEFAULT_WIDTH, autoPrint },
    };
  }
  return cached.settings;
}

export function saveTicketWidth(width: TicketWidth): void {
  write(WIDTH_KEY, String(width));
}

export function saveAutoPrint(on: boolean): void {
  write(AUTO_PRINT_KEY, on ? "1" : "0");
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === WIDTH_KEY || event.key === AUTO_PRINT_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The device's ticket settings, live across this browser's tabs; the defaults while rendering on the server. */
export function useTicketSettings(): TicketDeviceSettings {
  return useSyncExternalStore(subscribe, readTicketSettings, () => SERVER_SETTINGS);
}
