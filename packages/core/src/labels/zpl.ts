// Tags in ZPL II, the language of Zebra printers: one label format (^XA … ^XZ) per row of the roll.
import { tagRows, type LabelStock, type TagElement, type TagLabel } from './tag-label.ts';

/** Field data with ^FH: the characters ZPL reads as commands (^ ~) and the escape itself written in hex. */
const fieldData = (text: string) => `^FH\\^FD${text.replace(/[\\^~]/g, (c) => `\\${c.charCodeAt(0).toString(16).toUpperCase()}`)}^FS`;

function element(e: TagElement): string {
  if (e.kind === 'code128') return `^FO${e.x},${e.y}^BY${e.narrow},2,${e.height}^BCN,${e.height},N,N,N${fieldData(e.text)}`;
  // The scalable font 0 at the asked height; bold by a slightly wider set.
  return `^FO${e.x},${e.y}^A0N,${e.height},${e.bold ? Math.round(e.height * 0.9) : Math.round(e.height * 0.75)}${fieldData(e.text)}`;
}

/** The ZPL printing the labels, in the order given, on the stock. */
export function tagsToZpl(labels: readonly TagLabel[], stock: LabelStock): string {
  return tagRows(labels, stock)
    .map((row) =>
      ['^XA', '^CI28', `^PW${row.widthDots}`, `^LL${row.heightDots}`, '^LH0,0', ...row.elements.map(element), '^PQ1', '^XZ'].join('\n'),
    )
    .join('\n')
    .concat('\n');
}
