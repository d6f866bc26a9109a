// A goods list asked for by a filter speaks once per answer: an empty answer says there are no goods, a failure
// says why, and the screen drops what was ticked in the previous answer. Keyed on the query's answer and
// failure times, so a re-render or a cached answer says nothing twice.
import { useEffect } from 'react';
import { MESSAGES } from '@kencana/core';
import { errorText } from './api.ts';
import { notifyError, notifyInfo } from './notify.ts';

interface ListQuery {
  dataUpdatedAt: number;
  errorUpdatedAt: number;
  data?: { data: readonly unknown[] };
  error: unknown;
}

export function useListNotices(list: ListQuery, on: { answer?: () => void; failure?: () => void } = {}): void {
  const answeredAt = list.dataUpdatedAt;
  useEffect(() => {
    if (!answeredAt) return;
    on.answer?.();
    if (list.data?.data.length === 0) notifyInfo(MESSAGES.dataBarangTidakAda);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs only when a new answer arrives; the values it reads are taken as they are then
  }, [answeredAt]);
  const failedAt = list.errorUpdatedAt;
  useEffect(() => {
    if (!failedAt || !list.error) return;
    on.failure?.();
    notifyError(errorText(list.error, MESSAGES.terjadiKesalahanSaatRequestData));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs only when a new failure arrives; the values it reads are taken as they are then
  }, [failedAt]);
}
