// /tambah-bahan-tukang and /ambil-bahan-tukang (spec 001 §2, §9): craftsman, jenis PATRI or BAHAN, kategori,
// the remaining material read-only (GET bahan), grams added (or total taken), keterangan upper-cased; Kencana
// adds the tray the gold comes from or goes back to. Enter never submits. Saving downloads the note's slip
// (three copies: INTERNAL, OWNER, TUKANG).
import { useEffect } from 'react';
import { Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import { formatGrams, JENIS_BAHAN, tukangApi, type BahanNote, type BahanNoteInput } from '@kencana/core';
import { MasterSelectField, SegmentedField, UpperTextField, WeightField } from '../../components/form-fields/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { DocumentResultPanel, documentFacts, RESULT_TEXT, SaveButton, useDocumentSave } from '../../components/document/index.ts';
import { callApi, useApiQuery } from '../../lib/api.ts';
import { downloadSlip } from '../../lib/download.ts';
import { preventEnterSubmit } from '../../lib/forms.ts';

export const BAHAN_TEXT = {
  kodeTukang: 'Kode Tukang',
  jenis: 'Jenis',
  kategori: 'Kategori',
  sisaBahan: 'Sisa Bahan',
  tambahBahan: 'Tambah Bahan (gr)',
  totalBahan: 'Total Bahan (gr)',
  keterangan: 'Keterangan',
  baki: 'Baki',
  bakiAsal: 'Baki Asal Bahan',
  bakiTujuan: 'Baki Tujuan Bahan',
  simpan: 'Simpan Data',
  noNota: 'No Nota',
  konfirmasiTambah: 'Tambah Bahan Tukang Ini?',
  konfirmasiAmbil: 'Ambil Bahan Tukang Ini?',
} as const;

const EMPTY: BahanNoteInput = { kode_tukang: '', jenis: 'BAHAN', kode_group: '', jml_bahan: '', keterangan: '', kode_baki: '' };

export default function BahanTukangPage() {
  const { pathname } = useLocation();
  const ambil = pathname === '/ambil-bahan-tukang';
  const client = useQueryClient();
  const form = useForm<BahanNoteInput, unknown, BahanNote>({ defaultValues: EMPTY, resolver: zodResolver(tukangApi.BahanNoteSchema) });
  const [kode_tukang, jenis, kode_group] = useWatch({ control: form.control, name: ['kode_tukang', 'jenis', 'kode_group'] });
  const ready = Boolean(kode_tukang && jenis && kode_group);
  const saldo = useApiQuery(
    tukangApi.getBahan,
    { query: { kode_tukang: String(kode_tukang ?? ''), jenis: jenis as 'BAHAN', kode_group: String(kode_group ?? '') } },
    { enabled: ready },
  );
  const { saving, result, clearResult, submit } = useDocumentSave();

  useEffect(() => form.reset(EMPTY), [pathname, form]);

  // The form's resolver is the contract's schema (it marks the refused field); the toolkit's save then asks,
  // guards, keys and shows the note with its slip.
  const save = form.handleSubmit((body) =>
    submit({
      confirm: {
        message: ambil ? BAHAN_TEXT.konfirmasiAmbil : BAHAN_TEXT.konfirmasiTambah,
        facts: documentFacts({ berat: body.jml_bahan }),
      },
      write: async (key) => {
        const answer = await callApi(ambil ? tukangApi.ambilBahan : tukangApi.tambahBahan, { body }, { idempotencyKey: key });
        downloadSlip(answer.slip);
        form.reset({ ...EMPTY, kode_tukang: body.kode_tukang, jenis: body.jenis, kode_group: body.kode_group, kode_baki: body.kode_baki });
        return {
          message: answer.message,
          no_dokumen: answer.data.no_tambah_tukar,
          berat: body.jml_bahan,
          extra: `${BAHAN_TEXT.sisaBahan} ${formatGrams(answer.data.sisa_bahan, 3)} gr`,
          prints: [{ label: RESULT_TEXT.cetakSlip, kind: 'slip', run: async () => downloadSlip(answer.slip) }],
        };
      },
      afterSuccess: () => client.invalidateQueries({ queryKey: [tukangApi.getBahan.path] }),
    }),
  );

  const sisa = !ready ? '' : saldo.data?.bahan ? formatGrams(saldo.data.bahan.jml_bahan, 3) : saldo.isFetching ? '' : formatGrams('0', 3);
  const errors = form.formState.errors;

  return (
    <PageFrame path={pathname}>
      <form onSubmit={(event) => void save(event)} onKeyDown={preventEnterSubmit} noValidate style={{ maxWidth: 720 }}>
        <DocumentResultPanel result={result} onClose={clearResult} numberLabel={BAHAN_TEXT.noNota} />
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
          <MasterSelectField
            list="tukang"
            name="kode_tukang"
            control={form.control}
            label={BAHAN_TEXT.kodeTukang}
            required
            error={errors.kode_tukang?.message}
          />
          <SegmentedField name="jenis" control={form.control} label={BAHAN_TEXT.jenis} data={JENIS_BAHAN} required />
          <MasterSelectField
            list="group"
            name="kode_group"
            control={form.control}
            label={BAHAN_TEXT.kategori}
            required
            error={errors.kode_group?.message}
          />
          <TextInput
            size="xs"
            label={BAHAN_TEXT.sisaBahan}
            value={sisa}
            readOnly
            variant="filled"
            rightSection={<Text size="xs">gr</Text>}
            data-testid="sisa-bahan"
          />
          <MasterSelectField
            list="baki"
            name="kode_baki"
            control={form.control}
            label={ambil ? BAHAN_TEXT.bakiTujuan : BAHAN_TEXT.bakiAsal}
            required
          />
          <WeightField name="jml_bahan" control={form.control} label={ambil ? BAHAN_TEXT.totalBahan : BAHAN_TEXT.tambahBahan} required />
        </SimpleGrid>
        <UpperTextField name="keterangan" control={form.control} label={BAHAN_TEXT.keterangan} maxLength={200} />
        <Group justify="flex-end" mt="sm">
          <SaveButton
            size="xs"
            icon={<IconDeviceFloppy size={14} />}
            saving={saving}
            label={BAHAN_TEXT.simpan}
            onClick={() => void save()}
          />
        </Group>
      </form>
    </PageFrame>
  );
}
