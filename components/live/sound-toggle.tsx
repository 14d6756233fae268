"use client";
import { Icon } from "@/components/ui/icon";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { chime, unlockAudio } from "@/components/live/beep";
import { noSoundSlots, SOUND_SLOT_ATTRIBUTE, soundSlots, subscribeSoundSlots } from "@/components/live/sound-slot";
import { cn } from "@/lib/ui/cn";

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

type SoundToggleProps = Readonly<{
  on: boolean;
  onChange: (on: boolean) => void;
  /** Orders waiting for Accept or Reject: with the sound off, a prompt to turn it on shows beside the switch. */
  waiting: number;
}>;

/**
 * The switch for the chime that rings while new orders wait, in the owner frame's places for it (CSS shows one per
 * screen width). It used to float fixed in a corner, where on a phone it covered addresses and form
 * labels (issue 15); in the page's flow it covers nothing.
 */
export function SoundToggle(props: SoundToggleProps) {
  // The frame's places as they are now (sound-slot.ts): whether they mounted before this part or with it.
  const slots = useSyncExternalStore(subscribeSoundSlots, soundSlots, noSoundSlots);
  return slots.map((slot) => createPortal(<SoundButton {...props} />, slot, slot.getAttribute(SOUND_SLOT_ATTRIBUTE)));
}

function SoundButton({ on, onChange, waiting }: SoundToggleProps) {
  const prompt = !on && waiting > 0;
  return (
    <div className="flex flex-col items-end gap-1 group-data-[expanded=false]/owner-side:items-center md:items-center">
      {prompt && (
        <p
          role="status"
          data-sound-prompt
          className="max-w-56 rounded-lg bg-amber-50 px-2 py-1 text-center text-xs font-semibold text-amber-900 ring-1 ring-amber-200 group-data-[expanded=false]/owner-side:sr-only"
        >
          Turn on sound so you never miss an order
        </p>
      )}
      <SwitchButton on={on} onChange={onChange} attention={prompt} />
    </div>
  );
}

function SwitchButton({
  on,
  onChange,
  attention,
}: Readonly<{ on: boolean; onChange: (on: boolean) => void; attention: boolean }>) {
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
          // A sample of the sound; with orders waiting the ringing itself starts at once instead.
          if (!attention) chime();
        }
      }}
      className={cn(
        "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-stone-200 bg-white px-3 text-sm font-medium text-stone-700 transition hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600",
        attention && "border-amber-400 ring-2 ring-amber-300",
      )}
    >
      <Icon name={on ? "bell" : "bell-off"} className="size-4 shrink-0" />
      <span className="group-data-[expanded=false]/owner-side:sr-only">
        {on ? "Order sound on" : "Order sound off"}
      </span>
    </button>
  );
}
