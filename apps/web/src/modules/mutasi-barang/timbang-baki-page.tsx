// /timbang-baki: choose a tray → its ledger figures and tare (GET timbang-baki/baki); type what the scale
// shows → the net gold and the difference from the books, live; save → POST timbang-baki. The day's
// weighings of the store are listed below (the report call GET timbang-baki?tanggal).
import { useEffect, useRef, useState } from 'react';
import { Group, Text } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  findReport,
  formatCell,
  isNumericColumn,
  mutasiBarangApi,
  reportsApi,
  tidakBolehKosong,
  type ReportDefinition,
} from '@kencana/core';
import type { ReportRow } from '@kencana/core/contracts/reports';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { UpperTextInput, WeightInput } from '../../components/inputs/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { callApi, useApiQuery } from '../../lib/api.ts';
import { DocumentResultPanel, SaveButton, useDocumentSave } from '../../components/document/index.ts';
import { GOODS_TEXT, GoodsPage, ReportLink, sessionTanggal, sessionToko } from './goods-page.tsx';
import { hitungTimbangan, TIMBANG_TEXT, TimbangHitung } from './timbang-hitung.tsx';

const laporan = findReport('timbang-baki') as ReportDefinition;
const laporanEndpoint = reportsApi.reportEndpoint(laporan);
const TEXT = { hariIni: 'Timbangan Hari Ini', pilihBaki: 'Pilih baki yang ditimbang' } as const;

const dayColumns: DataTableColumnDef<ReportRow & { no_timbang: string }>[] = laporan.columns
  .filter((c) => c.key !== 'kode_toko' && c.key !== 'user_id')
  .map((c) => ({
    accessor: c.key,
    title: c.label,
    textAlign: isNumericColumn(c) ? 'right' : 'left',
    noWrap: true,
    render: (row) => formatCell(c, row[c.key]),
  }));

export default function TimbangBakiPage() {
  const client = useQueryClient();
  const tanggal = sessionTanggal() ?? '';
  const [baki, setBaki] = useState<string | null>(null);
  const [timbangan, setTimbangan] = useState('');
  const [keterangan, setKeterangan] = useState('');
  const { saving, result, clearResult, submit } = useDocumentSave();
  const weightRef = useRef<HTMLInputElement>(null);
  const figures = useApiQuery(mutasiBarangApi.timbangBakiFigures, { query: { kode_baki: baki ?? '' } }, { enabled: Boolean(baki) });
  const day = useApiQuery(
    laporanEndpoint,
    { query: { tanggal, kode_toko: sessionToko() ?? '', page_size: 200 } },
    { enabled: Boolean(tanggal) },
  );
  const data = baki ? figures.data?.data : undefined;
  const shownBaki = data?.kode_baki;

  // The tray's figures are in: the scale's weight is what staff type next.
  useEffect(() => {
    if (shownBaki) weightRef.current?.focus();
  }, [shownBaki]);

  // A weighing records figures and moves no goods: no confirmation (docs/ARCHITECTURE.md, "A document screen").
  const save = () =>
    submit({
      schema: mutasiBarangApi.timbangBaki.body,
      body: { kode_baki: baki ?? '', berat_timbangan: timbangan, keterangan },
      // Not in the contract: the net weight is worked out from the tray's figures, which must have loaded.
      check: () => (data && hitungTimbangan(data, timbangan) ? null : tidakBolehKosong(TIMBANG_TEXT.timbangan)),
      write: async (key, body) => {
        const answer = await callApi(mutasiBarangApi.timbangBaki, { body }, { idempotencyKey: key });
        return {
          message: answer.message,
          no_dokumen: answer.data.no_timbang,
          qty: answer.data.qty,
          berat: answer.data.berat_bersih,
          extra: `${TIMBANG_TEXT.selisih} ${answer.data.selisih} gr`,
        };
      },
      afterSuccess: async () => {
        setTimbangan('');
        setKeterangan('');
        await client.invalidateQueries({ queryKey: [laporanEndpoint.path] });
      },
    }).then((saved) => {
      if (!saved) weightRef.current?.focus();
    });

  return (
    <GoodsPage path="/timbang-baki" aside={<ReportLink to="/laporan-timbang-baki" />}>
      <DocumentResultPanel result={result} onClose={clearResult} />
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <MasterSelect
          list="baki"
          autoFocus
          label={GOODS_TEXT.baki}
          size="xs"
          w={260}
          value={baki}
          allowDeselect={false}
          onChange={(value) => {
            setBaki(value);
            setTimbangan('');
            clearResult();
          }}
        />
        <WeightInput
          ref={weightRef}
          label={TIMBANG_TEXT.timbangan}
          size="xs"
          w={170}
          value={timbangan}
          onValueChange={setTimbangan}
          disabled={!data}
        />
        <UpperTextInput
          label={GOODS_TEXT.keterangan}
          size="xs"
          w={260}
          maxLength={200}
          value={keterangan}
          onValueChange={setKeterangan}
          disabled={!data}
        />
        <SaveButton
          size="xs"
          icon={<IconScale size={14} />}
          saving={saving}
          disabled={!data}
          label={GOODS_TEXT.simpanTimbangan}
          onClick={() => void save()}
        />
      </Group>
      {data ? (
        <TimbangHitung figures={data} berat_timbangan={timbangan} />
      ) : (
        <Text size="sm" c="dimmed">
          {TEXT.pilihBaki}
        </Text>
      )}
      <DataTable<ReportRow & { no_timbang: string }>
        title={<Text fw={600} size="sm">{`${TEXT.hariIni} (${tanggal})`}</Text>}
        records={(day.data?.data ?? []) as Array<ReportRow & { no_timbang: string }>}
        columns={dayColumns}
        idAccessor="no_timbang"
        searchable={false}
        exportable={false}
        pagination={false}
        fetching={day.isFetching}
        height="calc(100vh - 420px)"
      />
    </GoodsPage>
  );
}
