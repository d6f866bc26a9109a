// Reading a digital scale's serial output. Counter scales send a line per reading (a stream, ~10 a second,
// or one on the print key), ended by CR LF; the common families write it differently:
//
// - A&D (GF/GX/GH/EJ/FX, the AD-43xx indicators): `ST,+0012.345  g` — a header (ST stable, US unstable,
//   OL overload, QT a count), optionally a second header (GS gross, NT net, TR tare), the value with its sign
//   and leading zeros, the unit. An overload replaces the digits with spaces or nines (`OL,+9999999E+19`).
// - CAS (the CI/ER/PR indicators, EC/SW counter scales): the same two-header layout, `ST,GS,+  12.345 g`,
//   spaces for leading zeros, sometimes a comma before the unit.
// - Ohaus (Pioneer/Explorer/Scout): the value right-aligned, a space, the unit, then `?` when the reading
//   is unstable (blank when stable): `    12.345 g  ` / `    12.345 g ?`.
//
// Some scales are set to a decimal comma (`ST,+0012,345 g`). Units are converted to grams exactly (a carat is
// 0.2 g, a troy ounce 31.1034768 g …) and rounded half up to the 3 decimals of every weight in the books.
import Decimal from 'decimal.js';
import { GRAM_DECIMALS } from '../domain/grams.ts';

/** The frame layouts the parser knows; AUTO tries each. */
export const SCALE_FORMATS = ['AUTO', 'AND', 'CAS', 'OHAUS'] as const;
export type ScaleFormat = (typeof SCALE_FORMATS)[number];

/** One reading of a scale, as its line said it. */
export interface ScaleReading {
  /** The scale itself says the reading is stable (not moving). */
  stable: boolean;
  /** Over the scale's range: no weight. */
  overload: boolean;
  /** The weight in grams with 3 decimals ('12.345', '-0.250'), or null when the line carries none. */
  grams: string | null;
  /** The unit as the scale wrote it, lower case ('g', 'kg', 'ct'). */
  unit: string;
  /** The line as received, without its line ending. */
  raw: string;
}

const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** Grams per unit, exact (the international definitions; a tola is 180 grains). */
const GRAMS_PER_UNIT: Record<string, string> = {
  g: '1',
  mg: '0.001',
  kg: '1000',
  ct: '0.2',
  oz: '28.349523125',
  ozt: '31.1034768',
  dwt: '1.55517384',
  gn: '0.06479891',
  mom: '3.75',
  t: '11.6638038',
  lb: '453.59237',
};

/** The units a reading can be converted from. */
export const SCALE_UNITS = Object.keys(GRAMS_PER_UNIT);

function toGrams(sign: string, digits: string, unit: string): string | null {
  const factor = GRAMS_PER_UNIT[unit];
  const number = digits.replace(/\s+/g, '').replace(',', '.');
  if (!factor || !/^\d+(?:\.\d*)?$|^\.\d+$/.test(number)) return null;
  const value = new Exact(number).times(factor).toDecimalPlaces(GRAM_DECIMALS, Decimal.ROUND_HALF_UP);
  const signed = sign === '-' && !value.isZero() ? value.negated() : value;
  return signed.toFixed(GRAM_DECIMALS);
}

// A&D and CAS: HEADER1 , [HEADER2 ,] sign value [,] unit. The value may be padded with spaces, carry a comma as
// its decimal mark, or be the nines/exponent of an overload.
const HEADER_FRAME =
  /^(ST|US|OL|QT|WT)\s*,\s*(?:(GS|NT|TR|PT|G |N |T )\s*,\s*)?([+-]?)\s*([\d ]*[.,]?[\d ]*(?:E[+-]\d+)?)\s*,?\s*([A-Za-z%]{0,4})\s*$/;

// Ohaus: value (right-aligned), unit, then '?' when unstable, then an optional legend (TOTAL, a time).
const OHAUS_FRAME = /^\s*([+-]?)\s*(\d+(?:[.,]\d+)?|\.\d+)\s+([A-Za-z]{1,4})\s*(\?)?(?:\s+.*)?$/;

function parseHeaderFrame(raw: string): ScaleReading | null {
  const match = HEADER_FRAME.exec(raw);
  if (!match) return null;
  const [, header, , sign = '', value = '', unitText = ''] = match;
  const unit = unitText.toLowerCase();
  // A count (QT, PC) or a percentage is not a weight.
  if (header === 'QT' || unit === 'pc' || unit === 'pcs' || unit === '%') return { stable: false, overload: false, grams: null, unit, raw };
  const noDigits = value.replace(/[.,\s]/g, '') === '';
  // Only an overload writes its digits as spaces; a stable or moving header without a value is a broken line.
  if (noDigits && header !== 'OL') return null;
  const overload = header === 'OL' || /E[+-]\d+$/.test(value) || noDigits;
  return {
    stable: header === 'ST' || header === 'WT',
    overload,
    grams: overload ? null : toGrams(sign, value, unit),
    unit,
    raw,
  };
}

function parseOhausFrame(raw: string): ScaleReading | null {
  const match = OHAUS_FRAME.exec(raw);
  if (!match) return null;
  const [, sign = '', value = '', unitText = '', unstable] = match;
  const unit = unitText.toLowerCase();
  return { stable: !unstable, overload: false, grams: toGrams(sign, value, unit), unit, raw };
}

/**
 * Reads one line of a scale's output (its CR/LF may be left on). Null when the line is not a reading of the
 * given format (noise, a half line, a header the scale prints once).
 */
export function parseScaleFrame(line: string, format: ScaleFormat = 'AUTO'): ScaleReading | null {
  const raw = line.replace(/[\r\n]+$/, '');
  if (raw.trim() === '' || raw.length > 64) return null;
  if (format === 'AND' || format === 'CAS') return parseHeaderFrame(raw);
  if (format === 'OHAUS') return parseOhausFrame(raw);
  return parseHeaderFrame(raw) ?? parseOhausFrame(raw);
}

/**
 * The weight a field may take from a reading: only a stable, in-range, positive weight in a known unit. An
 * unstable reading (the piece still settling, a hand on the pan) is never taken.
 */
export function takeableGrams(reading: ScaleReading | null): string | null {
  if (!reading || !reading.stable || reading.overload || reading.grams === null) return null;
  return new Exact(reading.grams).greaterThan(0) ? reading.grams : null;
}

/**
 * Cuts a scale's byte stream into lines: chunks arrive split anywhere (a serial port hands over what it has),
 * so a line is complete only at its CR or LF. A line that never ends is dropped past 256 characters.
 */
export class ScaleLineSplitter {
  private pending = '';

  /** Adds received text and answers the lines it completed, in order. */
  push(chunk: string): string[] {
    const text = this.pending + chunk;
    const parts = text.split(/\r\n|\r|\n/);
    this.pending = parts.pop() ?? '';
    if (this.pending.length > 256) this.pending = '';
    return parts.filter((part) => part.length > 0);
  }
}
