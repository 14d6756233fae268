import { describe, expect, it, vi } from "vitest";
import { noSoundSlots, registerSoundSlot, soundSlots, subscribeSoundSlots } from "@/components/live/sound-slot";

// A place is any element; the register never reads it, so plain objects stand in for the frame's divs.
const place = (name: string) => ({ name }) as unknown as HTMLElement;

describe("the order-sound switch's places", () => {
  it("a switch that subscribes after the places mounted finds them, and hears of a place mounted later", () => {
    const side = place("side");
    const dropSide = registerSoundSlot(side);
    const heard = vi.fn();
    const unsubscribe = subscribeSoundSlots(heard);
    expect(soundSlots()).toEqual([side]);

    const top = place("top");
    const dropTop = registerSoundSlot(top);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(soundSlots()).toEqual([side, top]);

    dropSide?.();
    expect(heard).toHaveBeenCalledTimes(2);
    expect(soundSlots()).toEqual([top]);
    dropTop?.();
    expect(soundSlots()).toEqual([]);
    unsubscribe();
  });

  it("gives the same array until a place comes or goes (useSyncExternalStore compares snapshots)", () => {
    const drop = registerSoundSlot(place("side"));
    const first = soundSlots();
    expect(soundSlots()).toBe(first);
    drop?.();
    expect(soundSlots()).not.toBe(first);
    expect(noSoundSlots()).toBe(noSoundSlots());
  });

  it("a place registered twice is kept once, and a null ref registers nothing", () => {
    const side = place("side");
    registerSoundSlot(side);
    const drop = registerSoundSlot(side);
    expect(soundSlots()).toEqual([side]);
    expect(registerSoundSlot(null)).toBeUndefined();
    drop?.();
    expect(soundSlots()).toEqual([]);
  });

  it("a switch that stopped listening is not told", () => {
    const heard = vi.fn();
    subscribeSoundSlots(heard)();
    registerSoundSlot(place("top"))?.();
    expect(heard).not.toHaveBeenCalled();
  });
});
