// The goods form of /terima-barang (add) and /data-barang (edit): every field of the spec's goods record,
// the 13 required ones answering '<Field> Tidak Boleh Kosong', 'Berat Susut Tidak Boleh Lebih Dari Susut
// Tukang' (save disabled meanwhile), the PESANAN switch (Berat Awal read-only, Berat Tukang, Berat Customer,
// No Pesanan instead of Berat Asli) and the price computed by the server (POST tambah-barang/calculate)
// whenever category, weight or purity change. Enter never submits; texts are upper-case as typed.
import { useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { Box, Button, Grid, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type FieldError, type FieldErrors, type Resolver, type ResolverResult } from 'react-hook-form';
import {
  BARANG_LABELS,
  barangApi,
  beratMelebihiBatas,
  formatGrams,
  formatQty,
  formatRupiah,
  isGramString,
  isKadar,
  isZeroGrams,
  kirimanApi,
  MESSAGES,
  padGrams,
  susutMelebihiTukang,
  type BarangForm,
  type BarangFormInput,
  type BarangRecord,
  type MasterRowOf,
} from '@kencana/core';
import {
  MasterSelectField,
  MoneyField,
  PurityField,
  SegmentedField,
  UpperTextField,
  WeightField,
} from '../../components/form-fields/index.ts';
import { confirmAction } from '../../components/dialogs/confirm.ts';
import { errorText, useApiQuery } from '../../lib/api.ts';
import { preventEnterSubmit } from '../../lib/forms.ts';
import { useMasterList } from '../../lib/master-lists.ts';
import { notifyError } from '../../lib/notify.ts';
import { focusOnArrival } from '../../lib/use-focus-when-ready.ts';

/** Every input of the form, as text (the contract parses and upper-cases them). */
export const FORM_FIELDS = [
  'kode_kategori',
  'kode_jenis',
  'kode_lokasi_toko',
  'tipe_barang',
  'status',
  'nama_barang',
  'kode_barang',
  'kode_intern',
  'tag_id',
  'berat',
  'berat_asli',
  'berat_awal',
  'berat_tukang',
  'berat_customer',
  'no_pesanan',
  'no_kirim',
  'berat_cad',
  'berat_susut',
  'susut_tukang',
  'kadar',
  'kadar_cetak',
  'kadar_modal',
  'tujuan',
  'nama_atribut',
  'berat_atribut',
  'harga_atribut',
  'berat_bandrol',
  'berat_plastik',
  'harga_beli',
  'ongkos',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export type BarangFormValues = Record<FormField, string>;

/** Labels of the form that are not in BARANG_LABELS. */
export const BARANG_FORM_TEXT = {
  kodeBarcode: 'Kode Barcode',
  hargaJual: 'Harga Jual',
  hargaOtomatis: 'Dihitung dari harga emas kategori',
  menghitung: 'Menghitung…',
  simpan: 'Simpan',
  simpanPerubahan: 'Simpan Perubahan',
  barcodeBaru: 'Otomatis',
  sisaKiriman: 'Sisa Kiriman',
  belumDivalidasi: 'Belum Divalidasi Terima Stock',
} as const;

/** Fields kept after an item is added, so the next item of a batch needs only its own figures. */
export const STICKY_FIELDS: readonly FormField[] = [
  'no_kirim',
  'kode_kategori',
  'kode_jenis',
  'kode_lokasi_toko',
  'tipe_barang',
  'status',
  'kadar',
  'kadar_cetak',
  'kadar_modal',
  'tujuan',
  'berat_bandrol',
];

export function emptyValues(overrides: Partial<BarangFormValues> = {}): BarangFormValues {
  const values = Object.fromEntries(FORM_FIELDS.map((f) => [f, ''])) as BarangFormValues;
  return { ...values, status: 'AKTIF', ...overrides };
}

const dashToEmpty = (text: string): string => (text === '-' ? '' : text);
const zeroToEmpty = (n: number): string => (n ? String(n) : '');

/** The form's values of a stored item (edit mode). */
export function valuesOf(record: BarangRecord): BarangFormValues {
  return {
    kode_kategori: record.kode_group,
    kode_jenis: record.kode_dept,
    kode_lokasi_toko: dashToEmpty(record.kode_baki),
    tipe_barang: dashToEmpty(record.tipe_barang),
    status: record.status === 'PESANAN' ? 'PESANAN' : 'AKTIF',
    nama_barang: dashToEmpty(record.nama_barang),
    kode_barang: dashToEmpty(record.kode_barang),
    kode_intern: dashToEmpty(record.kode_intern),
    tag_id: dashToEmpty(record.tag_id),
    berat: record.berat,
    berat_asli: record.berat_asli,
    berat_awal: record.berat_awal,
    berat_tukang: record.berat_tukang,
    berat_customer: record.berat_customer,
    no_pesanan: dashToEmpty(record.no_pesanan),
    no_kirim: '',
    berat_cad: record.berat_cad,
    berat_susut: record.berat_susut,
    susut_tukang: record.susut_tukang,
    kadar: dashToEmpty(record.kadar),
    kadar_cetak: dashToEmpty(record.kadar_cetak),
    kadar_modal: dashToEmpty(record.kadar_modal),
    tujuan: dashToEmpty(record.tujuan),
    nama_atribut: dashToEmpty(record.nama_atribut),
    berat_atribut: record.berat_atribut,
    harga_atribut: zeroToEmpty(record.harga_atribut),
    berat_bandrol: record.berat_bandrol,
    berat_plastik: record.berat_plastik,
    harga_beli: zeroToEmpty(record.harga_beli),
    ongkos: zeroToEmpty(record.ongkos),
  };
}

/** The weight inputs of one piece, checked against the bound of one piece before a save. */
const PIECE_WEIGHTS: readonly FormField[] = [
  'berat',
  'berat_asli',
  'berat_tukang',
  'berat_customer',
  'berat_cad',
  'berat_susut',
  'susut_tukang',
  'berat_atribut',
  'berat_bandrol',
  'berat_plastik',
];

/**
 * The weights of the form above the bound of one piece (core beratMelebihiBatas), as "Berat 325,000.000 gr"
 * (an order item has no Berat Asli of its own; an ordinary one no Berat Tukang / Berat Customer).
 */
export function beratBerlebih(values: BarangFormValues): string[] {
  const pesanan = values.status === 'PESANAN';
  const hidden: FormField[] = pesanan ? ['berat_asli'] : ['berat_tukang', 'berat_customer'];
  return PIECE_WEIGHTS.filter((f) => !hidden.includes(f) && beratMelebihiBatas(values[f])).map(
    (f) => `${BARANG_LABELS[f]} ${formatGrams(values[f], 3)} gr`,
  );
}

/** True when Berat Susut is more than Susut Tukang: the contract's rule (core susutMelebihiTukang). */
export const susutMelebihi = susutMelebihiTukang;

/**
 * What is sent: the text values, with Berat Asli = Berat for an order item (its form shows Berat Awal
 * instead) and Berat Awal = Berat when not given, and the shown price (0: the server prices it).
 */
export function toPayload(values: BarangFormValues, harga: number | null): BarangFormInput {
  const pesanan = values.status === 'PESANAN';
  return {
    ...values,
    berat_asli: pesanan ? values.berat : values.berat_asli,
    berat_awal: values.berat_awal || values.berat,
    no_pesanan: pesanan ? values.no_pesanan : '',
    berat_tukang: pesanan ? values.berat_tukang : '',
    berat_customer: pesanan ? values.berat_customer : '',
    harga_jual: harga ?? 0,
  };
}

const contractResolver = zodResolver(barangApi.BarangFormSchema);

/**
 * The contract's schema resolves the form: it checks the values as they will be sent (toPayload), keeps the
 * first message of each field of the form, and puts an order item's Berat Asli message under Berat (its
 * Berat Asli is its Berat).
 */
const barangResolver: Resolver<BarangFormValues, unknown, BarangForm> = async (values, context, options) => {
  const result = await contractResolver(toPayload(values, null), context, options as unknown as Parameters<typeof contractResolver>[2]);
  const found = Object.entries(result.errors);
  if (found.length === 0) return result as unknown as ResolverResult<BarangFormValues, BarangForm>;
  const errors: FieldErrors<BarangFormValues> = {};
  for (const [key, error] of found) {
    const field = (values.status === 'PESANAN' && key === 'berat_asli' ? 'berat' : key) as FormField;
    if (FORM_FIELDS.includes(field) && !errors[field]) errors[field] = error as FieldError;
  }
  return { values: {}, errors: Object.keys(errors).length > 0 ? errors : (result.errors as FieldErrors<BarangFormValues>) };
};

/** What a screen may ask of the form. */
export interface BarangFormHandle {
  /** Focuses the first field (Kategori) without opening its list. */
  focusFirst: () => void;
}

export interface BarangFormProps {
  ref?: Ref<BarangFormHandle>;
  mode: 'add' | 'edit';
  /** Starting values (edit: the stored item; add: defaults such as the user's store as Tujuan). */
  initial: BarangFormValues;
  /** The stored price shown until a figure changes (edit). */
  initialHarga?: number;
  /** Edit: the item's barcode, shown read-only. */
  kodeBarcode?: string;
  /** The store whose trays are offered (default the user's). */
  kodeToko?: string;
  /** Saves; resolves true when saved (add mode then clears the item's own fields). */
  onSubmit: (payload: BarangFormInput, values: BarangFormValues) => Promise<boolean>;
  /** The photo panel beside the fields. */
  aside?: ReactNode;
  /** Buttons beside Save. */
  actions?: ReactNode;
  /** Shown but not editable (an item that is not on a tray); Save is hidden. */
  readOnly?: boolean;
}

export function BarangFormPanel({
  ref,
  mode,
  initial,
  initialHarga,
  kodeBarcode,
  kodeToko,
  onSubmit,
  aside,
  actions,
  readOnly = false,
}: BarangFormProps) {
  // Checked when Save is pressed; after that a field's message is checked again as it is edited (a filled
  // field loses its 'Tidak Boleh Kosong'). Nothing is focused.
  const form = useForm<BarangFormValues, unknown, BarangForm>({
    defaultValues: initial,
    resolver: barangResolver,
    shouldFocusError: false,
  });
  const { control, handleSubmit, setValue, getValues, getFieldState, reset } = form;
  const [saving, setSaving] = useState(false);
  const watched = useWatch({ control });
  const queryClient = useQueryClient();
  const status = watched.status ?? 'AKTIF';
  const pesanan = status === 'PESANAN';
  const kategori = watched.kode_kategori ?? '';
  const formId = useId();
  const kategoriInput = () => document.getElementById(`${formId}-kategori`);
  const focusFirst = () => kategoriInput()?.focus();
  useImperativeHandle(ref, () => ({ focusFirst }));
  // Berat as it was when Berat was last left: Berat Asli follows Berat while it is empty or still equal to it.
  const beratSebelum = useRef(initial.berat);

  // Adding starts at Kategori (its list stays closed) once it can take the focus: it is disabled while loading.
  const { data: kategoriList = [] } = useMasterList('group');
  const focusedOnOpen = useRef(false);
  useEffect(() => {
    if (mode !== 'add' || readOnly || focusedOnOpen.current || kategoriList.length === 0) return;
    focusedOnOpen.current = true;
    // Not when the person went into a field (No Kirim, say) while the list loaded: their typing stays there.
    setTimeout(() => focusOnArrival(kategoriInput()), 0);
  });

  // The default Berat Bandrol is the first bandrol of the master list (spec 000 §7).
  const { data: bandrol = [] } = useMasterList('bandrol');
  useEffect(() => {
    const first = bandrol[0] as MasterRowOf<'bandrol'> | undefined;
    if (mode === 'add' && first && getValues('berat_bandrol') === '')
      setValue('berat_bandrol', padGrams(String(first.berat_bandrol ?? '')));
  }, [bandrol, mode, getValues, setValue]);

  // Types of the chosen category only; a type of another category is cleared.
  const byKategori = useMemo(() => (row: MasterRowOf<'jenis'>) => row.kode_group === kategori, [kategori]);
  const { data: jenis = [] } = useMasterList('jenis');
  useEffect(() => {
    const chosen = getValues('kode_jenis');
    if (chosen && jenis.length > 0 && !jenis.some((row) => row.kode_dept === chosen && row.kode_group === kategori))
      setValue('kode_jenis', '');
  }, [kategori, jenis, getValues, setValue]);

  // The price, computed by the server (POST tambah-barang/calculate) as category, weight or purity change (an
  // order item's weight changes as it is made). Edit mode keeps the stored price until one of them changes;
  // a saved item's price goes as its fields are cleared.
  const priceKey = `${kategori}|${watched.berat ?? ''}|${watched.kadar ?? ''}`;
  const [debouncedKey] = useDebouncedValue(priceKey, 350);
  const [storedKey, setStoredKey] = useState(mode === 'edit' ? priceKey : null);
  if (storedKey !== null && debouncedKey !== storedKey) setStoredKey(null);
  const [savedKey, setSavedKey] = useState<string | null>(null);
  if (savedKey !== null && debouncedKey !== savedKey) setSavedKey(null);
  const [group = '', berat = '', kadar = ''] = debouncedKey.split('|');
  const priceable =
    storedKey === null &&
    debouncedKey !== savedKey &&
    Boolean(group) &&
    isGramString(berat) &&
    !isZeroGrams(berat) &&
    isKadar(kadar.toUpperCase());
  const price = useApiQuery(
    barangApi.calculate,
    { body: { kode_group: group, berat, kadar } },
    { enabled: priceable, staleTime: 0, placeholderData: keepPreviousData },
  );
  const pricing = priceable && price.isFetching;
  const harga = storedKey !== null ? (initialHarga ?? null) : priceable && !price.isError ? (price.data?.harga_jual ?? null) : null;

  const susutError = susutMelebihi(watched.berat_susut ?? '', watched.susut_tukang ?? '')
    ? MESSAGES.beratSusutTidakBolehLebihDariSusutTukang
    : undefined;

  const submit = handleSubmit(
    async () => {
      const values = getValues();
      // A weight above what one piece can weigh is almost always a lost decimal point: ask first.
      const berlebih = beratBerlebih(values);
      if (berlebih.length > 0 && !(await confirmAction({ message: `${berlebih.join(', ')}. ${MESSAGES.beratMelebihiBatasSatuBarang}` })))
        return;
      setSaving(true);
      try {
        const saved = await onSubmit(toPayload(values, harga), values);
        // An item entered out of a shipment (or refused by it) changes what the shipment holds.
        if (values.no_kirim) void queryClient.invalidateQueries({ queryKey: [kirimanApi.kirimanSaldo.path] });
        if (saved && mode === 'add') {
          const keep = Object.fromEntries(STICKY_FIELDS.map((f) => [f, values[f]]));
          reset(emptyValues(keep));
          beratSebelum.current = '';
          setSavedKey(debouncedKey);
          focusFirst();
        }
      } finally {
        setSaving(false);
      }
    },
    (errors) => {
      const first = Object.values(errors).find((error) => error?.message)?.message;
      if (first) notifyError(first);
    },
  );

  // A field filled for the user is checked again when it showed a message, so its 'Tidak Boleh Kosong' goes.
  const fill = (target: FormField, value: string) =>
    setValue(target, value, { shouldDirty: true, shouldValidate: Boolean(getFieldState(target).error) });

  // Purity texts follow Kadar unless typed otherwise.
  const fillFrom = (source: FormField, targets: FormField[]) => {
    const value = getValues(source);
    for (const target of targets) if (getValues(target) === '' && value !== '') fill(target, value);
  };

  // Berat Asli follows Berat while the user has not typed a Berat Asli of its own (it is empty or still the
  // previous Berat), so a corrected Berat corrects it too.
  const followBerat = () => {
    const berat = getValues('berat');
    const asli = getValues('berat_asli');
    if (!pesanan && berat !== '' && (asli === '' || padGrams(asli) === padGrams(beratSebelum.current))) fill('berat_asli', berat);
    beratSebelum.current = berat;
  };

  /** The props of one field of the form, labelled as the contract labels it. */
  const bind = (name: FormField, required = false) => ({ name, control, label: BARANG_LABELS[name], required });

  return (
    <form
      onSubmit={(e) => void submit(e)}
      onKeyDown={preventEnterSubmit}
      noValidate
      aria-label={mode === 'add' ? 'Tambah Barang' : 'Ubah Barang'}
    >
      <Grid gap="md">
        <Grid.Col span={aside ? 9 : 12}>
          <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap={6}>
              {/* The four selects share the first row (a quarter each), wide enough at 1366 × 768 for a chosen
                "code - name"; the read-only barcode goes to the second row. */}
              {/* Entering a KB/KC shipment: its number; each item counts against what the shipment holds. */}
              {mode === 'add' && (
                <SimpleGrid cols={5} spacing="xs" verticalSpacing={6}>
                  <UpperTextField {...bind('no_kirim')} />
                  <Box style={{ gridColumn: 'span 4', alignSelf: 'end' }}>
                    <SisaKiriman noKirim={watched.no_kirim ?? ''} />
                  </Box>
                </SimpleGrid>
              )}
              <SimpleGrid cols={4} spacing="xs" verticalSpacing={6}>
                <MasterSelectField {...bind('kode_kategori', true)} list="group" id={`${formId}-kategori`} />
                <MasterSelectField {...bind('kode_jenis', true)} list="jenis" where={byKategori} />
                <MasterSelectField {...bind('kode_lokasi_toko', true)} list="baki" query={kodeToko ? { kode_toko: kodeToko } : undefined} />
                <MasterSelectField {...bind('tujuan', true)} list="toko" />
              </SimpleGrid>
              <SimpleGrid cols={5} spacing="xs" verticalSpacing={6}>
                <TextInput
                  label={BARANG_FORM_TEXT.kodeBarcode}
                  size="xs"
                  readOnly
                  variant="filled"
                  value={kodeBarcode ?? ''}
                  placeholder={mode === 'add' ? BARANG_FORM_TEXT.barcodeBaru : undefined}
                  styles={{ input: { fontFamily: 'monospace', fontWeight: 600 } }}
                />
                <SegmentedField {...bind('tipe_barang', true)} data={barangApi.TIPE_BARANG} />
                <SegmentedField {...bind('status')} data={barangApi.STATUS_BARANG} />
                <Box style={{ gridColumn: 'span 2' }}>
                  <UpperTextField {...bind('nama_barang', true)} />
                </Box>
              </SimpleGrid>
              <SimpleGrid cols={5} spacing="xs" verticalSpacing={6}>
                <WeightField {...bind('berat', true)} onBlurred={followBerat} />
                {pesanan ? (
                  <>
                    <TextInput
                      label={BARANG_LABELS.berat_awal}
                      size="xs"
                      readOnly
                      variant="filled"
                      value={padGrams(watched.berat_awal || watched.berat || '')}
                      styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
                    />
                    <WeightField {...bind('berat_tukang')} />
                    <WeightField {...bind('berat_customer')} />
                    <UpperTextField {...bind('no_pesanan', true)} />
                  </>
                ) : (
                  <>
                    <WeightField {...bind('berat_asli', true)} />
                    <WeightField {...bind('berat_cad', true)} />
                    <WeightField {...bind('berat_susut', true)} error={susutError} />
                    <WeightField {...bind('susut_tukang')} />
                  </>
                )}
              </SimpleGrid>
              {pesanan && (
                <SimpleGrid cols={5} spacing="xs" verticalSpacing={6}>
                  <WeightField {...bind('berat_cad', true)} />
                  <WeightField {...bind('berat_susut', true)} error={susutError} />
                  <WeightField {...bind('susut_tukang')} />
                </SimpleGrid>
              )}
              <SimpleGrid cols={5} spacing="xs" verticalSpacing={6}>
                <PurityField {...bind('kadar', true)} onBlurred={() => fillFrom('kadar', ['kadar_cetak', 'kadar_modal'])} />
                <PurityField {...bind('kadar_modal', true)} />
                <UpperTextField {...bind('kadar_cetak', true)} />
                <UpperTextField {...bind('kode_barang')} />
                <UpperTextField {...bind('kode_intern')} />
              </SimpleGrid>
              <SimpleGrid cols={5} spacing="xs" verticalSpacing={6}>
                <MasterSelectField {...bind('nama_atribut')} list="atribut" clearable allowDeselect />
                <WeightField {...bind('berat_atribut')} />
                <MoneyField {...bind('harga_atribut')} />
                <WeightField {...bind('berat_bandrol')} />
                <WeightField {...bind('berat_plastik')} />
              </SimpleGrid>
              <SimpleGrid cols={5} spacing="xs" verticalSpacing={6}>
                <UpperTextField {...bind('tag_id')} />
                <MoneyField {...bind('harga_beli')} />
                <MoneyField {...bind('ongkos')} />
                <Box style={{ gridColumn: 'span 2' }}>
                  <TextInput
                    label={BARANG_FORM_TEXT.hargaJual}
                    description={BARANG_FORM_TEXT.hargaOtomatis}
                    inputWrapperOrder={['label', 'input', 'description']}
                    size="xs"
                    readOnly
                    variant="filled"
                    value={pricing ? BARANG_FORM_TEXT.menghitung : harga !== null ? formatRupiah(harga) : ''}
                    styles={{ input: { fontWeight: 700, fontSize: 'var(--mantine-font-size-sm)', fontVariantNumeric: 'tabular-nums' } }}
                  />
                </Box>
              </SimpleGrid>
            </Stack>
          </fieldset>
          <Group justify="flex-end" gap="xs" mt={10}>
            {actions}
            {!readOnly && (
              <Button type="submit" size="xs" leftSection={<IconDeviceFloppy size={14} />} loading={saving} disabled={Boolean(susutError)}>
                {mode === 'add' ? BARANG_FORM_TEXT.simpan : BARANG_FORM_TEXT.simpanPerubahan}
              </Button>
            )}
          </Group>
        </Grid.Col>
        {aside && <Grid.Col span={3}>{aside}</Grid.Col>}
      </Grid>
    </form>
  );
}

export type { BarangForm };

/** What the shipment named in No Kirim still holds (GET kirim-barang-bos/saldo/:no_kirim), as staff enter it. */
function SisaKiriman({ noKirim }: { noKirim: string }) {
  const [typed] = useDebouncedValue(noKirim.trim().toUpperCase(), 500);
  const saldo = useApiQuery(
    kirimanApi.kirimanSaldo,
    { params: { no_kirim: typed } },
    { enabled: typed.length >= 8, retry: false, staleTime: 0 },
  );
  if (typed.length < 8) return null;
  if (saldo.isError)
    return (
      <Text size="xs" c="red">
        {errorText(saldo.error, MESSAGES.dataYangAndaCariTidakAda)}
      </Text>
    );
  const row = saldo.data?.data;
  if (!row) return null;
  return (
    <Text size="xs" c={row.status === 'OPEN' && row.validasi ? 'dimmed' : 'red'} data-testid="sisa-kiriman" pb={6}>
      {`${BARANG_FORM_TEXT.sisaKiriman} ${row.no_kirim_bos} (${row.kode_group}): ${formatQty(row.qty_sisa)} pcs · ${formatGrams(row.berat_sisa, 3)} gr · ${row.status}${row.validasi ? '' : ` · ${BARANG_FORM_TEXT.belumDivalidasi}`}`}
    </Text>
  );
}
