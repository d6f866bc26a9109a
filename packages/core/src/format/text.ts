/**
 * Word-wraps text at `width` characters: words are kept whole where they fit, a word longer than a line
 * is cut across lines, runs of spaces collapse. Never returns an empty list ('' gives ['']).
 */
export function wrapWords(value: string, width: number): string[] {
  if (!Number.isInteger(width) || width < 1) throw new Error('wrapWords: width must be a positive integer');
  const words = value.split(/\s+/).filter((w) => w.length > 0);
  const lines: string[] = [];
  let line = '';
  for (let word of words) {
    while (word.length > width) {
      if (line) {
        lines.push(line);
        line = '';
      }
      lines.push(word.slice(0, width));
      word = word.slice(width);
    }
    if (!word) continue;
    if (!line) line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/** At most `maxLines` wrapped lines; the last one ends with '…' when text was left out. */
export function wrapLines(value: string, width: number, maxLines: number): string[] {
  const lines = wrapWords(value, width);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.slice(0, Math.max(0, width - 1))}…`;
  return kept;
}
