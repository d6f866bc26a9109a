// The goods form of /terima-barang (add) and /data-barang (edit): every field of the spec's goods record,
// the 13 required ones answering '<Field> Tidak Boleh Kosong', 'Berat Susut Tidak Boleh Lebih Dari Susut
// Tukang' (save disabled meanwhile), the PESANAN switch (Berat Awal read-only, Berat Tukang, Berat Customer,
// No Pesanan instead of Berat Asli) and the price computed by the server (POST tambah-barang/calculate)
// whenever category, weight or purity change. Enter never submits; texts are upper-case as typed.
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Grid, Group, Input, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import {
  BARANG_LABELS,
  barangApi,
  compareGrams,
  formatRupiah,
  isGramString,
  isKadar,
  MESSAGES,
  parseGrams,
  toGramString,
  type BarangForm,
  type BarangFormInput,
  type BarangRecord,
  type MasterRowOf,
} from '@kencana/core';
import { DigitsInput, PurityInput, UpperTextInput, WeightInput } from '../../components/inputs/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { callApi } from '../../lib/api.ts';
import { preventEnterSubmit } from '../../lib/forms.ts';
import { useMasterList } from '../../lib/master-lists.ts';
import { notifyError } from '../../lib/notify.ts';

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
} as const;

/** Fields kept after an item is added, so the next item of a batch needs only its own figures. */
export const STICKY_FIELDS: readonly FormField[] = ['kode_kategori', 'kode_jenis', 'kode_lokasi_toko', 'tipe_barang', 'status', 'kadar', 'kadar_cetak', 'kadar_modal', 'tujuan', 'berat_bandrol'];

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

/** True when Berat Susut is more than Susut Tukang (both readable weights; a missing Susut Tukang is 0). */
export function susutMelebihi(beratSusut: string, susutTukang: string): boolean {
  const tukang = susutTukang.trim() === '' ? '0' : susutTukang;
  return isGramString(beratSusut) && isGramString(tukang) && compareGrams(beratSusut, tukang) > 0;
}

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

/** A readable weight written with 3 decimals ("2.5" → "2.500"); anything else stays as typed. */
function threeDecimals(text: string): string {
  return isGramString(text) ? toGramString(parseGrams(text)) : text;
}

interface FieldProps {
  name: FormField;
  control: Control<BarangFormValues>;
  error?: string;
  required?: boolean;
  readOnly?: boolean;
}

function Weight({ name, control, error, required, readOnly, label }: FieldProps & { label?: string }) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <WeightInput
          label={label ?? BARANG_LABELS[name]}
          size="xs"
          withAsterisk={required}
          readOnly={readOnly}
          variant={readOnly ? 'filled' : 'default'}
          value={field.value}
          onChange={field.onChange}
          onBlur={() => {
            field.onChange(threeDecimals(field.value));
            field.onBlur();
          }}
          error={error}
        />
      )}
    />
  );
}

function Upper({ name, control, error, required, label }: FieldProps & { label?: string }) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => <UpperTextInput label={label ?? BARANG_LABELS[name]} size="xs" withAsterisk={required} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={error} />}
    />
  );
}

function Digits({ name, control, error }: FieldProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => <DigitsInput label={BARANG_LABELS[name]} size="xs" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={error} leftSection={<Text size="xs">Rp.</Text>} />}
    />
  );
}

export interface BarangFormProps {
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

export function BarangFormPanel({ mode, initial, initialHarga, kodeBarcode, kodeToko, onSubmit, aside, actions, readOnly = false }: BarangFormProps) {
  const form = useForm<BarangFormValues>({ defaultValues: initial });
  const { control, handleSubmit, setValue, getValues, setError, clearErrors, formState, reset } = form;
  const errors = formState.errors;
  const err = (name: FormField) => errors[name]?.message;
  const [saving, setSaving] = useState(false);
  const [harga, setHarga] = useState<number | null>(initialHarga ?? null);
  const [pricing, setPricing] = useState(false);
  const watched = useWatch({ control });
  const status = watched.status ?? 'AKTIF';
  const pesanan = status === 'PESANAN';
  const kategori = watched.kode_kategori ?? '';
  const formId = useId();

  // The default Berat Bandrol is the first bandrol of the master list (spec 000 §7).
  const { data: bandrol = [] } = useMasterList('bandrol');
  useEffect(() => {
    const first = bandrol[0] as MasterRowOf<'bandrol'> | undefined;
    if (mode === 'add' && first && getValues('berat_bandrol') === '') setValue('berat_bandrol', threeDecimals(String(first.berat_bandrol ?? '')));
  }, [bandrol, mode, getValues, setValue]);

  // Types of the chosen category only; a type of another category is cleared.
  const byKategori = useMemo(() => (row: MasterRowOf<'jenis'>) => row.kode_group === kategori, [kategori]);
  const { data: jenis = [] } = useMasterList('jenis');
  useEffect(() => {
    const chosen = getValues('kode_jenis');
    if (chosen && jenis.length > 0 && !jenis.some((row) => row.kode_dept === chosen && row.kode_group === kategori)) setValue('kode_jenis', '');
  }, [kategori, jenis, getValues, setValue]);

  // The price, recomputed by the server as category, weight or purity change (an order item's weight
  // changes as it is made). Edit mode keeps the stored price until one of them changes.
  const priceKey = `${kategori}|${watched.berat ?? ''}|${watched.kadar ?? ''}`;
  const [debouncedKey] = useDebouncedValue(priceKey, 350);
  const startKey = useRef(mode === 'edit' ? priceKey : null);
  useEffect(() => {
    if (debouncedKey === startKey.current) return;
    startKey.current = null;
    const [group = '', berat = '', kadar = ''] = debouncedKey.split('|');
    if (!group || !isGramString(berat) || parseGrams(berat).isZero() || !isKadar(kadar.toUpperCase())) {
      setHarga(null);
      return;
    }
    let live = true;
    setPricing(true);
    callApi(barangApi.calculate, { body: { kode_group: group, berat, kadar } })
      .then((answer) => live && setHarga(answer.harga_jual))
      .catch(() => live && setHarga(null))
      .finally(() => live && setPricing(false));
    return () => {
      live = false;
    };
  }, [debouncedKey]);

  const susutError = susutMelebihi(watched.berat_susut ?? '', watched.susut_tukang ?? '') ? MESSAGES.beratSusutTidakBolehLebihDariSusutTukang : undefined;

  const submit = handleSubmit(async (values) => {
    clearErrors();
    const payload = toPayload(values, harga);
    const parsed = barangApi.BarangFormSchema.safeParse(payload);
    if (!parsed.success) {
      let first: string | undefined;
      const marked = new Set<FormField>();
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '') as FormField;
        // An order item's Berat Asli is its Berat: the message belongs under Berat.
        const field = pesanan && key === 'berat_asli' ? 'berat' : key;
        if (!FORM_FIELDS.includes(field) || marked.has(field)) continue;
        marked.add(field);
        setError(field, { message: issue.message });
        first ??= issue.message;
      }
      if (first) notifyError(first);
      return;
    }
    setSaving(true);
    try {
      const saved = await onSubmit(payload, values);
      if (saved && mode === 'add') {
        const keep = Object.fromEntries(STICKY_FIELDS.map((f) => [f, values[f]]));
        reset(emptyValues(keep));
        setHarga(null);
        document.getElementById(`${formId}-kategori`)?.focus();
      }
    } finally {
      setSaving(false);
    }
  });

  // Purity texts follow Kadar unless typed otherwise; Berat Asli follows Berat.
  const fillFrom = (source: FormField, targets: FormField[]) => {
    const value = getValues(source);
    for (const target of targets) if (getValues(target) === '' && value !== '') setValue(target, value);
  };

  const required = (name: FormField) => ({ name, control, error: err(name), required: true });

  return (
    <form onSubmit={(e) => void submit(e)} onKeyDown={preventEnterSubmit} noValidate aria-label={mode === 'add' ? 'Tambah Barang' : 'Edit Barang'}>
      <Grid gap="md">
        <Grid.Col span={aside ? 9 : 12}>
          <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap={6}>
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
              <Controller
                name="kode_kategori"
                control={control}
                render={({ field }) => (
                  <MasterSelect
                    list="group"
                    id={`${formId}-kategori`}
                    autoFocus={mode === 'add'}
                    label={BARANG_LABELS.kode_kategori}
                    withAsterisk
                    size="xs"
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    allowDeselect={false}
                    error={err('kode_kategori')}
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
              <Controller
                name="kode_jenis"
                control={control}
                render={({ field }) => (
                  <MasterSelect
                    list="jenis"
                    where={byKategori}
                    label={BARANG_LABELS.kode_jenis}
                    withAsterisk
                    size="xs"
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    allowDeselect={false}
                    error={err('kode_jenis')}
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
              <Controller
                name="kode_lokasi_toko"
                control={control}
                render={({ field }) => (
                  <MasterSelect
                    list="baki"
                    query={kodeToko ? { kode_toko: kodeToko } : undefined}
                    label={BARANG_LABELS.kode_lokasi_toko}
                    withAsterisk
                    size="xs"
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    allowDeselect={false}
                    error={err('kode_lokasi_toko')}
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
              <Controller
                name="tujuan"
                control={control}
                render={({ field }) => (
                  <MasterSelect
                    list="toko"
                    label={BARANG_LABELS.tujuan}
                    withAsterisk
                    size="xs"
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    allowDeselect={false}
                    error={err('tujuan')}
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
            </SimpleGrid>
            <SimpleGrid cols={5} spacing="xs" verticalSpacing={6}>
              <Controller
                name="tipe_barang"
                control={control}
                render={({ field }) => (
                  <Input.Wrapper label={BARANG_LABELS.tipe_barang} size="xs" withAsterisk error={err('tipe_barang')}>
                    <SegmentedControl
                      fullWidth
                      size="xs"
                      aria-label={BARANG_LABELS.tipe_barang}
                      data={[...barangApi.TIPE_BARANG]}
                      value={field.value}
                      onChange={field.onChange}
                      color={err('tipe_barang') ? 'red' : undefined}
                    />
                  </Input.Wrapper>
                )}
              />
              <Controller
                name="status"
                control={control}
                render={({ field }) => (
                  <Input.Wrapper label={BARANG_LABELS.status} size="xs">
                    <SegmentedControl fullWidth size="xs" aria-label={BARANG_LABELS.status} data={[...barangApi.STATUS_BARANG]} value={field.value} onChange={field.onChange} />
                  </Input.Wrapper>
                )}
              />
              <Box style={{ gridColumn: 'span 3' }}>
                <Upper {...required('nama_barang')} />
              </Box>
            </SimpleGrid>
            <SimpleGrid cols={5} spacing="xs" verticalSpacing={6}>
              <Controller
                name="berat"
                control={control}
                render={({ field }) => (
                  <WeightInput
                    label={BARANG_LABELS.berat}
                    size="xs"
                    withAsterisk
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={() => {
                      field.onChange(threeDecimals(field.value));
                      if (!pesanan) fillFrom('berat', ['berat_asli']);
                      field.onBlur();
                    }}
                    error={err('berat')}
                  />
                )}
              />
              {pesanan ? (
                <>
                  <TextInput
                    label={BARANG_LABELS.berat_awal}
                    size="xs"
                    readOnly
                    variant="filled"
                    value={threeDecimals(watched.berat_awal || watched.berat || '')}
                    styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
                  />
                  <Weight name="berat_tukang" control={control} error={err('berat_tukang')} />
                  <Weight name="berat_customer" control={control} error={err('berat_customer')} />
                  <Upper name="no_pesanan" control={control} error={err('no_pesanan')} required />
                </>
              ) : (
                <>
                  <Weight {...required('berat_asli')} />
                  <Weight {...required('berat_cad')} />
                  <Weight name="berat_susut" control={control} error={err('berat_susut') ?? susutError} required />
                  <Weight name="susut_tukang" control={control} error={err('susut_tukang')} />
                </>
              )}
            </SimpleGrid>
            {pesanan && (
              <SimpleGrid cols={5} spacing="xs" verticalSpacing={6}>
                <Weight {...required('berat_cad')} />
                <Weight name="berat_susut" control={control} error={err('berat_susut') ?? susutError} required />
                <Weight name="susut_tukang" control={control} error={err('susut_tukang')} />
              </SimpleGrid>
            )}
            <SimpleGrid cols={5} spacing="xs" verticalSpacing={6}>
              {(['kadar', 'kadar_modal'] as const).map((name) => (
                <Controller
                  key={name}
                  name={name}
                  control={control}
                  render={({ field }) => (
                    <PurityInput
                      label={BARANG_LABELS[name]}
                      size="xs"
                      withAsterisk
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={() => {
                        if (name === 'kadar') fillFrom('kadar', ['kadar_cetak', 'kadar_modal']);
                        field.onBlur();
                      }}
                      error={err(name)}
                    />
                  )}
                />
              ))}
              <Upper {...required('kadar_cetak')} />
              <Upper name="kode_barang" control={control} error={err('kode_barang')} />
              <Upper name="kode_intern" control={control} error={err('kode_intern')} />
            </SimpleGrid>
            <SimpleGrid cols={5} spacing="xs" verticalSpacing={6}>
              <Controller
                name="nama_atribut"
                control={control}
                render={({ field }) => (
                  <MasterSelect
                    list="atribut"
                    label={BARANG_LABELS.nama_atribut}
                    size="xs"
                    clearable
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
              <Weight name="berat_atribut" control={control} error={err('berat_atribut')} />
              <Digits name="harga_atribut" control={control} error={err('harga_atribut')} />
              <Weight name="berat_bandrol" control={control} error={err('berat_bandrol')} />
              <Weight name="berat_plastik" control={control} error={err('berat_plastik')} />
            </SimpleGrid>
            <SimpleGrid cols={5} spacing="xs" verticalSpacing={6}>
              <Upper name="tag_id" control={control} error={err('tag_id')} />
              <Digits name="harga_beli" control={control} error={err('harga_beli')} />
              <Digits name="ongkos" control={control} error={err('ongkos')} />
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
