/**
 * Where the owner frame keeps a place for the order-sound switch: the sidebar's foot (wide screens)
 * and above the content (phones). A module of its own, so the frame does not load the switch's code.
 *
 * The places register themselves as they mount, and the switch follows the register: it used to look
 * them up in the document when it first rendered, which found none when the live part rendered in the
 * same pass as the frame (its chunk already loaded, as after logging in), and then never showed.
 */
export const SOUND_SLOT_ATTRIBUTE = "data-owner-sound-slot";

let slots: readonly HTMLElement[] = [];
const listeners = new Set<() => void>();

function setSlots(next: readonly HTMLElement[]) {
  slots = next;
  listeners.forEach((notify) => notify());
}

/** The frame's ref for a place: registers it while it is in the document. */
export function registerSoundSlot(slot: HTMLElement | null): (() => void) | undefined {
  if (!slot) return undefined;
  setSlots([...slots.filter((s) => s !== slot), slot]);
  return () => setSlots(slots.filter((s) => s !== slot));
}

export function subscribeSoundSlots(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The places now in the document (the same array until one comes or goes). */
export const soundSlots = (): readonly HTMLElement[] => slots;

const none: readonly HTMLElement[] = [];
export const noSoundSlots = (): readonly HTMLElement[] => none;
