// How a goods screen writes its document: the button shows it is busy while the document is written, the
// server's message is the success notice, the written document stays shown (DocumentResult) until the
// user closes it or the next one replaces it, and a failure shows the server's text or the screen's fallback.
import { useState } from 'react';
import { MESSAGES } from '@kencana/core';
import { errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import type { DocumentResultValue } from './goods-page.tsx';

export interface DocumentSave {
  /** True while a document is written and while the screen reloads what it changed. */
  saving: boolean;
  /** The last document written, for DocumentResult. */
  result: DocumentResultValue | null;
  clearResult: () => void;
  /**
   * Runs `write` (call the server, clear the screen's inputs, describe the document written), then shows the
   * document and its message. `afterSuccess` runs after the notice: reloading what the document changed.
   * It is awaited before the button is free again, and its failure is reported like a failed save.
   */
  saveDocument: (write: () => Promise<DocumentResultValue>, afterSuccess?: () => unknown) => Promise<void>;
}

/** `failureText` is shown when the server gives no text of its own. */
export function useDocumentSave(failureText: string = MESSAGES.terjadiKesalahanSaatMengirimData): DocumentSave {
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<DocumentResultValue | null>(null);

  const saveDocument: DocumentSave['saveDocument'] = async (write, afterSuccess) => {
    setSaving(true);
    try {
      const written = await write();
      setResult(written);
      notifySuccess(written.message);
      await afterSuccess?.();
    } catch (error) {
      notifyError(errorText(error, failureText));
    } finally {
      setSaving(false);
    }
  };

  return { saving, result, clearResult: () => setResult(null), saveDocument };
}
