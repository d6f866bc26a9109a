// The parts both owner's-goods screens share (/kirim-dari-barang-bos, /kirim-sepuh-dari-barang-bos): the goods
// modal (kategori, jenis of that kategori, asal, qty, berat; detail jenis where the shipment records it) and
// the goods table with its totals, edit and delete.
import { useMemo } from 'react';
import { ActionIcon, Button, Group, Modal, Stack } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { formatGrams, formatQty, sumGrams, type MasterRowOf } from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { DigitsInput, UpperTextInput, WeightInput } from '../../components/inputs/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { KIRIM_BOS_TEXT, type KirimBosItem } from './kirim-bos-draft.ts';

export function GoodsModal({
  opened,
  item,
  onChange,
  onClose,
  onSave,
  withDetailJenis,
}: {
  opened: boolean;
  item: KirimBosItem;
  onChange: (item: KirimBosItem) => void;
  onClose: () => void;
  onSave: () => void;
  /** The owner's send records the detail jenis; the send to the refiner does not. */
  withDetailJenis: boolean;
}) {
  const jenisWhere = useMemo(() => (row: MasterRowOf<'jenis'>) => row.kode_group === item.kategori, [item.kategori]);
  return (
    <Modal opened={opened} onClose={onClose} title={KIRIM_BOS_TEXT.tambahBarang} centered>
      <Stack gap="sm">
        <MasterSelect
          list="group"
          label={KIRIM_BOS_TEXT.kategori}
          withAsterisk
          value={item.kategori || null}
          onChange={(v) => onChange({ ...item, kategori: v ?? '', jenis: '' })}
        />
        <MasterSelect
          list="jenis"
          where={jenisWhere}
          label={KIRIM_BOS_TEXT.jenis}
          withAsterisk
          value={item.jenis || null}
          onChange={(v) => onChange({ ...item, jenis: v ?? '' })}
        />
        {withDetailJenis && (
          <UpperTextInput
            label={KIRIM_BOS_TEXT.detailJenis}
            withAsterisk
            value={item.detail_jenis}
            onValueChange={(v) => onChange({ ...item, detail_jenis: v })}
          />
        )}
        <UpperTextInput
          label={KIRIM_BOS_TEXT.asalBarang}
          withAsterisk
          value={item.asal_barang}
          onValueChange={(v) => onChange({ ...item, asal_barang: v })}
        />
        <Group grow gap="xs">
          <DigitsInput label={KIRIM_BOS_TEXT.qty} withAsterisk value={item.qty} onValueChange={(v) => onChange({ ...item, qty: v })} />
          <WeightInput
            label={KIRIM_BOS_TEXT.berat}
            withAsterisk
            value={item.berat}
            onValueChange={(v) => onChange({ ...item, berat: v })}
          />
        </Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {KIRIM_BOS_TEXT.batal}
          </Button>
          <Button onClick={onSave}>{KIRIM_BOS_TEXT.simpanModal}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The goods of an owner's send: kategori / jenis, detail jenis where recorded, berat and qty with totals. */
export function GoodsTable({
  items,
  withDetailJenis,
  onEdit,
  onRemove,
}: {
  items: KirimBosItem[];
  withDetailJenis: boolean;
  onEdit: (item: KirimBosItem) => void;
  onRemove: (item: KirimBosItem) => void;
}) {
  const columns: DataTableColumnDef<KirimBosItem>[] = [
    { accessor: 'kategori', title: KIRIM_BOS_TEXT.kategori, footer: KIRIM_BOS_TEXT.total },
    { accessor: 'jenis', title: KIRIM_BOS_TEXT.jenis },
    ...(withDetailJenis
      ? ([{ accessor: 'detail_jenis', title: KIRIM_BOS_TEXT.detailJenis }] satisfies DataTableColumnDef<KirimBosItem>[])
      : []),
    {
      accessor: 'berat',
      title: KIRIM_BOS_TEXT.berat,
      textAlign: 'right',
      width: 120,
      render: (r) => formatGrams(r.berat, 3),
      footer: formatGrams(sumGrams(items.map((i) => i.berat || '0')), 3),
    },
    {
      accessor: 'qty',
      title: KIRIM_BOS_TEXT.qty,
      textAlign: 'right',
      width: 80,
      render: (r) => formatQty(Number(r.qty)),
      footer: formatQty(items.reduce((s, i) => s + Number(i.qty || 0), 0)),
    },
    { accessor: 'asal_barang', title: KIRIM_BOS_TEXT.asalBarang },
    {
      accessor: 'aksi',
      title: KIRIM_BOS_TEXT.aksi,
      width: 90,
      noExport: true,
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon size="sm" variant="subtle" aria-label={`Edit ${r.jenis}`} onClick={() => onEdit(r)}>
            <IconEdit size={14} />
          </ActionIcon>
          <ActionIcon size="sm" variant="subtle" color="red" aria-label={`Hapus ${r.jenis}`} onClick={() => onRemove(r)}>
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      ),
    },
  ];
  return (
    <DataTable<KirimBosItem>
      title={KIRIM_BOS_TEXT.dataBarang}
      records={items}
      columns={columns}
      idAccessor="id"
      searchable={false}
      exportable={false}
      pagination={false}
    />
  );
}
