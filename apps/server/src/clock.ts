import { todayInZone } from '@kencana/core';

/** Where "now" comes from: tests fix it, production reads the system clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock stopped at one instant (tests). */
export const fixedClock = (iso: string): Clock => ({ now: () => new Date(iso) });

/** Today's date (yyyy-MM-dd) in the stores' time zone. */
export const storeToday = (clock: Clock, timeZone: string): string => todayInZone(timeZone, clock.now());
