// /kirim-dari-barang-bos: the owner sends new goods (bulk) to a store. A header modal (send date, kadar A
// or SP, the factory's sales person looked up by code, the destination among the KC trays with the first
// preselected) and a goods modal (kategori, jenis of that kategori, detail jenis, asal barang, qty, berat),
// at most one item, kept as a draft in browser storage. Simpan posts krmbrgbos/simpan per goods line and
// prints the 2-copy slip (INTERNAL, LABEL); Reset empties the draft.
import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Modal, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconEdit, IconPlus, IconRefresh } from '@tabler/icons-react';
import {
  buildSlip,
  hasWarehouseRole,
  ITEM_TYPE,
  KADAR_KIRIM_BOS,
  kirimanApi,
  kirimBarangBosSlip,
  MASTER_API,
  MESSAGES,
  SEMUA,
  sumGrams,
  type ItemType,
  type NotaKirimBos,
} from '@kencana/core';
import { confirmAction } from '../../components/dialogs/confirm.ts';
import { DateValueInput, UpperTextInput } from '../../components/inputs/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import {
  DocumentResultPanel,
  documentFacts,
  RESULT_TEXT,
  SaveButton,
  useDocumentSave,
  useLeaveGuard,
} from '../../components/document/index.ts';
import { callApi } from '../../lib/api.ts';
import { downloadSlip } from '../../lib/download.ts';
import { draftKey, useLocalDraft } from '../../lib/local-draft.ts';
import { useMasterList } from '../../lib/master-lists.ts';
import { notifyError } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { useToday } from '../../lib/use-today.ts';
import {
  EMPTY_KIRIM_BOS_DRAFT,
  KIRIM_BOS_TEXT,
  headerError,
  isKirimBosDraft,
  itemError,
  requestOf,
  saveError,
  saveItem,
  type KirimBosHeader,
  type KirimBosItem,
} from './kirim-bos-draft.ts';
import { GoodsModal, GoodsTable } from './kirim-bos-parts.tsx';
import { Figure } from '../../components/figure/index.ts';
import { slipShop } from '../../lib/slip-shop.ts';

const TEXT = { konfirmasi: 'Kirim Barang Dari Bos Ini?' } as const;
const EMPTY_ITEM = { kategori: '', jenis: '', detail_jenis: '', asal_barang: '', qty: '', berat: '' };

export default function KirimDariBarangBosPage() {
  const session = useSession();
  const today = useToday();
  const [draft, setDraft, clearDraft] = useLocalDraft(draftKey('kirim-dari-barang-bos'), EMPTY_KIRIM_BOS_DRAFT, isKirimBosDraft);
  const [headerOpen, setHeaderOpen] = useState(false);
  const [itemOpen, setItemOpen] = useState(false);
  const { saving, result, clearResult, submit } = useDocumentSave();
  useLeaveGuard(draft.items.length > 0 || draft.header !== null);
  // Destinations: the KC trays of every store (the owner sends to any branch).
  const kc = useMasterList('baki', { kode_toko: SEMUA });
  const trays = useMemo(
    () =>
      (kc.data ?? [])
        .filter((b) => hasWarehouseRole(b.kode_gudang, 'DISPLAY'))
        .map((b) => ({ value: b.kode_baki, label: `${b.kode_baki} - ${b.nama_baki} (${b.kode_toko})` })),
    [kc.data],
  );

  const [header, setHeader] = useState<KirimBosHeader>({ tanggal_kirim: today, kadar: ITEM_TYPE.SP, sales_pabrik: '', tujuan: '' });
  const [namaSales, setNamaSales] = useState('');
  const [item, setItem] = useState<KirimBosItem>({ id: '', ...EMPTY_ITEM });

  // The fixed default destination: the first KC tray, preselected.
  useEffect(() => {
    if (!header.tujuan && trays[0]) setHeader((h) => ({ ...h, tujuan: trays[0]!.value }));
  }, [trays, header.tujuan]);

  const openHeader = () => {
    if (draft.header) setHeader(draft.header);
    setHeaderOpen(true);
  };

  const lookupSales = async (kode: string) => {
    setNamaSales('');
    if (!kode.trim()) return;
    try {
      const answer = (await callApi(MASTER_API.sales.lookups.byKode, { params: { kode: kode.trim().toUpperCase() } })) as {
        data: { nama_sales: string }[];
      };
      const found = answer.data[0];
      if (!found) {
        notifyError(MESSAGES.gagalMengambilDataKeserver);
        return;
      }
      setNamaSales(found.nama_sales);
    } catch {
      notifyError(MESSAGES.gagalMengambilDataKeserver);
    }
  };

  const saveHeader = () => {
    const error = headerError(header);
    if (error) {
      notifyError(error);
      return;
    }
    setDraft((d) => ({ ...d, header: { ...header, sales_pabrik: header.sales_pabrik.toUpperCase() } }));
    setHeaderOpen(false);
  };

  const openItem = (existing?: KirimBosItem) => {
    if (!existing && draft.items.length >= 1) {
      notifyError(MESSAGES.tidakBisaInputBarangLebihDari1);
      return;
    }
    setItem(existing ?? { id: crypto.randomUUID(), ...EMPTY_ITEM });
    setItemOpen(true);
  };

  const saveGoods = () => {
    const error = itemError(item);
    if (error) {
      notifyError(error);
      return;
    }
    const next = saveItem(draft.items, { ...item, asal_barang: item.asal_barang.toUpperCase() });
    if (next.error) {
      notifyError(next.error);
      return;
    }
    setDraft((d) => ({ ...d, items: next.items }));
    setItemOpen(false);
  };

  const remove = async (row: KirimBosItem) => {
    if (!(await confirmAction({ message: MESSAGES.andaYakinInginMenghapusDataIni, danger: true }))) return;
    setDraft((d) => ({ ...d, items: d.items.filter((i) => i.id !== row.id) }));
  };

  const reset = () => {
    clearDraft();
    setHeader({ tanggal_kirim: today, kadar: ITEM_TYPE.SP, sales_pabrik: '', tujuan: trays[0]?.value ?? '' });
    setNamaSales('');
  };

  const save = () =>
    submit({
      // Not in the contract (one line per request): the draft's own order, 'Data Barang Masih Kosong' first.
      check: () => saveError(draft),
      confirm: {
        message: TEXT.konfirmasi,
        facts: documentFacts({
          qty: draft.items.reduce((sum, i) => sum + Number(i.qty), 0),
          berat: sumGrams(draft.items.map((i) => i.berat)),
        }),
      },
      write: async (key) => {
        const notas: NotaKirimBos[] = [];
        // One request per goods line (at most one): each keeps its own key derived from the form's.
        for (const [index, line] of draft.items.entries()) {
          const body = requestOf(draft.header!, line);
          const answer = await callApi(kirimanApi.simpanKirimBos, { body }, { idempotencyKey: index === 0 ? key : `${key}-${index}` });
          notas.push(answer.data.nota);
        }
        const { shop } = slipShop();
        const slip = notas.map((nota) => buildSlip(kirimBarangBosSlip, { shop, nota, user_id: session?.user_id ?? '' })).join('');
        downloadSlip(slip);
        return {
          message: MESSAGES.dataBerhasilDisimpan,
          no_dokumen: notas.map((nota) => nota.no_kirim_bos).join(', '),
          qty: notas.reduce((sum, nota) => sum + nota.qty_kirim, 0),
          berat: sumGrams(notas.map((nota) => nota.berat_kirim)),
          prints: [{ label: RESULT_TEXT.cetakSlip, kind: 'slip', run: async () => downloadSlip(slip) }],
        };
      },
      afterSuccess: reset,
    });

  const h = draft.header;
  return (
    <PageFrame>
      <DocumentResultPanel result={result} onClose={clearResult} />
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" align="flex-start">
          {h ? (
            <SimpleGrid cols={4} spacing="lg" data-testid="detail-kirim">
              <Figure label={KIRIM_BOS_TEXT.tanggalKirim} value={h.tanggal_kirim} />
              <Figure label={KIRIM_BOS_TEXT.kadar} value={h.kadar} />
              <Figure label={KIRIM_BOS_TEXT.salesPabrik} value={h.sales_pabrik} />
              <Figure label={KIRIM_BOS_TEXT.tujuan} value={h.tujuan} />
            </SimpleGrid>
          ) : (
            <Text size="sm" c="dimmed">
              {KIRIM_BOS_TEXT.belumAdaDetail}
            </Text>
          )}
          <Group gap="xs">
            <Button size="xs" variant="light" leftSection={h ? <IconEdit size={14} /> : <IconPlus size={14} />} onClick={openHeader}>
              {h ? MESSAGES.editData : KIRIM_BOS_TEXT.tambahDetail}
            </Button>
            <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => openItem()}>
              {KIRIM_BOS_TEXT.tambahBarang}
            </Button>
          </Group>
        </Group>
      </Paper>
      <GoodsTable items={draft.items} withDetailJenis={true} onEdit={(r) => openItem(r)} onRemove={(r) => void remove(r)} />
      <Group justify="flex-end" gap="xs">
        <Button size="sm" variant="default" leftSection={<IconRefresh size={16} />} onClick={reset} disabled={saving}>
          {KIRIM_BOS_TEXT.reset}
        </Button>
        <SaveButton
          size="sm"
          saving={saving}
          label={KIRIM_BOS_TEXT.simpan}
          icon={<IconDeviceFloppy size={16} />}
          onClick={() => void save()}
        />
      </Group>

      <Modal opened={headerOpen} onClose={() => setHeaderOpen(false)} title={KIRIM_BOS_TEXT.detailKirim} centered>
        <Stack gap="sm">
          <DateValueInput
            size="sm"
            label={KIRIM_BOS_TEXT.tanggalKirim}
            withAsterisk
            value={header.tanggal_kirim}
            onValueChange={(tanggal_kirim) => setHeader({ ...header, tanggal_kirim })}
          />
          <div>
            <Text size="sm" fw={500} mb={4}>
              {KIRIM_BOS_TEXT.kadar}
            </Text>
            <SegmentedControl
              data={[...KADAR_KIRIM_BOS]}
              value={header.kadar || ITEM_TYPE.SP}
              onChange={(v) => setHeader({ ...header, kadar: v as ItemType })}
            />
          </div>
          <Group gap="xs" align="flex-end" grow>
            <UpperTextInput
              label={KIRIM_BOS_TEXT.salesPabrik}
              withAsterisk
              value={header.sales_pabrik}
              onValueChange={(v) => setHeader({ ...header, sales_pabrik: v })}
              onBlur={(e) => void lookupSales(e.currentTarget.value)}
            />
            <TextInput label={KIRIM_BOS_TEXT.namaSales} value={namaSales} readOnly />
          </Group>
          <Select
            label={KIRIM_BOS_TEXT.tujuan}
            withAsterisk
            data={trays}
            value={header.tujuan || null}
            onChange={(v) => setHeader({ ...header, tujuan: v ?? '' })}
            allowDeselect={false}
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
        withDetailJenis={true}
      />
    </PageFrame>
  );
}
