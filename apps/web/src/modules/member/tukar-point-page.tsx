// /tukar-point: exchange a member's points for gifts of Master Data Hadiah → POST member/tukar-poin. The
// gift list shows the points each costs and the stock left; a gift without stock cannot be chosen, and the
// server refuses when the stock or the points ran out meanwhile.
import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Select, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconGift } from '@tabler/icons-react';
import { formatQty, MEMBER_MESSAGES, memberApi, type MemberSummary } from '@kencana/core';
import { confirmAction } from '../../components/dialogs/confirm.ts';
import { MemberPicker } from '../../components/member-picker/index.ts';
import { callApi, errorText, newRequestKey } from '../../lib/api.ts';
import { fieldError } from '../../lib/forms.ts';
import { invalidateMasterList, useMasterList } from '../../lib/master-lists.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { MEMBER_TEXT, MemberPage } from './member-page.tsx';

export default function TukarPointPage() {
  const [member, setMember] = useState<MemberSummary | null>(null);
  const [kodeHadiah, setKodeHadiah] = useState<string | null>(null);
  const [qty, setQty] = useState<number | string>(1);
  const [saving, setSaving] = useState(false);
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [done, setDone] = useState<{ no_tukar: string; text: string } | null>(null);
  const gifts = useMasterList('hadiah');
  const queryClient = useQueryClient();
  const gift = gifts.data?.find((g) => g.kode_hadiah === kodeHadiah) ?? null;
  const count = typeof qty === 'number' ? qty : 0;
  const needed = gift ? gift.poin * count : 0;

  const save = async () => {
    if (saving) return;
    if (!member) return notifyError(MEMBER_MESSAGES.pilihMemberDulu);
    const body = { kode_member: member.kode_member, kode_hadiah: kodeHadiah ?? '', qty: count };
    const problem = fieldError(memberApi.TukarPoinSchema, body);
    if (problem) return notifyError(problem);
    if (!(await confirmAction({ message: MEMBER_MESSAGES.konfirmasiTukarPoin }))) return;
    setSaving(true);
    try {
      const answer = await callApi(memberApi.tukarPoin, { body }, { idempotencyKey: requestKey });
      notifySuccess(answer.message);
      const d = answer.data;
      setDone({
        no_tukar: d.no_tukar,
        text: `${member.nama_member} · ${d.qty} × ${d.nama_hadiah} · −${formatQty(d.poin)} ${MEMBER_TEXT.poin} · ${MEMBER_TEXT.sisaPoin} ${formatQty(d.saldo)}`,
      });
      setMember({ ...member, poin: d.saldo });
      setQty(1);
      setRequestKey(newRequestKey());
      await invalidateMasterList(queryClient, 'hadiah');
    } catch (error) {
      notifyError(errorText(error, MEMBER_MESSAGES.poinTidakCukup));
    } finally {
      setSaving(false);
    }
  };

  return (
    <MemberPage path="/tukar-point">
      {done && (
        <Alert
          color="green"
          variant="light"
          p="xs"
          withCloseButton
          onClose={() => setDone(null)}
          title={MEMBER_MESSAGES.berhasilTukarPoin}
          role="status"
        >
          <Text size="sm">
            {MEMBER_TEXT.noTransaksi} {done.no_tukar} · {done.text}
          </Text>
        </Alert>
      )}
      <MemberPicker value={member} onChange={setMember} autoFocus />
      <Group gap="xs" align="flex-end" onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}>
        <Select
          label={MEMBER_TEXT.hadiah}
          placeholder={MEMBER_TEXT.pilihHadiah}
          size="xs"
          w={380}
          searchable
          value={kodeHadiah}
          onChange={setKodeHadiah}
          data={(gifts.data ?? []).map((g) => ({
            value: g.kode_hadiah,
            label: `${g.kode_hadiah} - ${g.nama_hadiah} · ${formatQty(g.poin)} ${MEMBER_TEXT.poin} · ${MEMBER_TEXT.stok} ${formatQty(g.stok)}`,
            disabled: g.stok <= 0,
          }))}
        />
        <NumberInput
          label={MEMBER_TEXT.jumlah}
          size="xs"
          w={90}
          min={1}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          value={qty}
          onChange={setQty}
        />
        <Button size="xs" leftSection={<IconGift size={14} />} loading={saving} onClick={() => void save()}>
          {MEMBER_TEXT.tukar}
        </Button>
      </Group>
      {gift && (
        <Text size="sm" c={member && needed > member.poin ? 'red' : undefined} data-testid="poin-dibutuhkan">
          {MEMBER_TEXT.poinDibutuhkan}: {formatQty(needed)} · {MEMBER_TEXT.stok}: {formatQty(gift.stok)}
          {member ? ` · ${MEMBER_TEXT.sisaPoin}: ${formatQty(member.poin - needed)}` : ''}
        </Text>
      )}
    </MemberPage>
  );
}
