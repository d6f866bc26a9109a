// /transaksi-poin: a manual correction of a member's points (added or taken) with its reason → POST member/poin.
// The balance never goes below zero: the server refuses and says how many points are left.
import { useState } from 'react';
import { Group, NumberInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { formatQty, MEMBER_MESSAGES, memberApi, type MemberSummary } from '@kencana/core';
import { DocumentResultPanel, SaveButton, useDocumentSave } from '../../components/document/index.ts';
import { UpperTextInput } from '../../components/inputs/index.ts';
import { MemberPicker } from '../../components/member-picker/index.ts';
import { callApi } from '../../lib/api.ts';
import { MEMBER_TEXT, MemberPage } from './member-page.tsx';

export default function TransaksiPoinPage() {
  const [member, setMember] = useState<MemberSummary | null>(null);
  const [poin, setPoin] = useState<number | string>('');
  const [keterangan, setKeterangan] = useState('');
  const { saving, result, clearResult, submit } = useDocumentSave(MEMBER_MESSAGES.poinTidakCukup);

  const save = () =>
    submit({
      before: () => (member ? null : MEMBER_MESSAGES.pilihMemberDulu),
      schema: memberApi.TransaksiPoinSchema,
      body: { kode_member: member?.kode_member ?? '', poin: typeof poin === 'number' ? poin : Number.NaN, keterangan },
      write: async (key, body) => {
        const answer = await callApi(memberApi.transaksiPoin, { body }, { idempotencyKey: key });
        const { no_transaksi, poin: moved, saldo } = answer.data;
        setMember((current) => (current ? { ...current, poin: saldo } : current));
        setPoin('');
        setKeterangan('');
        return {
          message: MEMBER_MESSAGES.berhasilSimpanPoin,
          no_dokumen: no_transaksi,
          extra: `${member?.nama_member ?? ''} · ${moved > 0 ? '+' : ''}${formatQty(moved)} ${MEMBER_TEXT.poin} · ${MEMBER_TEXT.saldo} ${formatQty(saldo)}`,
        };
      },
    });

  return (
    <MemberPage path="/transaksi-poin">
      <DocumentResultPanel result={result} onClose={clearResult} numberLabel={MEMBER_TEXT.noTransaksi} />
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
          <SaveButton
            size="xs"
            icon={<IconDeviceFloppy size={14} />}
            saving={saving}
            label={MEMBER_TEXT.simpan}
            onClick={() => void save()}
          />
        </Group>
      </form>
    </MemberPage>
  );
}
