// pdfmake set up once for the server: its Roboto fonts (they carry Indonesian and other non-ASCII text),
// no network and no file access beyond those fonts, and the page geometry every Kencana PDF shares.
import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);
const fonts = require('pdfmake/fonts/Roboto.js') as Record<string, Record<string, string>>;
const fontDir = path.dirname(require.resolve('pdfmake/fonts/Roboto.js'));

pdfmake.setFonts(fonts);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file: string) => path.resolve(file).startsWith(fontDir));

/** Millimetres to PDF points. */
export const mm = (value: number): number => (value * 72) / 25.4;

/** A4 landscape, the page of every report and of the delivery receipt (297 × 210 mm). */
export const A4_LANDSCAPE = { width: mm(297), height: mm(210) } as const;

/** Margins of the A4 documents: content (the header block) starts 30 mm from the top (spec 001 §9). */
export const A4_MARGINS: [number, number, number, number] = [mm(10), mm(30), mm(10), mm(14)];

/** Body font size of reports (spec 001 §9). */
export const BODY_FONT_SIZE = 8;

/** Renders a pdfmake document to bytes. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  const document = pdfmake.createPdf({ ...definition, defaultStyle: { font: 'Roboto', ...(definition.defaultStyle ?? {}) } });
  return (await document.getBuffer()) as Buffer;
}
