// The document-screen toolkit: what every screen that posts a document is built from (docs/ARCHITECTURE.md,
// "A document screen"). Scan field, save (guard, Idempotency-Key, contract check, confirmation), result
// panel with prints, draft with the leave guard, contract validation.
export { ScanField, SCAN_FIELD_LABEL, SCAN_SETTLE_MS, type ScanFieldProps } from './scan-field.tsx';
export {
  useDocumentSave,
  type DocumentSave,
  type DocumentResultValue,
  type DocumentPrint,
  type SubmitOptions,
} from './use-document-save.ts';
export { SaveButton, type SaveButtonProps } from './save-button.tsx';
export { confirmDocument, documentFacts, CONFIRM_TEXT, type ConfirmDocumentOptions, type ConfirmFact } from './confirm-document.tsx';
export { DocumentResultPanel, resultLine, RESULT_TEXT, type DocumentResultPanelProps } from './document-result-panel.tsx';
export { useDocumentDraft, useLeaveGuard, type DocumentDraft } from './use-document-draft.ts';
export { acceptContract, checkContract, contractMessage, contractErrors, contractResolver, type ContractCheck } from './contract-check.ts';
export { DocumentNumberCopy, COPY_TEXT } from './document-number-copy.tsx';
export { CancelDocumentDialog, type CancelDocumentDialogProps } from './cancel-document-dialog.tsx';
