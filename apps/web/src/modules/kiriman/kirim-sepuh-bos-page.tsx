// /kirim-sepuh-dari-barang-bos: the owner's goods sent straight to the refiner. Same layout as Kirim Barang
// Dari Bos: a detail (send date, destination = the refiner) and goods (kategori, jenis, asal barang, qty,
// berat; one line per jenis: 'Barang Sudah Ada Di Tabel'), kept as a draft in browser storage. Simpan posts
// kirim-sepuh-dari-barang-bos (a refining dispatch, received back by /terima-sepuh) and prints the dispatch
// slip (Internal, Owner, Tukang); Reset empties the draft.
import { useState } from 'react';
import { Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconEdit, IconPlus, IconRefresh } from '@tabler/icons-react';
import { buildSlip, harusDiisi, kirimanApi, kirimSepuhBosSlip, MESSAGES, sumGrams } from '@kencana/core';
import { z } from 'zod';
import { confirmAction } from '../../components/dialogs/confirm.ts';
import {
  acceptContract,
  DocumentResultPanel,
  documentFacts,
  RESULT_TEXT,
  SaveButton,
  useDocumentSave,
  useLeaveGuard,
} from '../../components/document/index.ts';
import { DateValueInput } from '../../components/inputs/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi } from '../../lib/api.ts';
import { downloadSlip } from '../../lib/download.ts';
import { draftKey, useLocalDraft } from '../../lib/local-draft.ts';
import { notifyError } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { useToday } from '../../lib/use-today.ts';
import { GoodsModal, GoodsTable } from './kirim-bos-parts.tsx';
import { KIRIM_BOS_TEXT, type KirimBosItem } from './kirim-bos-draft.ts';
import { Figure } from '../../components/figure/index.ts';
import { slipShop } from '../../lib/slip-shop.ts';

interface SepuhBosDraft {
  header: { tanggal: string; kode_tukang: string } | null;
  items: KirimBosItem[];
}
const EMPTY: SepuhBosDraft = { header: null, items: [] };
const isDraft = (value: unknown): value is SepuhBosDraft =>
  !!value && typeof value === 'object' && Array.isArray((value as SepuhBosDraft).items);
const EMPTY_ITEM = { kategori: '', jenis: '', detail_jenis: '-', asal_barang: '', qty: '', berat: '' };

/**
 * The detail modal. Not in the contract: the send date is only printed on the slip, and the refiner — '-'
 * is allowed by the API — is always named on this screen.
 */
const HeaderSchema = z.object({
  tanggal: z.string().min(1, { message: harusDiisi('Tanggal Kirim') }),
  kode_tukang: z.string().min(1, { message: harusDiisi('Tujuan') }),
});

const TEXT = { konfirmasi: 'Kirim Sepuh Dari Barang Bos Ini?' } as const;

/** A goods line as the contract takes it. */
const lineOf = (item: KirimBosItem) => ({
  kode_group: item.kategori,
  kode_dept: item.jenis,
  asal_barang: item.asal_barang,
  qty: item.qty,
  berat: item.berat,
});

export default function KirimSepuhBosPage() {
  const session = useSession();
  const today = useToday();
  const [draft, setDraft, clearDraft] = useLocalDraft(draftKey('kirim-sepuh-dari-barang-bos'), EMPTY, isDraft);
  const [headerOpen, setHeaderOpen] = useState(false);
  const [itemOpen, setItemOpen] = useState(false);
  const [header, setHeader] = useState({ tanggal: today, kode_tukang: '' });
  const [item, setItem] = useState<KirimBosItem>({ id: '', ...EMPTY_ITEM });
  const { saving, result, clearResult, submit } = useDocumentSave();
  useLeaveGuard(draft.items.length > 0 || draft.header !== null);

  const saveHeader = () => {
    const accepted = acceptContract(HeaderSchema, header);
    if (!accepted) return;
    setDraft((d) => ({ ...d, header: accepted }));
    setHeaderOpen(false);
  };

  const saveGoods = () => {
    if (!acceptContract(kirimanApi.KirimSepuhBosLineSchema, lineOf(item))) return;
    // One line per jenis: a rule of the table (the server refuses it too), not of a line.
    if (draft.items.some((i) => i.jenis === item.jenis && i.id !== item.id)) return notifyError(MESSAGES.barangSudahAdaDiTabel);
    const next = { ...item, asal_barang: item.asal_barang.toUpperCase() };
    setDraft((d) => ({
      ...d,
      items: d.items.some((i) => i.id === next.id) ? d.items.map((i) => (i.id === next.id ? next : i)) : [...d.items, next],
    }));
    setItemOpen(false);
  };

  const remove = async (row: KirimBosItem) => {
    if (!(await confirmAction({ message: MESSAGES.andaYakinInginMenghapusDataIni, danger: true }))) return;
    setDraft((d) => ({ ...d, items: d.items.filter((i) => i.id !== row.id) }));
  };

  const save = () =>
    submit({
      // The contract refuses an empty table ('Data Barang Masih Kosong'); the detail is the screen's.
      schema: kirimanApi.kirimSepuhBos.body,
      body: { kode_tukang: draft.header?.kode_tukang, detail_barang: draft.items.map(lineOf) },
      check: () => (draft.header ? null : MESSAGES.detailKirimMasihKosong),
      confirm: {
        message: TEXT.konfirmasi,
        facts: documentFacts({
          qty: draft.items.reduce((sum, i) => sum + Number(i.qty), 0),
          berat: sumGrams(draft.items.map((i) => i.berat)),
        }),
      },
      write: async (key, body) => {
        const answer = await callApi(kirimanApi.kirimSepuhBos, { body }, { idempotencyKey: key });
        const slip = buildSlip(kirimSepuhBosSlip, {
          shop: slipShop().shop,
          no_sepuh: answer.no_sepuh,
          tanggal: draft.header?.tanggal ?? today,
          tukang: body.kode_tukang,
          lines: answer.data,
          user_id: session?.user_id ?? '',
        });
        downloadSlip(slip);
        return {
          message: `${answer.message} (${answer.no_sepuh})`,
          no_dokumen: answer.no_sepuh,
          qty: answer.data.reduce((sum, line) => sum + line.qty, 0),
          berat: sumGrams(answer.data.map((line) => line.berat)),
          prints: [{ label: RESULT_TEXT.cetakSlip, kind: 'slip', run: async () => downloadSlip(slip) }],
        };
      },
      afterSuccess: clearDraft,
    });

  const h = draft.header;
  return (
    <PageFrame>
      <DocumentResultPanel result={result} onClose={clearResult} />
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" align="flex-start">
          {h ? (
            <SimpleGrid cols={2} spacing="lg">
              <Figure label={KIRIM_BOS_TEXT.tanggalKirim} value={h.tanggal} />
              <Figure label={KIRIM_BOS_TEXT.tujuan} value={h.kode_tukang} />
            </SimpleGrid>
          ) : (
            <Text size="sm" c="dimmed">
              {KIRIM_BOS_TEXT.belumAdaDetail}
            </Text>
          )}
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={h ? <IconEdit size={14} /> : <IconPlus size={14} />}
              onClick={() => {
                if (h) setHeader(h);
                setHeaderOpen(true);
              }}
            >
              {h ? MESSAGES.editData : KIRIM_BOS_TEXT.tambahDetail}
            </Button>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              onClick={() => {
                setItem({ id: crypto.randomUUID(), ...EMPTY_ITEM });
                setItemOpen(true);
              }}
            >
              {KIRIM_BOS_TEXT.tambahBarang}
            </Button>
          </Group>
        </Group>
      </Paper>
      <GoodsTable
        items={draft.items}
        withDetailJenis={false}
        onEdit={(r) => {
          setItem(r);
          setItemOpen(true);
        }}
        onRemove={(r) => void remove(r)}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={clearDraft} disabled={saving}>
          {KIRIM_BOS_TEXT.reset}
        </Button>
        <SaveButton saving={saving} label={KIRIM_BOS_TEXT.simpan} icon={<IconDeviceFloppy size={16} />} onClick={() => void save()} />
      </Group>

      <Modal opened={headerOpen} onClose={() => setHeaderOpen(false)} title={KIRIM_BOS_TEXT.detailKirim} centered>
        <Stack gap="sm">
          <DateValueInput
            size="sm"
            label={KIRIM_BOS_TEXT.tanggalKirim}
            withAsterisk
            value={header.tanggal}
            onValueChange={(tanggal) => setHeader({ ...header, tanggal })}
          />
          <MasterSelect
            list="tukang"
            label={`${KIRIM_BOS_TEXT.tujuan} (Tukang Sepuh)`}
            withAsterisk
            value={header.kode_tukang || null}
            onChange={(v) => setHeader({ ...header, kode_tukang: v ?? '' })}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setHeaderOpen(false)}>
              {KIRIM_BOS_TEXT.batal}
            </Button>
            <Button onClick={saveHeader}>{KIRIM_BOS_TEXT.simpanModal}</Button>
          </Group>
        </Stack>
      </Modal>

      <GoodsModal
        opened={itemOpen}
        item={item}
        onChange={setItem}
        onClose={() => setItemOpen(false)}
        onSave={saveGoods}
        withDetailJenis={false}
      />
    </PageFrame>
  );
}
