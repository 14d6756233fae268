/**
 * Where the owner frame keeps a place for the order-sound switch: the sidebar's foot (wide screens)
 * and above the content (phones). A module of its own, so the frame does not load the switch's code.
 */
export const SOUND_SLOT_ATTRIBUTE = "data-owner-sound-slot";
