// /tukar-point: exchange a member's points for gifts of Master Data Hadiah → POST member/tukar-poin. The
// gift list shows the points each costs and the stock left; a gift without stock cannot be chosen, and the
// server refuses when the stock or the points ran out meanwhile.
import { useState } from 'react';
import { Group, NumberInput, Select, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconGift } from '@tabler/icons-react';
import { formatQty, MEMBER_MESSAGES, memberApi, type MemberSummary } from '@kencana/core';
import { DocumentResultPanel, SaveButton, useDocumentSave } from '../../components/document/index.ts';
import { MemberPicker } from '../../components/member-picker/index.ts';
import { callApi } from '../../lib/api.ts';
import { invalidateMasterList, useMasterList } from '../../lib/master-lists.ts';
import { MEMBER_TEXT, MemberPage } from './member-page.tsx';

export default function TukarPointPage() {
  const [member, setMember] = useState<MemberSummary | null>(null);
  const [kodeHadiah, setKodeHadiah] = useState<string | null>(null);
  const [qty, setQty] = useState<number | string>(1);
  const { saving, result, clearResult, submit } = useDocumentSave(MEMBER_MESSAGES.poinTidakCukup);
  const gifts = useMasterList('hadiah');
  const queryClient = useQueryClient();
  const gift = gifts.data?.find((g) => g.kode_hadiah === kodeHadiah) ?? null;
  const count = typeof qty === 'number' ? qty : 0;
  const needed = gift ? gift.poin * count : 0;

  const save = () =>
    submit({
      before: () => (member ? null : MEMBER_MESSAGES.pilihMemberDulu),
      schema: memberApi.TukarPoinSchema,
      body: { kode_member: member?.kode_member ?? '', kode_hadiah: kodeHadiah ?? '', qty: count },
      confirm: { message: MEMBER_MESSAGES.konfirmasiTukarPoin },
      write: async (key, body) => {
        const { data: d } = await callApi(memberApi.tukarPoin, { body }, { idempotencyKey: key });
        setMember((current) => (current ? { ...current, poin: d.saldo } : current));
        setQty(1);
        return {
          message: MEMBER_MESSAGES.berhasilTukarPoin,
          no_dokumen: d.no_tukar,
          extra: `${member?.nama_member ?? ''} · ${d.qty} × ${d.nama_hadiah} · −${formatQty(d.poin)} ${MEMBER_TEXT.poin} · ${MEMBER_TEXT.sisaPoin} ${formatQty(d.saldo)}`,
        };
      },
      // The gift's stock changed: the list shows what is left.
      afterSuccess: () => invalidateMasterList(queryClient, 'hadiah'),
    });

  return (
    <MemberPage path="/tukar-point">
      <DocumentResultPanel result={result} onClose={clearResult} numberLabel={MEMBER_TEXT.noTransaksi} />
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
        <SaveButton size="xs" icon={<IconGift size={14} />} saving={saving} label={MEMBER_TEXT.tukar} onClick={() => void save()} />
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
