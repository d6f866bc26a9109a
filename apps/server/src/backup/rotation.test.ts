// The rotation keeps what it promises: the newest good archive of each of the last N days and M months, the
// newest three taken before a migration, the failed ones newer than the newest good one (bounded), and never a
// file that is not named as an archive.
import { describe, expect, it } from 'vitest';
import { archiveName, archivesToDelete, parseArchiveName } from './rotation.ts';

/** Archives every 4 hours plus the close at 21:00 for `days` days back from 2026-11-22. */
function history(days: number): string[] {
  const names: string[] = [];
  for (let d = 0; d < days; d++) {
    const date = new Date(Date.UTC(2026, 10, 22 - d)).toISOString().slice(0, 10).replace(/-/g, '');
    for (const hour of ['010000', '050000', '090000', '130000', '170000']) names.push(archiveName({ date, time: hour }, 'JADWAL'));
    names.push(archiveName({ date, time: '210000' }, 'TUTUP'));
  }
  return names;
}

const kept = (names: string[], harian: number, bulanan: number) => {
  const gone = new Set(archivesToDelete(names, { harian, bulanan }));
  return names.filter((n) => !gone.has(n)).sort();
};

describe('rotation', () => {
  it('keeps the newest good archive of each of the last 14 days and of each of the last 12 months', () => {
    const names = history(400);
    const left = kept(names, 14, 12);
    const daily = Array.from(
      { length: 14 },
      (_, d) => `kencana-${new Date(Date.UTC(2026, 10, 22 - d)).toISOString().slice(0, 10).replace(/-/g, '')}-210000-tutup.kbak`,
    );
    // Month ends of the 11 months before November 2026 (November's newest is today's, already a daily one).
    const monthly = Array.from({ length: 11 }, (_, m) => {
      const end = new Date(Date.UTC(2026, 10 - m, 0));
      return `kencana-${end.toISOString().slice(0, 10).replace(/-/g, '')}-210000-tutup.kbak`;
    });
    expect(left).toEqual([...daily, ...monthly].sort());
    expect(left).toHaveLength(25);
  });

  it('keeps the last three taken before a migration, and failed ones only while no good one is newer (at most harian)', () => {
    const names = [
      ...history(3),
      'kencana-20261001-080000-migrasi.kbak',
      'kencana-20261101-080000-migrasi.kbak',
      'kencana-20261110-080000-migrasi.kbak',
      'kencana-20261115-080000-migrasi.kbak',
      'kencana-20261121-220000-manual-gagal.kbak',
      'kencana-20261122-220000-jadwal-gagal.kbak',
      'kencana-20261122-230000-jadwal-gagal.kbak',
      'kencana-20261122-230000-jadwal-2-gagal.kbak',
      'catatan.txt',
      'kencana-lain.kbak',
    ];
    const left = kept(names, 2, 1);
    expect(left).toEqual(
      [
        'kencana-20261121-210000-tutup.kbak',
        'kencana-20261122-210000-tutup.kbak',
        'kencana-20261101-080000-migrasi.kbak',
        'kencana-20261110-080000-migrasi.kbak',
        'kencana-20261115-080000-migrasi.kbak',
        // Failed after the newest good one: the two newest (harian = 2).
        'kencana-20261122-230000-jadwal-2-gagal.kbak',
        'kencana-20261122-230000-jadwal-gagal.kbak',
        'catatan.txt',
        'kencana-lain.kbak',
      ].sort(),
    );
  });

  it('names archives in the order they were taken, two in one second apart', () => {
    const a = parseArchiveName(archiveName({ date: '20261122', time: '210000' }, 'TUTUP'))!;
    const b = parseArchiveName(archiveName({ date: '20261122', time: '210000' }, 'MANUAL', { n: 2 }))!;
    expect([a.day, a.month, a.pemicu, a.gagal]).toEqual(['20261122', '202611', 'tutup', false]);
    expect(b.order > a.order).toBe(true);
    expect(parseArchiveName(archiveName({ date: '20261122', time: '210000' }, 'JADWAL', { gagal: true }))!.gagal).toBe(true);
  });
});
