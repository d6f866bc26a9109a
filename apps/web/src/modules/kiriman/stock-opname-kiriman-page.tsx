// /stock-opname-kirim-barang-dari-bos: count what remains of an owner's shipment (KB) not yet closed. The
// send number is looked up (its balance shown), the counted qty and weight and a reason are entered; the
// difference to the balance is booked (missing: loss; more: found) and the shipment's remainder becomes
// the count (POST stock-opname-kirim-barang-dari-bos).
import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconDeviceFloppy, IconSearch } from '@tabler/icons-react';
import { formatGrams, formatQty, kirimanApi, MESSAGES, subGrams, type KirimanRow } from '@kencana/core';
import { DigitsInput, UpperTextInput, WeightInput } from '../../components/inputs/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { acceptContract, DocumentResultPanel, documentFacts, SaveButton, useDocumentSave } from '../../components/document/index.ts';
import { callApi, errorText } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { Figure } from '../../components/figure/index.ts';

export const OPNAME_KIRIMAN_TEXT = {
  noKirim: 'No Kirim',
  cari: 'Cari',
  qtyOpname: 'Qty Opname',
  beratOpname: 'Berat Opname',
  alasan: 'Alasan',
  simpan: 'Simpan Stock Opname',
  saldoQty: 'Saldo Qty',
  saldoBerat: 'Saldo Berat',
  selisihQty: 'Selisih Qty',
  selisihBerat: 'Selisih Berat',
  status: 'Status',
  konfirmasi: 'Simpan Stock Opname Kiriman Ini?',
} as const;

export default function StockOpnameKirimanPage() {
  const [noKirim, setNoKirim] = useState('');
  const [row, setRow] = useState<KirimanRow | null>(null);
  const [qty, setQty] = useState('');
  const [berat, setBerat] = useState('');
  const [alasan, setAlasan] = useState('');
  const [finding, setFinding] = useState(false);
  const { saving, result, clearResult, submit } = useDocumentSave(MESSAGES.stockOpnameGagalSilahkanCobaLagi);

  const selisihQty = row && qty !== '' ? row.qty_sisa - Number(qty) : null;
  const selisihBerat = row && berat !== '' ? subGrams(row.berat_sisa, berat) : null;

  const find = async () => {
    // The contract's number: 'No Kirim Belum Dipilih' when empty.
    const no_kirim = acceptContract(kirimanApi.NoKirimSchema, noKirim);
    if (!no_kirim) return;
    setFinding(true);
    try {
      const answer = await callApi(kirimanApi.kirimanSaldo, { params: { no_kirim } });
      setRow(answer.data);
    } catch (error) {
      setRow(null);
      notifyError(errorText(error, MESSAGES.dataYangAndaCariTidakAda));
    } finally {
      setFinding(false);
    }
  };

  const save = () =>
    submit({
      // The contract: the shipment, 'Qty Opname Harus Diisi', 'Berat Opname Harus Diisi', the reason. An empty
      // count is refused rather than read as zero (zero would write the whole remainder off).
      schema: kirimanApi.opnameKiriman.body,
      body: { no_kirim_bos: row?.no_kirim_bos ?? '', qty_opname: qty, berat_opname: berat, alasan },
      // A function: its figures are read once the contract has accepted the count.
      confirm: async () => ({
        message: OPNAME_KIRIMAN_TEXT.konfirmasi,
        facts: [
          ...documentFacts({ qty: Number(qty), berat }),
          { label: OPNAME_KIRIMAN_TEXT.selisihQty, value: selisihQty === null ? '-' : formatQty(selisihQty) },
          { label: OPNAME_KIRIMAN_TEXT.selisihBerat, value: selisihBerat === null ? '-' : `${formatGrams(selisihBerat, 3)} gr` },
        ],
      }),
      write: async (key, body) => {
        const answer = await callApi(kirimanApi.opnameKiriman, { body }, { idempotencyKey: key });
        setRow(answer.data);
        return {
          message: answer.message,
          no_dokumen: answer.no_dokumen ?? answer.data.no_kirim_bos,
          qty: answer.selisih_qty,
          berat: answer.selisih_berat,
        };
      },
      afterSuccess: () => {
        setQty('');
        setBerat('');
        setAlasan('');
      },
    });

  return (
    <PageFrame>
      <DocumentResultPanel result={result} onClose={clearResult} />
      <Paper withBorder radius="md" p="sm" maw={760}>
        <Stack gap="sm">
          <Group align="flex-end" gap="xs">
            <UpperTextInput label={OPNAME_KIRIMAN_TEXT.noKirim} w={260} value={noKirim} onValueChange={setNoKirim} />
            <Button leftSection={<IconSearch size={14} />} loading={finding} onClick={() => void find()}>
              {OPNAME_KIRIMAN_TEXT.cari}
            </Button>
          </Group>
          {row && (
            <SimpleGrid cols={4} data-testid="saldo-kiriman">
              <Figure label={OPNAME_KIRIMAN_TEXT.saldoQty} value={formatQty(row.qty_sisa)} />
              <Figure label={OPNAME_KIRIMAN_TEXT.saldoBerat} value={`${formatGrams(row.berat_sisa, 3)} gr`} />
              <Figure label={OPNAME_KIRIMAN_TEXT.status} value={row.status} />
              <Figure label="Kategori" value={`${row.kode_group} / ${row.kode_dept}`} />
            </SimpleGrid>
          )}
          <SimpleGrid cols={3}>
            <DigitsInput label={OPNAME_KIRIMAN_TEXT.qtyOpname} value={qty} onValueChange={setQty} disabled={!row} />
            <WeightInput label={OPNAME_KIRIMAN_TEXT.beratOpname} value={berat} onValueChange={setBerat} disabled={!row} />
            <UpperTextInput label={OPNAME_KIRIMAN_TEXT.alasan} value={alasan} onValueChange={setAlasan} disabled={!row} />
          </SimpleGrid>
          {row && (
            <Group gap="lg">
              <Figure label={OPNAME_KIRIMAN_TEXT.selisihQty} value={selisihQty === null ? '-' : formatQty(selisihQty)} />
              <Figure label={OPNAME_KIRIMAN_TEXT.selisihBerat} value={selisihBerat === null ? '-' : `${formatGrams(selisihBerat, 3)} gr`} />
            </Group>
          )}
          <Group justify="flex-end">
            <SaveButton
              icon={<IconDeviceFloppy size={16} />}
              saving={saving}
              label={OPNAME_KIRIMAN_TEXT.simpan}
              disabled={!row || row.status !== 'OPEN'}
              onClick={() => void save()}
            />
          </Group>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
