// The hours a restaurant's OpenState works from (a plain module: server components pick them out).

export type OpenHours = {
  openMinute: number;
  closeMinute: number;
  timeZone: string;
  paused: boolean;
  pauseReason: string | null;
  /** Open as the server rendered it. */
  isOpen: boolean;
};

/** Picks the hours fields out of a restaurant summary (only these cross to the browser). */
export function openHoursOf(r: OpenHours): OpenHours {
  return {
    openMinute: r.openMinute,
    closeMinute: r.closeMinute,
    timeZone: r.timeZone,
    paused: r.paused,
    pauseReason: r.pauseReason,
    isOpen: r.isOpen,
  };
}
