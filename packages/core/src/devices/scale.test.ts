import { describe, expect, it } from 'vitest';
import { parseScaleFrame, ScaleLineSplitter, takeableGrams } from './scale.ts';

// Frames as the scales' manuals print them (A&D standard and CSV formats, CAS indicators, Ohaus balances),
// with the line endings the serial port delivers.
describe('parseScaleFrame', () => {
  it('reads A&D frames: stable, unstable, negative, the second header, a decimal comma and the CSV layout', () => {
    expect(parseScaleFrame('ST,+0012.345  g\r\n')).toEqual({
      stable: true,
      overload: false,
      grams: '12.345',
      unit: 'g',
      raw: 'ST,+0012.345  g',
    });
    expect(parseScaleFrame('US,+0012.340  g')).toMatchObject({ stable: false, grams: '12.340' });
    expect(parseScaleFrame('ST,-0000.120  g')).toMatchObject({ stable: true, grams: '-0.120' });
    expect(parseScaleFrame('ST,+0000.000  g')).toMatchObject({ stable: true, grams: '0.000' });
    expect(parseScaleFrame('ST,NT,+0012.34 kg', 'AND')).toMatchObject({ stable: true, grams: '12340.000', unit: 'kg' });
    expect(parseScaleFrame('ST,+0012,345  g')).toMatchObject({ grams: '12.345' });
    expect(parseScaleFrame('ST,+0001.278,ct')).toMatchObject({ grams: '0.256', unit: 'ct' });
  });

  it('knows an overload and a count for what they are: no weight', () => {
    expect(parseScaleFrame('OL,+9999999E+19,g')).toMatchObject({ overload: true, grams: null });
    expect(parseScaleFrame('OL,+    .    g')).toMatchObject({ overload: true, grams: null });
    expect(parseScaleFrame('QT,+00001234 PC')).toMatchObject({ stable: false, grams: null, unit: 'pc' });
  });

  it('reads CAS frames with spaces for leading zeros and a comma before the unit', () => {
    expect(parseScaleFrame('ST,GS,+  12.345 g\r\n')).toMatchObject({ stable: true, grams: '12.345', unit: 'g' });
    expect(parseScaleFrame('US,NT,-   0.250kg', 'CAS')).toMatchObject({ stable: false, grams: '-250.000' });
    expect(parseScaleFrame('ST,GS,    2.800,g')).toMatchObject({ stable: true, grams: '2.800' });
  });

  it("reads Ohaus frames: '?' marks an unstable reading, a legend may follow", () => {
    expect(parseScaleFrame('    12.345 g  \r\n')).toMatchObject({ stable: true, grams: '12.345', unit: 'g' });
    expect(parseScaleFrame('      0.01 g ?')).toMatchObject({ stable: false, grams: '0.010' });
    expect(parseScaleFrame('    176.30 g ? 00:00:15', 'OHAUS')).toMatchObject({ stable: false, grams: '176.300' });
    expect(parseScaleFrame('    192.21 g   TOTAL')).toMatchObject({ stable: true, grams: '192.210' });
  });

  it('converts units exactly and rounds half up to the milligram', () => {
    expect(parseScaleFrame('ST,+0001.0000ozt')).toMatchObject({ grams: '31.103' });
    expect(parseScaleFrame('ST,+0010.000dwt')).toMatchObject({ grams: '15.552' });
    expect(parseScaleFrame('ST,+0001.0000 oz')).toMatchObject({ grams: '28.350' });
    expect(parseScaleFrame('ST,+0012.3456 g')).toMatchObject({ grams: '12.346' });
    expect(parseScaleFrame('ST,+0012.3454 g')).toMatchObject({ grams: '12.345' });
  });

  it('answers null for what is not a reading, and for a unit it cannot convert', () => {
    for (const line of ['', '   ', 'HELLO', 'ST,', 'ST,+12.3.4 g', 'A&D GX-600', 'x'.repeat(80)])
      expect(parseScaleFrame(line), line).toBeNull();
    expect(parseScaleFrame('ST,+0012.345 zz')).toMatchObject({ grams: null });
    // A frame of one family read as another is not guessed at.
    expect(parseScaleFrame('    12.345 g', 'AND')).toBeNull();
    expect(parseScaleFrame('ST,+0012.345  g', 'OHAUS')).toBeNull();
  });
});

describe('takeableGrams', () => {
  it('takes only a stable, in-range, positive weight', () => {
    expect(takeableGrams(parseScaleFrame('ST,+0002.800  g'))).toBe('2.800');
    expect(takeableGrams(parseScaleFrame('US,+0002.800  g'))).toBeNull();
    expect(takeableGrams(parseScaleFrame('ST,+0000.000  g'))).toBeNull();
    expect(takeableGrams(parseScaleFrame('ST,-0000.120  g'))).toBeNull();
    expect(takeableGrams(parseScaleFrame('OL,+9999999E+19,g'))).toBeNull();
    expect(takeableGrams(parseScaleFrame('      2.80 g ?'))).toBeNull();
    expect(takeableGrams(null)).toBeNull();
  });
});

describe('ScaleLineSplitter', () => {
  it('joins lines split across chunks and splits chunks holding several lines', () => {
    const splitter = new ScaleLineSplitter();
    expect(splitter.push('US,+0002.7')).toEqual([]);
    expect(splitter.push('90  g\r')).toEqual(['US,+0002.790  g']);
    expect(splitter.push('\nST,+0002.800  g\r\nST,+00')).toEqual(['ST,+0002.800  g']);
    expect(splitter.push('02.800  g\n')).toEqual(['ST,+0002.800  g']);
  });

  it('drops a line that never ends instead of growing without bound', () => {
    const splitter = new ScaleLineSplitter();
    splitter.push('9'.repeat(300));
    expect(splitter.push('ST,+0001.000  g\r\n')).toEqual(['ST,+0001.000  g']);
  });
});
