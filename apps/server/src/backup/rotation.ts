// Which archives a destination keeps: the newest good archive of each of the last `harian` days that have one
// and of each of the last `bulanan` months, the newest three taken before a migration (the way back from an
// upgrade), and the failed ones newer than the newest good archive (at most `harian` of them: what went wrong is
// kept to be seen, but a shop whose every backup fails cannot fill its disk). Everything else named as an archive
// goes; a file not named as an archive is never touched. Pure: the names carry what it needs.

/** kencana-YYYYMMDD-HHMMSS-<pemicu>[-gagal].kbak, the time in the stores' zone. */
const NAME = /^kencana-(\d{8})-(\d{6})-([a-z]+)(?:-(\d+))?(-gagal)?\.kbak$/;

export interface ArchiveName {
  file: string;
  /** YYYYMMDDHHMMSS plus the collision number: sorts as the archives were taken. */
  order: string;
  day: string;
  month: string;
  pemicu: string;
  gagal: boolean;
}

export const ARCHIVE_EXTENSION = '.kbak';

/** The archive's name for a backup taken at `local` (YYYYMMDD-HHMMSS in the stores' zone). */
export function archiveName(local: { date: string; time: string }, pemicu: string, options: { gagal?: boolean; n?: number } = {}): string {
  return `kencana-${local.date}-${local.time}-${pemicu.toLowerCase()}${options.n ? `-${options.n}` : ''}${options.gagal ? '-gagal' : ''}${ARCHIVE_EXTENSION}`;
}

export function parseArchiveName(file: string): ArchiveName | null {
  const m = NAME.exec(file);
  if (!m) return null;
  return {
    file,
    order: `${m[1]}${m[2]}${(m[4] ?? '0').padStart(4, '0')}`,
    day: m[1]!,
    month: m[1]!.slice(0, 6),
    pemicu: m[3]!,
    gagal: Boolean(m[5]),
  };
}

export interface RotationPolicy {
  harian: number;
  bulanan: number;
}

/** How many archives taken before a migration are kept besides the daily and monthly ones. */
export const KEEP_MIGRASI = 3;

/** The archives among `files` that the rotation removes. */
export function archivesToDelete(files: readonly string[], policy: RotationPolicy): string[] {
  const archives = files
    .map(parseArchiveName)
    .filter((a): a is ArchiveName => a !== null)
    .sort((a, b) => (a.order < b.order ? 1 : a.order > b.order ? -1 : 0));
  const good = archives.filter((a) => !a.gagal);
  const keep = new Set<string>();
  const newestPer = (period: (a: ArchiveName) => string, limit: number) => {
    const seen = new Set<string>();
    for (const a of good) {
      const p = period(a);
      if (seen.has(p)) continue;
      if (seen.size >= limit) break;
      seen.add(p);
      keep.add(a.file);
    }
  };
  newestPer((a) => a.day, policy.harian);
  newestPer((a) => a.month, policy.bulanan);
  for (const a of good.filter((x) => x.pemicu === 'migrasi').slice(0, KEEP_MIGRASI)) keep.add(a.file);
  const newestGood = good[0]?.order ?? '';
  for (const a of archives.filter((x) => x.gagal && x.order > newestGood).slice(0, policy.harian)) keep.add(a.file);
  return archives.filter((a) => !keep.has(a.file)).map((a) => a.file);
}
