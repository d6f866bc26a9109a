// /data-users: the generic master screen over the users definition, with the rules of who may change
// whom (core domain/user-rules.ts): the level choices a user may give, the store staff cannot change,
// rows they may not touch, a Reset Password action for OWN/SU, and Buka Kunci Login for whoever may manage
// the user (a user locked out by failed logins from an address: the server's login limits, auth.service.ts).
import { useCallback, useMemo, useState } from 'react';
import { ActionIcon, Button, Group, Modal, PasswordInput, Stack, Text, Tooltip } from '@mantine/core';
import { IconKey, IconLockOpen } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  assignableLevels,
  isPrivilegedLevel,
  LOWEST_LEVEL,
  MESSAGES,
  refuseManage,
  refuseResetPassword,
  USERS_API,
  usersApi,
  type MasterDefinition,
  type MasterEndpoints,
  type ResetPasswordBody,
  type UserActor,
} from '@kencana/core';
import { confirmAction } from '../../components/dialogs/confirm.ts';
import { MasterScreen, type MasterFieldPropsFn } from '../../components/master-screen/index.ts';
import { callApi, errorText } from '../../lib/api.ts';
import { preventEnterSubmit } from '../../lib/forms.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';

export const DATA_USERS_TEXT = { resetPassword: 'Reset Password' } as const;

type Row = Record<string, unknown>;

/** Asks, then lifts the user's login locks on the server. */
async function unlockLogin(userId: string): Promise<void> {
  if (!(await confirmAction({ title: `${MESSAGES.bukaKunciLogin} ${userId}`, message: MESSAGES.konfirmasiBukaKunciLogin }))) return;
  try {
    notifySuccess((await callApi(usersApi.unlockLogin, { params: { id: userId } })).message);
  } catch (error) {
    notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimData));
  }
}
const asTarget = (row: Row) => ({ user_id: String(row.user_id), level: String(row.level), kode_toko: String(row.kode_toko) });

function ResetPasswordModal({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const form = useForm<ResetPasswordBody>({ defaultValues: { new_password: '' }, resolver: zodResolver(usersApi.ResetPasswordBodySchema) });
  const submit = form.handleSubmit(async (body) => {
    if (!userId) return;
    try {
      notifySuccess((await callApi(usersApi.resetPassword, { params: { id: userId }, body })).message);
      form.reset();
      onClose();
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimData));
    }
  });
  return (
    <Modal opened={userId !== null} onClose={onClose} title={DATA_USERS_TEXT.resetPassword} size="sm" centered>
      <form onSubmit={(e) => void submit(e)} onKeyDown={preventEnterSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {MESSAGES.labelUserId}: <b>{userId}</b>
          </Text>
          <PasswordInput
            label={MESSAGES.passwordBaru}
            withAsterisk
            data-autofocus
            autoComplete="new-password"
            error={form.formState.errors.new_password?.message}
            {...form.register('new_password')}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {MESSAGES.batal}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {MESSAGES.simpan}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export default function DataUsersPage() {
  const session = useSession();
  const [resetFor, setResetFor] = useState<string | null>(null);
  const actor: UserActor = useMemo(
    () => ({ user_id: session?.user_id ?? '', level: session?.level ?? '', kode_toko: session?.kode_toko ?? '' }),
    [session?.user_id, session?.level, session?.kode_toko],
  );
  const privileged = isPrivilegedLevel(actor.level);

  const fieldProps: MasterFieldPropsFn = useCallback(
    (field, mode, row) => {
      if (field.name === 'kode_toko') return privileged ? undefined : { disabled: true };
      if (field.name !== 'level') return undefined;
      const allowed: string[] = assignableLevels(actor);
      if (mode === 'add') return { options: allowed };
      const current = String(row?.level ?? '');
      const fixed = !privileged || row?.user_id === actor.user_id || (current === 'OWN' && actor.level !== 'OWN');
      return { options: allowed.includes(current) ? allowed : [current, ...allowed], disabled: fixed };
    },
    [actor, privileged],
  );
  const canChange = useCallback((row: Row) => refuseManage(actor, asTarget(row)) === null, [actor]);
  const canDelete = useCallback((row: Row) => row.user_id !== actor.user_id, [actor]);
  const rowActions = useCallback(
    (row: Row) => {
      const userId = String(row.user_id);
      const reset = privileged && refuseResetPassword(actor, asTarget(row)) === null;
      const unlock = refuseManage(actor, asTarget(row)) === null;
      if (!reset && !unlock) return null;
      return (
        <>
          {reset ? (
            <Tooltip label={DATA_USERS_TEXT.resetPassword} openDelay={400}>
              <ActionIcon
                variant="subtle"
                color="orange"
                size="sm"
                aria-label={`${DATA_USERS_TEXT.resetPassword} ${userId}`}
                onClick={() => setResetFor(userId)}
              >
                <IconKey size={16} />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {unlock ? (
            <Tooltip label={MESSAGES.bukaKunciLogin} openDelay={400}>
              <ActionIcon
                variant="subtle"
                color="teal"
                size="sm"
                aria-label={`${MESSAGES.bukaKunciLogin} ${userId}`}
                onClick={() => void unlockLogin(userId)}
              >
                <IconLockOpen size={16} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </>
      );
    },
    [actor, privileged],
  );

  return (
    <>
      <MasterScreen
        api={USERS_API as unknown as MasterEndpoints<MasterDefinition>}
        fieldProps={fieldProps}
        canChange={canChange}
        canDelete={canDelete}
        rowActions={rowActions}
        addDefaults={{ kode_toko: actor.kode_toko, level: LOWEST_LEVEL }}
      />
      <ResetPasswordModal userId={resetFor} onClose={() => setResetFor(null)} />
    </>
  );
}
