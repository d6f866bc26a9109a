// The zod error map: every refusal zod words itself (a missing field, a wrong type, a too-long text…) in
// Indonesian from the catalogue, naming the field from the issue's path. Messages a schema declares
// (`{ message }`, `{ error }`) still win: zod asks this map only when the schema is silent.
// Installed once, as core is imported, for the server (request validation) and the web (form resolvers).
import { z } from 'zod';
import {
  MESSAGES,
  dataTidakDikenal,
  harusAngka,
  harusBilanganBulat,
  harusDiisi,
  jumlahMaksimal,
  jumlahMinimal,
  maksimalKarakter,
  minimalKarakter,
  nilaiMaksimal,
  harusLebihDari,
  nilaiMinimal,
  tidakBolehKosong,
  tidakValid,
} from '../messages.ts';

/** Field names whose label is not their words title-cased. */
const LABELS: Record<string, string> = {
  tgl_from: 'Tanggal Awal',
  tgl_to: 'Tanggal Akhir',
  start_date: 'Tanggal Awal',
  end_date: 'Tanggal Akhir',
  tgl_awal: 'Tanggal Awal',
  tgl_akhir: 'Tanggal Akhir',
  page: 'Halaman',
  page_size: 'Jumlah Per Halaman',
  user_id: 'User ID',
  kode_group: 'Kategori',
  kode_dept: 'Jenis',
  kode_kategori: 'Kategori',
  kode_jenis: 'Jenis',
  kode_lokasi_toko: 'Lokasi Toko',
  format: 'Format File',
  items: 'Data Barang',
  barang: 'Data Barang',
  detail: 'Detail',
};

const WORDS: Record<string, string> = { tgl: 'Tanggal', id: 'ID', qty: 'Qty', no: 'No', pcs: 'Pcs' };

/** A field's label from its name: `kode_baki` → 'Kode Baki', `tgl_kirim` → 'Tanggal Kirim'. */
export function fieldLabel(name: string): string {
  const known = LABELS[name];
  if (known) return known;
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => WORDS[word.toLowerCase()] ?? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());
  return words.join(' ') || 'Data';
}

/** The label of the field an issue is about, with the row of a list it sits in: 'Berat (Baris 3)'. */
export function issueLabel(path: readonly PropertyKey[]): { label: string; row: string } {
  const name = [...path].reverse().find((key): key is string => typeof key === 'string');
  const index = [...path].reverse().find((key): key is number => typeof key === 'number');
  return { label: name ? fieldLabel(name) : 'Data', row: index === undefined ? '' : ` (Baris ${index + 1})` };
}

type Issue = z.core.$ZodRawIssue;

/** The Indonesian text of an issue no schema worded. */
export function issueMessage(issue: Issue): string {
  const path = (issue.path ?? []) as PropertyKey[];
  if (path.length === 0 && issue.code !== 'unrecognized_keys') return MESSAGES.dataTidakValid;
  const { label, row } = issueLabel(path);
  const missing = issue.input === undefined || issue.input === null;
  switch (issue.code) {
    case 'invalid_type': {
      if (missing) return harusDiisi(label) + row;
      const expected = String(issue.expected);
      if (expected === 'int') return harusBilanganBulat(label) + row;
      if (expected === 'number' || expected === 'bigint') return harusAngka(label) + row;
      return tidakValid(label) + row;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return (min <= 1 ? harusDiisi(label) : minimalKarakter(label, min)) + row;
      if (issue.origin === 'array' || issue.origin === 'set') return (min <= 1 ? tidakBolehKosong(label) : jumlahMinimal(label, min)) + row;
      // An exclusive bound (positive()): the bound itself is refused, so it is not a minimum.
      return (issue.inclusive === false ? harusLebihDari(label, String(issue.minimum)) : nilaiMinimal(label, String(issue.minimum))) + row;
    }
    case 'too_big': {
      if (issue.origin === 'string') return maksimalKarakter(label, Number(issue.maximum)) + row;
      if (issue.origin === 'array' || issue.origin === 'set') return jumlahMaksimal(label, String(issue.maximum)) + row;
      return nilaiMaksimal(label, String(issue.maximum)) + row;
    }
    case 'unrecognized_keys':
      return dataTidakDikenal(issue.keys.map(fieldLabel).join(', '));
    default:
      return tidakValid(label) + row;
  }
}

z.config({ customError: (issue) => issueMessage(issue) });
