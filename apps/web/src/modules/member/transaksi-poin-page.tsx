// /transaksi-poin: a manual correction of a member's points (added or taken) with its reason → POST member/poin.
// The balance never goes below zero: the server refuses and says how many points are left.
import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { formatQty, MEMBER_MESSAGES, memberApi, type MemberSummary } from '@kencana/core';
import { UpperTextInput } from '../../components/inputs/index.ts';
import { MemberPicker } from '../../components/member-picker/index.ts';
import { callApi, errorText, newRequestKey } from '../../lib/api.ts';
import { fieldError } from '../../lib/forms.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { MEMBER_TEXT, MemberPage } from './member-page.tsx';

export default function TransaksiPoinPage() {
  const [member, setMember] = useState<MemberSummary | null>(null);
  const [poin, setPoin] = useState<number | string>('');
  const [keterangan, setKeterangan] = useState('');
  const [saving, setSaving] = useState(false);
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [done, setDone] = useState<{ no_transaksi: string; poin: number; saldo: number; nama: string } | null>(null);

  const save = async () => {
    if (saving) return;
    if (!member) return notifyError(MEMBER_MESSAGES.pilihMemberDulu);
    const body = { kode_member: member.kode_member, poin: typeof poin === 'number' ? poin : Number.NaN, keterangan };
    const problem = fieldError(memberApi.TransaksiPoinSchema, body);
    if (problem) return notifyError(problem);
    setSaving(true);
    try {
      const answer = await callApi(memberApi.transaksiPoin, { body }, { idempotencyKey: requestKey });
      notifySuccess(answer.message);
      setDone({ no_transaksi: answer.data.no_transaksi, poin: answer.data.poin, saldo: answer.data.saldo, nama: member.nama_member });
      setMember({ ...member, poin: answer.data.saldo });
      setPoin('');
      setKeterangan('');
      setRequestKey(newRequestKey());
    } catch (error) {
      notifyError(errorText(error, MEMBER_MESSAGES.poinTidakCukup));
    } finally {
      setSaving(false);
    }
  };

  return (
    <MemberPage path="/transaksi-poin">
      {done && (
        <Alert
          color="green"
          variant="light"
          p="xs"
          withCloseButton
          onClose={() => setDone(null)}
          title={MEMBER_MESSAGES.berhasilSimpanPoin}
          role="status"
        >
          <Text size="sm">
            {MEMBER_TEXT.noTransaksi} {done.no_transaksi} · {done.nama} · {done.poin > 0 ? '+' : ''}
            {formatQty(done.poin)} {MEMBER_TEXT.poin} · {MEMBER_TEXT.saldo} {formatQty(done.saldo)}
          </Text>
        </Alert>
      )}
      <MemberPicker value={member} onChange={setMember} autoFocus />
      <form onSubmit={(e) => e.preventDefault()} onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}>
        <Group gap="xs" align="flex-end">
          <NumberInput
            label={MEMBER_TEXT.jumlahPoin}
            size="xs"
            w={220}
            allowDecimal={false}
            thousandSeparator=","
            value={poin}
            onChange={setPoin}
          />
          <UpperTextInput
            label={MEMBER_TEXT.keterangan}
            size="xs"
            w={380}
            maxLength={255}
            value={keterangan}
            onValueChange={setKeterangan}
          />
          <Button size="xs" leftSection={<IconDeviceFloppy size={14} />} loading={saving} onClick={() => void save()}>
            {MEMBER_TEXT.simpan}
          </Button>
        </Group>
      </form>
    </MemberPage>
  );
}
