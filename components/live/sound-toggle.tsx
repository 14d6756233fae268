"use client";
import { Bell, BellOff } from "lucide-react";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { chime, unlockAudio } from "@/components/live/beep";

const STORAGE_KEY = "thali.owner.orderSound";
const changed = new Set<() => void>();

function subscribe(onChange: () => void) {
  changed.add(onChange);
  window.addEventListener("storage", onChange);
  return () => {
    changed.delete(onChange);
    window.removeEventListener("storage", onChange);
  };
}

const read = () => {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === "on";
  } catch {
    return false;
  }
};

/** Whether new orders chime: off by default, kept in localStorage (and in step across the owner's tabs). */
export function useOrderSound(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, read, () => false);
  const set = useCallback((next: boolean) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, next ? "on" : "off");
    } catch {
      // private mode: the choice lasts for this page only
    }
    changed.forEach((notify) => notify());
  }, []);
  useEffect(() => {
    if (!on) return;
    // Turned on in an earlier visit: audio may start only after the user's first interaction here.
    const unlock = () => unlockAudio();
    window.addEventListener("pointerdown", unlock, { once: true });
    window.addEventListener("keydown", unlock, { once: true });
    return () => {
      window.removeEventListener("pointerdown", unlock);
      window.removeEventListener("keydown", unlock);
    };
  }, [on]);
  return [on, set];
}

type SoundToggleProps = Readonly<{ on: boolean; onChange: (on: boolean) => void }>;

/** A small switch in the corner of the console: a chime for every new order. */
export function SoundToggle({ on, onChange }: SoundToggleProps) {
  const Icon = on ? Bell : BellOff;
  return (
    <button
      type="button"
      aria-pressed={on}
      title={on ? "Turn off the sound for new orders" : "Play a sound for new orders"}
      onClick={() => {
        const next = !on;
        onChange(next);
        if (next) {
          unlockAudio();
          chime();
        }
      }}
      className="fixed bottom-4 left-4 z-40 inline-flex items-center gap-2 rounded-full border border-stone-200 bg-white px-3 py-2 text-sm font-medium text-stone-700 shadow-md transition hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600"
    >
      <Icon aria-hidden className="size-4" />
      <span>{on ? "Order sound on" : "Order sound off"}</span>
    </button>
  );
}
