// THE save of a document screen. One hook for every screen that posts a document:
//   - a synchronous guard: the second click or Enter while a save runs (its checks, its confirmation, the
//     request, the reload after it) does nothing — a ref, because a state flag is only seen after a render;
//   - one Idempotency-Key per filled form: the same key is sent again when the same form is retried after a
//     failure (the server gives a failed request's key back), a new one once the document is written;
//   - the contract's schema checks the body first, its first message is the notice;
//   - the confirmation (pieces, grams, total, payout) before anything is sent;
//   - the written document stays shown (DocumentResultPanel) with its prints until closed or replaced.
import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { MESSAGES } from '@kencana/core';
import { errorText, newRequestKey } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { confirmDocument, type ConfirmDocumentOptions } from './confirm-document.tsx';
import { checkContract } from './contract-check.ts';

/** A print of a written document: a button of the result panel ('Cetak Nota', 'Cetak Slip', 'PDF'). */
export interface DocumentPrint {
  label: string;
  run: () => Promise<unknown>;
  /** Which icon the button shows. */
  kind?: 'pdf' | 'slip';
}

/** What a save wrote: the server's message, the document number, what it moved, its prints. */
export interface DocumentResultValue {
  message: string;
  no_dokumen: string;
  qty?: number;
  berat?: string;
  /** Further figures ("Susut 0.120 gr", "Kembalian Rp. 50,000"). */
  extra?: string;
  prints?: DocumentPrint[];
}

export interface SubmitOptions<S extends z.ZodType> {
  /**
   * What must be chosen before the form means anything (the member, the customer): the refusal text, or
   * null. Runs first, so the person hears 'choose the member' rather than a field of the body.
   */
  before?: () => string | null;
  /** The contract's body schema; the body is checked with it before anything else but `before`. */
  schema?: S;
  /** The body as the form holds it (checked with `schema`, handed to `write` parsed when there is one). */
  body?: unknown;
  /** Rules the contract cannot hold (a figure of the screen): the refusal text, or null. Runs after the schema. */
  check?: () => string | null;
  /**
   * The question before writing; none for a screen that moves neither goods nor money. A function when the
   * question needs the server's figures first (a count's losses): it resolves the question, or null to stop
   * (it has said why).
   */
  confirm?: ConfirmDocumentOptions | (() => Promise<ConfirmDocumentOptions | null>);
  /** Sends the document with the form's key; resolves with what was written. */
  write: (key: string, body: z.output<S>) => Promise<DocumentResultValue>;
  /** After the success notice (clear the form, reload what changed); awaited before the guard lets go. */
  afterSuccess?: (result: DocumentResultValue) => unknown;
}

export interface DocumentSave {
  /** True while a document is written and while the screen reloads what it changed (for the button). */
  saving: boolean;
  /** The last document written, for DocumentResultPanel. */
  result: DocumentResultValue | null;
  clearResult: () => void;
  /** The Idempotency-Key of the form being filled (sent by `submit`/`saveDocument` as `key`). */
  requestKey: () => string;
  /**
   * Checks, asks, writes: resolves true once the document is written. A call while another runs resolves
   * false at once and does nothing.
   */
  submit: <S extends z.ZodType = z.ZodType<unknown>>(options: SubmitOptions<S>) => Promise<boolean>;
  /**
   * The plain form of `submit`: runs `write` (call the server with `key`, clear the inputs, describe the
   * document written), shows it and its message, then `afterSuccess`.
   */
  saveDocument: (write: (key: string) => Promise<DocumentResultValue>, afterSuccess?: () => unknown) => Promise<boolean>;
}

/** `failureText` is shown when the server gives no text of its own. */
export function useDocumentSave(failureText: string = MESSAGES.terjadiKesalahanSaatMengirimData): DocumentSave {
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<DocumentResultValue | null>(null);
  const busy = useRef(false);
  const key = useRef<string | null>(null);
  const fallback = useRef(failureText);
  fallback.current = failureText;

  const requestKey = useCallback(() => (key.current ??= newRequestKey()), []);

  const submit = useCallback(
    async <S extends z.ZodType>(options: SubmitOptions<S>): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      try {
        const missing = options.before?.() ?? null;
        if (missing) {
          notifyError(missing);
          return false;
        }
        let body = options.body as z.output<S>;
        if (options.schema) {
          const checked = checkContract(options.schema, options.body);
          if (!checked.ok) {
            notifyError(checked.message);
            return false;
          }
          body = checked.data;
        }
        const refused = options.check?.() ?? null;
        if (refused) {
          notifyError(refused);
          return false;
        }
        const question = typeof options.confirm === 'function' ? await options.confirm() : (options.confirm ?? undefined);
        if (question === null) return false;
        if (question && !(await confirmDocument(question))) return false;
        setSaving(true);
        let written: DocumentResultValue;
        try {
          written = await options.write(requestKey(), body);
        } catch (error) {
          // The key stays: the server gave it back with the refusal, so the corrected form retries with it.
          notifyError(errorText(error, fallback.current));
          return false;
        }
        key.current = null;
        setResult(written);
        notifySuccess(written.message);
        try {
          await options.afterSuccess?.(written);
        } catch (error) {
          notifyError(errorText(error, fallback.current));
        }
        return true;
      } finally {
        busy.current = false;
        setSaving(false);
      }
    },
    [requestKey],
  );

  const saveDocument = useCallback<DocumentSave['saveDocument']>(
    (write, afterSuccess) => submit({ write: (k) => write(k), afterSuccess }),
    [submit],
  );
  const clearResult = useCallback(() => setResult(null), []);

  return { saving, result, clearResult, requestKey, submit, saveDocument };
}
