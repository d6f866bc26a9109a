// The parts both owner's-goods screens share (/kirim-dari-barang-bos, /kirim-sepuh-dari-barang-bos): the goods
// modal (kategori, jenis of that kategori, asal, qty, berat; detail jenis where the shipment records it) and a
// read-only header value.
import { useMemo } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { MasterRowOf } from '@kencana/core';
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
        <MasterSelect list="group" label={KIRIM_BOS_TEXT.kategori} withAsterisk value={item.kategori || null} onChange={(v) => onChange({ ...item, kategori: v ?? '', jenis: '' })} />
        <MasterSelect list="jenis" where={jenisWhere} label={KIRIM_BOS_TEXT.jenis} withAsterisk value={item.jenis || null} onChange={(v) => onChange({ ...item, jenis: v ?? '' })} />
        {withDetailJenis && <UpperTextInput label={KIRIM_BOS_TEXT.detailJenis} withAsterisk value={item.detail_jenis} onValueChange={(v) => onChange({ ...item, detail_jenis: v })} />}
        <UpperTextInput label={KIRIM_BOS_TEXT.asalBarang} withAsterisk value={item.asal_barang} onValueChange={(v) => onChange({ ...item, asal_barang: v })} />
        <Group grow gap="xs">
          <DigitsInput label={KIRIM_BOS_TEXT.qty} withAsterisk value={item.qty} onValueChange={(v) => onChange({ ...item, qty: v })} />
          <WeightInput label={KIRIM_BOS_TEXT.berat} withAsterisk value={item.berat} onValueChange={(v) => onChange({ ...item, berat: v })} />
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

