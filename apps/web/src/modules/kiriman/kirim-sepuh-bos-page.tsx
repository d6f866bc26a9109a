// /kirim-sepuh-dari-barang-bos: the owner's goods sent straight to the refiner. Same layout as Kirim Barang
// Dari Bos: a detail (send date, destination = the refiner) and goods (kategori, jenis, asal barang, qty,
// berat; one line per jenis: 'Barang Sudah Ada Di Tabel'), kept as a draft in browser storage. Simpan posts
// kirim-sepuh-dari-barang-bos (a refining dispatch, received back by /terima-sepuh) and prints the dispatch
// slip (Internal, Owner, Tukang); Reset empties the draft.
import { useState } from 'react';
import { Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconEdit, IconPlus, IconRefresh } from '@tabler/icons-react';
import { buildSlip, harusDiisi, kirimanApi, kirimSepuhBosSlip, MESSAGES } from '@kencana/core';
import { confirmAction } from '../../components/dialogs/confirm.ts';
import { DateValueInput } from '../../components/inputs/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, errorText, newRequestKey } from '../../lib/api.ts';
import { downloadSlip } from '../../lib/download.ts';
import { draftKey, useLocalDraft } from '../../lib/local-draft.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { useToday } from '../../lib/use-today.ts';
import { GoodsModal, GoodsTable } from './kirim-bos-parts.tsx';
import { itemError, KIRIM_BOS_TEXT, type KirimBosItem } from './kirim-bos-draft.ts';
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

export default function KirimSepuhBosPage() {
  const session = useSession();
  const today = useToday();
  const [draft, setDraft, clearDraft] = useLocalDraft(draftKey('kirim-sepuh-dari-barang-bos'), EMPTY, isDraft);
  const [headerOpen, setHeaderOpen] = useState(false);
  const [itemOpen, setItemOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [header, setHeader] = useState({ tanggal: today, kode_tukang: '' });
  const [item, setItem] = useState<KirimBosItem>({ id: '', ...EMPTY_ITEM });

  const saveHeader = () => {
    if (!header.tanggal) return notifyError(harusDiisi('Tanggal Kirim'));
    if (!header.kode_tukang) return notifyError(harusDiisi('Tujuan'));
    setDraft((d) => ({ ...d, header }));
    setHeaderOpen(false);
  };

  const saveGoods = () => {
    const error = itemError(item);
    if (error) return notifyError(error);
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

  const save = async () => {
    if (draft.items.length === 0) return notifyError(MESSAGES.dataBarangMasihKosong);
    if (!draft.header) return notifyError(MESSAGES.detailKirimMasihKosong);
    setSaving(true);
    try {
      const body = {
        kode_tukang: draft.header.kode_tukang,
        detail_barang: draft.items.map((i) => ({
          kode_group: i.kategori,
          kode_dept: i.jenis,
          asal_barang: i.asal_barang,
          qty: Number(i.qty),
          berat: i.berat,
        })),
      };
      const answer = await callApi(kirimanApi.kirimSepuhBos, { body }, { idempotencyKey: newRequestKey() });
      const { shop } = slipShop();
      downloadSlip(
        buildSlip(kirimSepuhBosSlip, {
          shop,
          no_sepuh: answer.no_sepuh,
          tanggal: draft.header.tanggal,
          tukang: draft.header.kode_tukang,
          lines: answer.data,
          user_id: session?.user_id ?? '',
        }),
      );
      notifySuccess(`${answer.message} (${answer.no_sepuh})`);
      clearDraft();
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimData));
    } finally {
      setSaving(false);
    }
  };

  const h = draft.header;
  return (
    <PageFrame>
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
        <Button leftSection={<IconDeviceFloppy size={16} />} loading={saving} onClick={() => void save()}>
          {KIRIM_BOS_TEXT.simpan}
        </Button>
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
