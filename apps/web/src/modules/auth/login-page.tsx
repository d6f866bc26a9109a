// The login page at '/': user id and password → users/login → the session is kept → /dashboard. Enter signs
// in here (the one form where it does: no barcode scanner types into it); after a close of day the page says
// the store was closed and gives the new business date.
import { useState } from 'react';
import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCalendarCheck, IconDiamond } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { authApi, MESSAGES, type LoginBody } from '@kencana/core';
import { LoginBodySchema } from '@kencana/core/contracts/auth';
import { ConnectionError, errorText, useApiMutation } from '../../lib/api.ts';
import { forgetClosedStore, readClosedStore } from '../../lib/closed-store-note.ts';
import { getToken, isLoginFlagToday, saveSession, useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import classes from './login-page.module.css';

export default function LoginPage() {
  useDocumentTitle(MESSAGES.login);
  const session = useSession();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [closedStore] = useState(readClosedStore);
  const form = useForm<LoginBody>({ resolver: zodResolver(LoginBodySchema), defaultValues: { user_id: '', password: '' } });
  const mutation = useApiMutation(authApi.login, { handleUnauthorized: false });

  if (session && getToken() && isLoginFlagToday()) return <Navigate to="/dashboard" replace />;

  const submit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      const answer = await mutation.mutateAsync({ body });
      saveSession(answer.token, answer.data);
      forgetClosedStore();
      await navigate('/dashboard', { replace: true });
    } catch (error) {
      // An unreachable server already shows its own blocking dialog.
      if (!(error instanceof ConnectionError)) setServerError(errorText(error, MESSAGES.terjadiKesalahanSaatRequestData));
    }
  });

  return (
    <main className={classes.page}>
      <Paper className={classes.card} shadow="xl" radius="md" p="xl" withBorder>
        <Stack gap="lg">
          <Stack gap={4} align="center">
            <ThemeIcon size={52} radius="xl" variant="filled">
              <IconDiamond size={30} aria-hidden />
            </ThemeIcon>
            <Title order={1} className={classes.brand}>
              {MESSAGES.namaAplikasi}
            </Title>
            <Text size="sm" c="dimmed">
              {MESSAGES.taglineAplikasi}
            </Text>
          </Stack>

          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="sm">
              {closedStore && (
                <Alert
                  color="green"
                  variant="light"
                  role="status"
                  icon={<IconCalendarCheck size={18} aria-hidden />}
                  data-testid="login-closed-store"
                >
                  {MESSAGES.tokoTelahDitutupTanggalBaru.replace('{tanggal}', closedStore.tgl_system_baru)}
                </Alert>
              )}
              {serverError && (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
                  {serverError}
                </Alert>
              )}
              <TextInput
                label={MESSAGES.labelUserId}
                autoComplete="username"
                autoFocus
                error={form.formState.errors.user_id?.message}
                {...form.register('user_id')}
              />
              <PasswordInput
                label={MESSAGES.labelPassword}
                autoComplete="current-password"
                error={form.formState.errors.password?.message}
                {...form.register('password')}
              />
              <Button type="submit" fullWidth mt="xs" loading={mutation.isPending}>
                {MESSAGES.tombolLogin}
              </Button>
            </Stack>
          </form>
        </Stack>
      </Paper>
    </main>
  );
}
