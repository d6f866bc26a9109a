// /terima-sepuh (designed by Kencana: the specification shows only its reports and lookups): pick an open
// dispatch (GET kirim-sepuh/open), and per type still at the refiner enter the scale weight, received qty and
// weight and damaged qty and weight; the difference sent − received − damaged is shown live as the refiner's
// loss. Into a KS tray: POST terima-sepuh, slips INTERNAL, LABEL, TUKANG.
import { useMemo, useState } from 'react';
import { Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  addGrams,
  buildSlip,
  compareGrams,
  formatGrams,
  SEPUHAN_MESSAGES,
  sepuhanApi,
  subGrams,
  sumGrams,
  terimaSepuhSlip,
  WAREHOUSE,
} from '@kencana/core';
import { DocumentResultPanel, documentFacts, RESULT_TEXT, SaveButton, useDocumentSave } from '../../components/document/index.ts';
import { DigitsInput, WeightInput } from '../../components/inputs/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, useApiQuery } from '../../lib/api.ts';
import { downloadSlip } from '../../lib/download.ts';
import { Figure } from '../../components/figure/index.ts';
import { slipShop } from '../../lib/slip-shop.ts';
import { useTrayOptions } from './shared.tsx';

export const TERIMA_SEPUH_TEXT = {
  noSepuh: 'No Sepuh',
  baki: 'Baki Terima (KS)',
  tukang: 'Tukang',
  tanggal: 'Tanggal Kirim',
  jenis: 'Jenis',
  kirim: 'Kirim',
  timbangan: 'Berat Timbangan',
  qtyTerima: 'Qty Terima',
  beratTerima: 'Berat Terima',
  qtyRusak: 'Qty Rusak',
  beratRusak: 'Berat Rusak',
  selisih: 'Selisih (Susut)',
  simpan: 'Simpan Terima Sepuh',
  konfirmasi: 'Simpan Terima Sepuh Ini?',
} as const;

type Entry = { berat_timbangan: string; qty_terima: string; berat_terima: string; qty_rusak: string; berat_rusak: string };
const EMPTY: Entry = { berat_timbangan: '', qty_terima: '', berat_terima: '', qty_rusak: '0', berat_rusak: '0' };

export default function TerimaSepuhPage() {
  const open = useApiQuery(sepuhanApi.kirimSepuhOpen, { query: {} });
  const trays = useTrayOptions(WAREHOUSE.REFINED_BACK);
  const [noSepuh, setNoSepuh] = useState<string | null>(null);
  const [baki, setBaki] = useState<string | null>(null);
  const [entries, setEntries] = useState<Record<string, Entry>>({});
  const { saving, result, clearResult, submit } = useDocumentSave();
  const dispatch = useMemo(() => open.data?.data.find((row) => row.no_sepuh === noSepuh) ?? null, [open.data, noSepuh]);
  const entryOf = (dept: string) => entries[dept] ?? EMPTY;
  const set = (dept: string, key: keyof Entry) => (value: string) =>
    setEntries((all) => ({ ...all, [dept]: { ...(all[dept] ?? EMPTY), [key]: value } }));
  const filled = dispatch?.detail.filter((line) => entryOf(line.kode_dept).berat_terima !== '') ?? [];

  const save = () =>
    submit({
      schema: sepuhanApi.TerimaSepuhSchema,
      body: {
        no_sepuh: dispatch?.no_sepuh ?? '',
        kode_baki: baki ?? '',
        detail_barang: filled.map((line) => {
          const entry = entryOf(line.kode_dept);
          return {
            kode_dept: line.kode_dept,
            berat_timbangan: entry.berat_timbangan || entry.berat_terima,
            qty_terima: Number(entry.qty_terima || 0),
            berat_terima: entry.berat_terima,
            qty_rusak: Number(entry.qty_rusak || 0),
            berat_rusak: entry.berat_rusak || '0',
          };
        }),
      },
      // What was sent is the dispatch's, not the body's: the contract cannot compare the two.
      check: () => {
        const over = filled.find((line) => {
          const entry = entryOf(line.kode_dept);
          return compareGrams(addGrams(entry.berat_terima || '0', entry.berat_rusak || '0'), line.berat_sepuh) > 0;
        });
        return over ? `${SEPUHAN_MESSAGES.beratTerimaMelebihiKirim} (${over.kode_dept})` : null;
      },
      confirm: {
        message: TERIMA_SEPUH_TEXT.konfirmasi,
        facts: documentFacts({
          qty: filled.reduce((sum, line) => sum + Number(entryOf(line.kode_dept).qty_terima || 0), 0),
          berat: sumGrams(filled.map((line) => entryOf(line.kode_dept).berat_terima)),
        }),
      },
      write: async (key, body) => {
        const answer = await callApi(sepuhanApi.terimaSepuh, { body }, { idempotencyKey: key });
        const slip = buildSlip(terimaSepuhSlip, { ...slipShop(), bukti: answer.data });
        downloadSlip(slip);
        return {
          message: answer.message,
          no_dokumen: answer.data.no_terima_sepuh,
          prints: [{ label: RESULT_TEXT.cetakSlip, kind: 'slip', run: async () => downloadSlip(slip) }],
        };
      },
      afterSuccess: async () => {
        setEntries({});
        setNoSepuh(null);
        await open.refetch();
      },
    });

  return (
    <PageFrame>
      <Stack gap="sm">
        <DocumentResultPanel result={result} onClose={clearResult} />
        <Paper withBorder radius="md" p="sm">
          <Group align="flex-end" gap="lg">
            <Select
              size="xs"
              w={280}
              label={TERIMA_SEPUH_TEXT.noSepuh}
              data={(open.data?.data ?? []).map((row) => ({ value: row.no_sepuh, label: `${row.no_sepuh} - ${row.kode_tukang}` }))}
              value={noSepuh}
              onChange={(value) => {
                setNoSepuh(value);
                setEntries({});
              }}
              allowDeselect={false}
              searchable
            />
            <Select
              size="xs"
              w={220}
              label={TERIMA_SEPUH_TEXT.baki}
              data={trays}
              value={baki}
              onChange={setBaki}
              allowDeselect={false}
              searchable
            />
            {dispatch && (
              <>
                <Figure label={TERIMA_SEPUH_TEXT.tanggal} value={dispatch.tgl_sepuh} />
                <Figure label={TERIMA_SEPUH_TEXT.tukang} value={dispatch.kode_tukang} />
              </>
            )}
          </Group>
        </Paper>
        {dispatch && (
          <Paper withBorder radius="md" p="sm">
            <Table striped withTableBorder fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{TERIMA_SEPUH_TEXT.jenis}</Table.Th>
                  <Table.Th ta="right">{TERIMA_SEPUH_TEXT.kirim}</Table.Th>
                  <Table.Th>{TERIMA_SEPUH_TEXT.timbangan}</Table.Th>
                  <Table.Th>{TERIMA_SEPUH_TEXT.qtyTerima}</Table.Th>
                  <Table.Th>{TERIMA_SEPUH_TEXT.beratTerima}</Table.Th>
                  <Table.Th>{TERIMA_SEPUH_TEXT.qtyRusak}</Table.Th>
                  <Table.Th>{TERIMA_SEPUH_TEXT.beratRusak}</Table.Th>
                  <Table.Th ta="right">{TERIMA_SEPUH_TEXT.selisih}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {dispatch.detail.map((line) => {
                  const entry = entryOf(line.kode_dept);
                  const selisih = subGrams(line.berat_sepuh, addGrams(entry.berat_terima || '0', entry.berat_rusak || '0'));
                  return (
                    <Table.Tr key={line.kode_dept}>
                      <Table.Td>{`${line.kode_dept} (${line.kode_group})`}</Table.Td>
                      <Table.Td ta="right">{`${line.qty_sepuh} / ${formatGrams(line.berat_sepuh, 3)} gr`}</Table.Td>
                      <Table.Td>
                        <WeightInput
                          size="xs"
                          aria-label={`${TERIMA_SEPUH_TEXT.timbangan} ${line.kode_dept}`}
                          value={entry.berat_timbangan}
                          onValueChange={set(line.kode_dept, 'berat_timbangan')}
                        />
                      </Table.Td>
                      <Table.Td>
                        <DigitsInput
                          size="xs"
                          aria-label={`${TERIMA_SEPUH_TEXT.qtyTerima} ${line.kode_dept}`}
                          value={entry.qty_terima}
                          onValueChange={set(line.kode_dept, 'qty_terima')}
                        />
                      </Table.Td>
                      <Table.Td>
                        <WeightInput
                          size="xs"
                          aria-label={`${TERIMA_SEPUH_TEXT.beratTerima} ${line.kode_dept}`}
                          value={entry.berat_terima}
                          onValueChange={set(line.kode_dept, 'berat_terima')}
                        />
                      </Table.Td>
                      <Table.Td>
                        <DigitsInput
                          size="xs"
                          aria-label={`${TERIMA_SEPUH_TEXT.qtyRusak} ${line.kode_dept}`}
                          value={entry.qty_rusak}
                          onValueChange={set(line.kode_dept, 'qty_rusak')}
                        />
                      </Table.Td>
                      <Table.Td>
                        <WeightInput
                          size="xs"
                          aria-label={`${TERIMA_SEPUH_TEXT.beratRusak} ${line.kode_dept}`}
                          value={entry.berat_rusak}
                          onValueChange={set(line.kode_dept, 'berat_rusak')}
                        />
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text size="sm" c={selisih.startsWith('-') ? 'red' : undefined} data-testid={`selisih-${line.kode_dept}`}>
                          {`${formatGrams(selisih, 3)} gr`}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Paper>
        )}
        <Group justify="flex-end">
          <SaveButton
            saving={saving}
            label={TERIMA_SEPUH_TEXT.simpan}
            icon={<IconDeviceFloppy size={16} />}
            disabled={!dispatch || filled.length === 0}
            onClick={() => void save()}
          />
        </Group>
      </Stack>
    </PageFrame>
  );
}
