export { ApprovalDialog, APPROVAL_TEXT, type ApprovalDialogProps } from './approval-dialog.tsx';
