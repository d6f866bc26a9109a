import { pageOf, printedBy } from '@kencana/core';
import type { Content, DynamicContent } from 'pdfmake/interfaces';
import { mm } from './pdf-engine.ts';

/** Who printed and when, as every PDF shows it. */
export interface PrintStamp {
  user_id: string;
  /** Local time of the store, "2026-11-22 10:00". */
  printed_at: string;
}

/** "2026-11-22 10:00" in the given time zone. */
export function printDate(now: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The footer of every page: 'Printed By {user} / {date}' at the left, 'n of N' at the right. */
export function stampFooter(stamp: PrintStamp, sideMargin = mm(10)): DynamicContent {
  return (currentPage: number, pageCount: number): Content => ({
    columns: [
      { text: printedBy(stamp.user_id, stamp.printed_at), alignment: 'left' },
      { text: pageOf(currentPage, pageCount), alignment: 'right' },
    ],
    fontSize: 7,
    margin: [sideMargin, mm(5), sideMargin, 0],
  });
}
