// /lihat-transaksi-member: a member's history in a period — sales, buy-backs and points movements, newest
// first, with the points balance after each points row (GET member/riwayat/:kode_member).
import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconSearch } from '@tabler/icons-react';
import { formatQty, formatRupiah, MEMBER_MESSAGES, MESSAGES, memberApi, type MemberSummary, type RiwayatRow } from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { acceptContract } from '../../components/document/index.ts';
import { MemberPicker } from '../../components/member-picker/index.ts';
import { useApiQuery } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { useToday } from '../../lib/use-today.ts';
import { MEMBER_TEXT, MemberPage } from './member-page.tsx';

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

const COLUMNS: DataTableColumnDef<RiwayatRow>[] = [
  { accessor: 'tanggal', title: MEMBER_TEXT.tanggal, width: 110, noWrap: true },
  { accessor: 'jenis', title: MEMBER_TEXT.jenis, width: 150, noWrap: true },
  { accessor: 'no_ref', title: MEMBER_TEXT.noRef, width: 210, noWrap: true },
  { accessor: 'kode_toko', title: MEMBER_TEXT.toko, width: 70 },
  { accessor: 'keterangan', title: MEMBER_TEXT.keterangan },
  {
    accessor: 'total_harga',
    title: MEMBER_TEXT.total,
    textAlign: 'right',
    width: 140,
    render: (r) => (r.total_harga ? formatRupiah(r.total_harga) : '-'),
  },
  {
    accessor: 'poin',
    title: MEMBER_TEXT.poin,
    textAlign: 'right',
    width: 80,
    render: (r) => (r.poin ? `${r.poin > 0 ? '+' : ''}${formatQty(r.poin)}` : '-'),
  },
  {
    accessor: 'saldo',
    title: MEMBER_TEXT.saldo,
    textAlign: 'right',
    width: 100,
    render: (r) => (r.saldo === null ? '-' : formatQty(r.saldo)),
  },
];

export default function LihatTransaksiMemberPage() {
  const today = useToday();
  const [member, setMember] = useState<MemberSummary | null>(null);
  const [from, setFrom] = useState<string>(firstOfMonth(today));
  const [to, setTo] = useState<string>(today);
  const [shown, setShown] = useState<{ kode_member: string; tgl_from: string; tgl_to: string } | null>(null);
  const history = useApiQuery(
    memberApi.riwayatMember,
    { params: { kode_member: shown?.kode_member ?? '' }, query: { tgl_from: shown?.tgl_from ?? today, tgl_to: shown?.tgl_to ?? today } },
    { enabled: shown !== null },
  );

  const search = () => {
    // Not in the contract: the member is picked, not typed; until then there is no code to ask about.
    if (!member) return notifyError(MEMBER_MESSAGES.pilihMemberDulu);
    // The contract's period: 'Tanggal Awal Melebihi Tanggal Akhir'.
    const period = memberApi.riwayatMember.query;
    if (period && !acceptContract(period, { tgl_from: from, tgl_to: to })) return;
    setShown({ kode_member: member.kode_member, tgl_from: from, tgl_to: to });
  };
  const data = history.data?.data;

  return (
    <MemberPage path="/lihat-transaksi-member">
      <Group gap="xs" align="flex-end">
        <MemberPicker value={member} onChange={setMember} autoFocus />
        <DateInput
          label={MEMBER_TEXT.tanggalAwal}
          size="xs"
          w={130}
          valueFormat="YYYY-MM-DD"
          value={from}
          onChange={(v) => v && setFrom(String(v).slice(0, 10))}
        />
        <DateInput
          label={MEMBER_TEXT.tanggalAkhir}
          size="xs"
          w={130}
          valueFormat="YYYY-MM-DD"
          value={to}
          onChange={(v) => v && setTo(String(v).slice(0, 10))}
        />
        <Button size="xs" leftSection={<IconSearch size={14} />} loading={history.isFetching} onClick={search}>
          {MEMBER_TEXT.tampilkan}
        </Button>
      </Group>
      {data && (
        <Text size="sm" fw={500}>
          {data.member.kode_member} - {data.member.nama_member} · {data.member.no_hp} · {MEMBER_TEXT.saldo} {formatQty(data.member.poin)}
        </Text>
      )}
      <DataTable<RiwayatRow>
        records={data?.rows ?? []}
        columns={COLUMNS}
        idAccessor={(r) => `${r.no_ref}-${r.jenis}-${r.tanggal}-${r.poin}`}
        fetching={history.isFetching}
        emptyText={shown ? MESSAGES.tidakAdaData : MESSAGES.silahkanCariData}
        exportable
        exportName="transaksi-member"
      />
    </MemberPage>
  );
}
