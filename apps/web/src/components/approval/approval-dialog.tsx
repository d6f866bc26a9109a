// The OWN/SU approval at the counter: a dialog on the requester's screen where the owner or a
// supervisor types their user id and password and the reason; the screen sends it as the body's
// `otorisasi: { user_id, password, alasan }` and the server checks it (never the browser). A refusal (wrong
// password, not OWN/SU, too many tries) stays shown in the dialog, the password is emptied, the rest kept.
import { useState } from 'react';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { MESSAGES, OtorisasiSchema, type Otorisasi } from '@kencana/core';

export const APPROVAL_TEXT = {
  judul: 'Otorisasi OWN/SU',
  userId: 'User ID Otorisasi',
  password: 'Password Otorisasi',
  alasan: 'Alasan',
  setujui: 'Setujui',
  batal: 'Batal',
} as const;

export interface ApprovalDialogProps {
  opened: boolean;
  onClose: () => void;
  /** What is being approved, in one sentence ('Selisih kas CASH Rp. -50,000'). */
  description: string;
  /** Sends the approval with the request; rejects with the server's refusal (its message is shown). */
  onApprove: (otorisasi: Otorisasi) => Promise<unknown>;
}

export function ApprovalDialog({ opened, onClose, description, onApprove }: ApprovalDialogProps) {
  const [form, setForm] = useState({ user_id: '', password: '', alasan: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setForm({ user_id: '', password: '', alasan: '' });
    setError(null);
    onClose();
  };

  const approve = async () => {
    if (busy) return;
    const parsed = OtorisasiSchema.safeParse(form);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.otorisasiWajib);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onApprove(parsed.data);
      close();
    } catch (failure) {
      // The password never stays in the form after a refusal.
      setForm((f) => ({ ...f, password: '' }));
      setError(failure instanceof Error ? failure.message : MESSAGES.otorisasiDitolak);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={APPROVAL_TEXT.judul} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void approve();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{description}</Text>
          <TextInput
            label={APPROVAL_TEXT.userId}
            autoComplete="off"
            data-autofocus
            value={form.user_id}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setForm((f) => ({ ...f, user_id: value }));
            }}
          />
          <PasswordInput
            label={APPROVAL_TEXT.password}
            autoComplete="new-password"
            value={form.password}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setForm((f) => ({ ...f, password: value }));
            }}
          />
          <TextInput
            label={APPROVAL_TEXT.alasan}
            maxLength={200}
            value={form.alasan}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setForm((f) => ({ ...f, alasan: value }));
            }}
          />
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              {APPROVAL_TEXT.batal}
            </Button>
            <Button type="submit" loading={busy} leftSection={<IconShieldCheck size={16} />}>
              {APPROVAL_TEXT.setujui}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
