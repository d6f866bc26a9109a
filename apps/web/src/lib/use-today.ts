import { useEffect, useState } from 'react';
import { storeToday } from './session.ts';

/** Today in the store's time zone, re-read every minute so a page left open past midnight notices. */
export function useToday(intervalMs = 60_000): string {
  const [today, setToday] = useState(() => storeToday());
  useEffect(() => {
    const id = window.setInterval(() => setToday(storeToday()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return today;
}
