// A search a person starts (Cari Data) read through the query layer: the parameters of the last search
// asked are the query's input, and nothing is asked before the first one (`enabled`). Asking again with
// the same parameters asks the server again. The answer's notice ('Data Tidak Ada', the server's refusal)
// is given once per search asked on this screen — a search restored from a draft after a reload shows its
// rows without a notice.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Endpoint } from '@kencana/core';
import { errorText, useApiQuery, type ApiInput, type ApiResponse } from './api.ts';
import { notifyError } from './notify.ts';

export interface SearchQueryOptions<E extends Endpoint> {
  /** The search held elsewhere (a draft), instead of the hook's own state. */
  state?: [ApiInput<E> | null, (next: ApiInput<E> | null) => void];
  /** Said when an answer arrives for a search asked here (the "found / nothing found" notice). */
  onAnswer?: (answer: ApiResponse<E>) => void;
  /** Shown when the search fails without a text of the server's. */
  failureText: string;
}

export interface SearchQuery<E extends Endpoint> {
  query: UseQueryResult<ApiResponse<E>, Error>;
  /** The parameters of the search on screen, or null before any. */
  input: ApiInput<E> | null;
  /** Asks the server with these parameters (again, when they are the ones on screen). */
  search: (input: ApiInput<E>) => void;
  /** Takes the search off the screen. */
  clear: () => void;
}

export function useSearchQuery<E extends Endpoint>(endpoint: E, { state, onAnswer, failureText }: SearchQueryOptions<E>): SearchQuery<E> {
  const own = useState<ApiInput<E> | null>(null);
  const [input, setInput] = state ?? own;
  const query = useApiQuery(endpoint, input ?? undefined, { enabled: input !== null, staleTime: 0, retry: false });
  const asked = useRef(false);
  const answer = useRef(onAnswer);
  answer.current = onAnswer;

  useEffect(() => {
    if (!asked.current || !query.dataUpdatedAt || !query.data) return;
    answer.current?.(query.data);
    // Only a new answer speaks.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs only when a new answer (or failure) arrives; the values it reads are taken as they are then
  }, [query.dataUpdatedAt]);
  useEffect(() => {
    if (!asked.current || !query.errorUpdatedAt || !query.error) return;
    notifyError(errorText(query.error, failureText));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs only when a new answer (or failure) arrives; the values it reads are taken as they are then
  }, [query.errorUpdatedAt]);

  const { refetch } = query;
  const search = useCallback(
    (next: ApiInput<E>) => {
      asked.current = true;
      if (JSON.stringify(next) === JSON.stringify(input)) void refetch();
      else setInput(next);
    },
    [input, refetch, setInput],
  );
  const clear = useCallback(() => setInput(null), [setInput]);
  return { query, input, search, clear };
}
