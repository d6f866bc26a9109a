// Ganti Password: old and new password, checked by the contract's schema, sent to users/change-password.
import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { authApi, MESSAGES, type ChangePasswordBody } from '@kencana/core';
import { ChangePasswordBodySchema } from '@kencana/core/contracts/auth';
import { ConnectionError, errorText, useApiMutation } from '../../lib/api.ts';
import { preventEnterSubmit } from '../../lib/forms.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';

export function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm<ChangePasswordBody>({
    resolver: zodResolver(ChangePasswordBodySchema),
    defaultValues: { password: '', new_password: '' },
  });
  const mutation = useApiMutation(authApi.changePassword);

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await mutation.mutateAsync({ body });
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
