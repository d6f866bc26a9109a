// Ganti Password: old and new password (typed twice), checked by the core form schema, sent to
// users/change-password without the confirmation.
import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { authApi, MESSAGES } from '@kencana/core';
import { ChangePasswordFormSchema, type ChangePasswordForm } from '@kencana/core/contracts/auth';
import { ConnectionError, errorText, useApiMutation } from '../../lib/api.ts';
import { preventEnterSubmit } from '../../lib/forms.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';

export function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { password: '', new_password: '', konfirmasi_password: '' },
  });
  const mutation = useApiMutation(authApi.changePassword);

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(async ({ password, new_password }) => {
    try {
      const answer = await mutation.mutateAsync({ body: { password, new_password } });
      notifySuccess(answer.message || MESSAGES.passwordBerhasilDiubah);
      close();
    } catch (error) {
      if (!(error instanceof ConnectionError)) notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatRequestData));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={MESSAGES.gantiPassword} size="sm">
      <form onSubmit={(event) => void submit(event)} onKeyDown={preventEnterSubmit} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label={MESSAGES.passwordLama}
            autoComplete="current-password"
            data-autofocus
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          <PasswordInput
            label={MESSAGES.passwordBaru}
            autoComplete="new-password"
            error={form.formState.errors.new_password?.message}
            {...form.register('new_password')}
          />
          <PasswordInput
            label={MESSAGES.konfirmasiPasswordBaru}
            autoComplete="new-password"
            error={form.formState.errors.konfirmasi_password?.message}
            {...form.register('konfirmasi_password')}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
              {MESSAGES.batal}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {MESSAGES.simpan}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
