// The save button of a document screen: while the save runs it reads 'Sedang Menyimpan' with a spinner and
// is marked busy. It stays focusable (not disabled) so the focus does not fall to the page; a second press
// is ignored by the save's own guard (useDocumentSave).
import { Button, Loader, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { MESSAGES } from '@kencana/core';

export interface SaveButtonProps extends Omit<ButtonProps, 'loading' | 'children'> {
  saving: boolean;
  label: string;
  savingLabel?: string;
  onClick: () => void;
  icon?: ReactNode;
}

export function SaveButton({ saving, label, savingLabel = MESSAGES.sedangMenyimpan, onClick, icon, ...rest }: SaveButtonProps) {
  return (
    <Button
      {...rest}
      aria-busy={saving || undefined}
      leftSection={saving ? <Loader size={14} color="white" /> : icon}
      onClick={() => (saving ? undefined : onClick())}
    >
      {saving ? savingLabel : label}
    </Button>
  );
}
