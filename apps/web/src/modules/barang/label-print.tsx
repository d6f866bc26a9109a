// Printing the barcode labels of goods just added or imported, through the /cetak-barcode label endpoint
// (POST cetak-barcode/label): a label size and a button.
import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { cetakBarcodeApi, MESSAGES } from '@kencana/core';
import { DEFAULT_LABEL_SIZE, LABEL_SIZE_KEYS, LABEL_SIZES, type LabelSize } from '@kencana/core/contracts/cetak-barcode';
import { errorText } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';

export const LABEL_TEXT = { ukuran: 'Ukuran Label', cetak: 'Cetak Label' } as const;

/** Saves the labels of the given barcodes as a PDF (one page per label, sized to the stock). */
export async function printLabels(kode_barcodes: readonly string[], ukuran: LabelSize): Promise<void> {
  await downloadFile(
    cetakBarcodeApi.printLabels,
    { body: { kode_barcodes: [...kode_barcodes], ukuran } },
    `label_barcode_${kode_barcodes.length}.pdf`,
  );
}

export function LabelPrintButton({ kodeBarcodes, label = LABEL_TEXT.cetak }: { kodeBarcodes: readonly string[]; label?: string }) {
  const [size, setSize] = useState<LabelSize>(DEFAULT_LABEL_SIZE);
  const [printing, setPrinting] = useState(false);
  const print = async () => {
    setPrinting(true);
    try {
      await printLabels(kodeBarcodes, size);
      notifySuccess(MESSAGES.labelBarcodeSiap);
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimData));
    } finally {
      setPrinting(false);
    }
  };
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        label={LABEL_TEXT.ukuran}
        size="xs"
        w={120}
        allowDeselect={false}
        data={LABEL_SIZE_KEYS.map((k) => ({ value: k, label: LABEL_SIZES[k].label }))}
        value={size}
        onChange={(v) => setSize((v as LabelSize | null) ?? DEFAULT_LABEL_SIZE)}
        comboboxProps={{ withinPortal: true }}
      />
      <Button
        size="xs"
        leftSection={<IconPrinter size={14} />}
        loading={printing}
        disabled={kodeBarcodes.length === 0}
        onClick={() => void print()}
      >
        {label}
      </Button>
    </Group>
  );
}
