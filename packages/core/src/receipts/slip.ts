// Plain-text slips for the 40-column thermal printers of the shops. A slip is declared as blocks
// (centered title, label : value fields, a table, rules…); the builder lays them out at 40 columns,
// repeats them per copy (INTERNAL, OWNER, TUKANG, LABEL…) and ends every copy with the ESC/POS cut.
// The output is pure ASCII plus the cut bytes, so a golden file can hold it byte for byte.
import { formatGrams } from '../format/grams.ts';
import { formatRupiah } from '../format/money.ts';
import { wrapWords } from '../format/text.ts';

/** Characters per line of the shops' thermal printers. */
export const SLIP_WIDTH = 40;

/**
 * ESC/POS cut after every copy: GS V 66 0 (bytes 1D 56 42 00) — "feed paper to the cutting position and
 * cut" (function B, n = 0). Function B feeds the last printed line past the cutter itself, so no blank
 * lines are needed to keep the text off the blade, and it is understood by Epson TM and the common
 * 58/80 mm clones.
 */
export const ESC_POS_CUT = '\x1d\x56\x42\x00';

/** The file the web downloads for the shops' auto-print watcher (every flow uses the same name). */
export const SLIP_FILE_NAME = 'autoprint_pembelian.txt';

export type Align = 'left' | 'right' | 'center';

export interface SlipColumn {
  readonly width: number;
  readonly align?: Align;
}

export type SlipBlock =
  | { readonly kind: 'center'; readonly text: string }
  | { readonly kind: 'text'; readonly text: string; readonly wrap?: number }
  | { readonly kind: 'pair'; readonly label: string; readonly value: string }
  | { readonly kind: 'field'; readonly label: string; readonly value: string; readonly labelWidth?: number; readonly wrap?: number }
  | { readonly kind: 'rule'; readonly char: string }
  | { readonly kind: 'blank' }
  | { readonly kind: 'table'; readonly columns: readonly SlipColumn[]; readonly rows: readonly (readonly string[])[] };

/** A centered line (wrapped when longer than the slip). */
export const center = (text: string): SlipBlock => ({ kind: 'center', text });
/** Left-aligned text, word-wrapped at the slip width or at `wrap` columns. */
export const text = (value: string, wrap?: number): SlipBlock => ({ kind: 'text', text: value, wrap });
/** Label at the left, value at the right of the same line (totals). */
export const pair = (label: string, value: string): SlipBlock => ({ kind: 'pair', label, value });
/**
 * "Label      : value": the value wraps under itself at `wrap` columns (default: what is left of the
 * line), e.g. the address of the order distribution slip at 20.
 */
export const field = (label: string, value: string, options: { labelWidth?: number; wrap?: number } = {}): SlipBlock => ({
  kind: 'field',
  label,
  value,
  ...options,
});
/** A full-width line of one character ('-' by default). */
export const rule = (char = '-'): SlipBlock => ({ kind: 'rule', char });
export const blank = (): SlipBlock => ({ kind: 'blank' });
/** Columns of fixed widths separated by one space; cells longer than their column are cut. */
export const table = (columns: readonly SlipColumn[], rows: readonly (readonly string[])[]): SlipBlock => ({
  kind: 'table',
  columns,
  rows,
});

/** Weights on slips: 3 decimals, comma thousands ("1,234.500"). */
export const slipGrams = (value: string | number): string => formatGrams(value, 3);
/** Money on slips: "Rp. 1,250,000". */
export const slipMoney = (value: string | number): string => formatRupiah(value);

/**
 * The text as the printer can print it: accents dropped (é → e), anything outside printable ASCII
 * replaced by '?', tabs and line breaks turned into spaces.
 */
export function toSlipText(value: unknown): string {
  const s = value === null || value === undefined ? '' : String(value);
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\t\r\n]/g, ' ')
    .replace(/[^\x20-\x7e]/g, '?');
}

/** Word-wraps slip text at `width` columns (see wrapWords); the text is made printable first. */
export function wrapText(value: string, width: number): string[] {
  return wrapWords(toSlipText(value), width);
}

function fit(value: string, width: number, align: Align = 'left'): string {
  const s = toSlipText(value).slice(0, width);
  if (align === 'right') return s.padStart(width);
  if (align === 'center') {
    const left = Math.floor((width - s.length) / 2);
    return (' '.repeat(left) + s).padEnd(width);
  }
  return s.padEnd(width);
}

/** Lays blocks out as lines of at most `width` characters (trailing spaces trimmed). */
export function renderBlocks(blocks: readonly SlipBlock[], width = SLIP_WIDTH): string[] {
  const out: string[] = [];
  for (const block of blocks) {
    switch (block.kind) {
      case 'center':
        for (const line of wrapText(block.text, width)) out.push(fit(line, width, 'center'));
        break;
      case 'text':
        out.push(...wrapText(block.text, Math.min(block.wrap ?? width, width)));
        break;
      case 'pair': {
        const value = toSlipText(block.value).slice(0, width);
        const room = Math.max(0, width - value.length - 1);
        const label = toSlipText(block.label);
        if (label.length <= room) out.push(label.padEnd(width - value.length) + value);
        else {
          out.push(...wrapText(label, width));
          out.push(value.padStart(width));
        }
        break;
      }
      case 'field': {
        const labelWidth = block.labelWidth ?? 12;
        const prefix = `${toSlipText(block.label).slice(0, labelWidth).padEnd(labelWidth)}: `;
        const wrap = Math.min(block.wrap ?? width - prefix.length, width - prefix.length);
        wrapText(block.value, wrap).forEach((line, index) => out.push((index === 0 ? prefix : ' '.repeat(prefix.length)) + line));
        break;
      }
      case 'rule':
        out.push(block.char.repeat(width).slice(0, width));
        break;
      case 'blank':
        out.push('');
        break;
      case 'table':
        for (const row of block.rows) {
          out.push(
            block.columns
              .map((c, i) => fit(row[i] ?? '', c.width, c.align))
              .join(' ')
              .slice(0, width),
          );
        }
        break;
    }
  }
  return out.map((line) => line.replace(/\s+$/, ''));
}

/** A slip of one flow: its copies (named as the specification names them) and its blocks per copy. */
export interface SlipDefinition<D> {
  readonly copies: readonly string[];
  readonly body: (data: D, copy: string) => readonly SlipBlock[];
}

/** Declares a slip; `buildSlip(def, data)` prints it. */
export function defineSlip<D>(definition: SlipDefinition<D>): SlipDefinition<D> {
  if (definition.copies.length === 0) throw new Error('a slip needs at least one copy');
  return definition;
}

/**
 * The file content of a slip: every copy headed by its name, laid out at 40 columns, lines ending in LF,
 * followed by the cut command (see ESC_POS_CUT).
 */
export function buildSlip<D>(definition: SlipDefinition<D>, data: D, width = SLIP_WIDTH): string {
  return definition.copies
    .map((copy) => {
      const lines = renderBlocks([center(`*** ${copy} ***`), ...definition.body(data, copy)], width);
      return `${lines.join('\n')}\n\n${ESC_POS_CUT}`;
    })
    .join('');
}

/** Copies per flow, as the specification names them (000 §9, 001 §9). */
export const SLIP_COPIES = {
  /** Owner send (krmbrgbos/simpan, reprint). */
  kirimBarangBos: ['INTERNAL', 'LABEL'],
  /** Purchase sorting and its reprint. */
  sortirPembelian: ['INTERNAL', 'LABEL'],
  /** Reprints of the sorting reports. */
  reprintSortir: ['INTERNAL', 'LABEL'],
  /** Reprints and receipts of the validations. */
  validasi: ['INTERNAL', 'LABEL'],
  /** Refining dispatch: spelled in mixed case by the specification. */
  kirimSepuh: ['Internal', 'Owner', 'Tukang'],
  /** Send labelling. */
  kirimLabeling: ['INTERNAL', 'LABEL', 'TUKANG'],
  /** Receive refined goods. */
  terimaSepuh: ['INTERNAL', 'LABEL', 'TUKANG'],
  /** Craftsman material notes (tambah / ambil bahan). */
  bahanTukang: ['INTERNAL', 'OWNER', 'TUKANG'],
  /** Order distribution: printed twice; the specification does not name the copies (Kencana's names). */
  pembagianPesanan: ['INTERNAL', 'TUKANG'],
  /** The sale at the counter: the customer's copy and the shop's (Kencana's names). */
  penjualan: ['CUSTOMER', 'INTERNAL'],
} as const satisfies Record<string, readonly string[]>;
