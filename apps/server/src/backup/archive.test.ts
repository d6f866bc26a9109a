// The archive format on its own: what goes in comes out, across chunk boundaries; anything the key did not seal
// is refused — a flipped bit anywhere, a cut end (even on a chunk boundary), bytes appended, chunks reordered, a
// changed header — and a wrong key is named as such.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKUP_MESSAGES } from '@kencana/core';
import { ArchiveError, collect, openArchive, readArchiveHeader, sha256File, writeArchive, type ArchiveEntry } from './archive.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kencana-archive-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const key = randomBytes(32);
let n = 0;
const CHUNK = 1 << 20;

async function write(entries: ArchiveEntry[], productKey = key): Promise<string> {
  const file = path.join(dir, `a${n++}.kbak`);
  const written = await writeArchive(file, {
    productKey,
    jenis: 'pglite',
    dibuat: new Date('2026-11-22T03:00:00Z'),
    versi_database: '18.1',
    entries,
  });
  expect(written).toEqual({ bytes: fs.statSync(file).size, sha256: await sha256File(file) });
  return file;
}

async function readAll(file: string, productKey = key): Promise<Array<[string, Buffer]>> {
  const archive = await openArchive(file, productKey);
  const out: Array<[string, Buffer]> = [];
  for await (const entry of archive.entries()) out.push([entry.name, await collect(entry.data)]);
  return out;
}

const big = randomBytes(2 * CHUNK + 12_345);
const entries = (): ArchiveEntry[] => [
  { name: 'database.tar.gz', size: big.length, data: big },
  { name: 'files/barang/AB12.jpg', size: 3, data: Buffer.from('jpg') },
  { name: 'kosong', size: 0, data: Buffer.alloc(0) },
  {
    name: 'streamed',
    size: 5,
    data: async function* () {
      yield Buffer.from('ab');
      yield Buffer.from('cde');
    },
  },
];

const variant = (file: string, change: (bytes: Buffer) => Buffer): string => {
  const out = path.join(dir, `v${n++}.kbak`);
  fs.writeFileSync(out, change(Buffer.from(fs.readFileSync(file))));
  return out;
};

async function refusal(file: string, productKey = key): Promise<ArchiveError> {
  const error = await readAll(file, productKey).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ArchiveError);
  return error as ArchiveError;
}

describe('backup archive', () => {
  it('gives back every entry as written, across chunk boundaries, with the header in clear', async () => {
    const file = await write(entries());
    const read = await readAll(file);
    expect(read.map(([name]) => name)).toEqual(['database.tar.gz', 'files/barang/AB12.jpg', 'kosong', 'streamed']);
    // Buffer.equals: a deep comparison of 2 MB would cost the test runner seconds.
    expect(read.map(([, data]) => data.toString('base64'))).toEqual(
      [big, Buffer.from('jpg'), Buffer.alloc(0), Buffer.from('abcde')].map((b) => b.toString('base64')),
    );
    expect(await readArchiveHeader(file)).toMatchObject({
      format: 1,
      jenis: 'pglite',
      dibuat: '2026-11-22T03:00:00.000Z',
      versi_database: '18.1',
    });
    // Encrypted: the content is nowhere in the file.
    expect(fs.readFileSync(file).includes(big.subarray(1000, 1064))).toBe(false);
  });

  it('refuses a flipped bit anywhere, a cut end, appended bytes, swapped chunks and a changed header', async () => {
    const file = await write(entries());
    const size = fs.statSync(file).size;
    const headerEnd = 15 + 4 + fs.readFileSync(file).readUInt32BE(15);
    for (const at of [headerEnd + 2, headerEnd + 100, Math.floor(size / 2), size - 20, size - 1]) {
      const damaged = variant(file, (b) => {
        b[at] = b[at]! ^ 0x40;
        return b;
      });
      expect((await refusal(damaged)).problem, `bit at ${at}`).toBe('DAMAGED');
    }
    const record = 4 + CHUNK + 16;
    for (const cut of [size - 1, headerEnd + record, headerEnd + 2 * record, headerEnd + 10])
      expect((await refusal(variant(file, (b) => b.subarray(0, cut)))).problem, `cut at ${cut}`).toBe('DAMAGED');
    expect((await refusal(variant(file, (b) => Buffer.concat([b, Buffer.from('x')])))).message).toContain(BACKUP_MESSAGES.arsipRusak);
    const swapped = variant(file, (b) =>
      Buffer.concat([
        b.subarray(0, headerEnd),
        b.subarray(headerEnd + record, headerEnd + 2 * record),
        b.subarray(headerEnd, headerEnd + record),
        b.subarray(headerEnd + 2 * record),
      ]),
    );
    expect((await refusal(swapped)).problem).toBe('DAMAGED');
    // The header is in clear but sealed: another date written into it is refused.
    const redated = variant(file, (b) => Buffer.from(b.toString('latin1').replace('2026-11-22T03', '2026-11-23T03'), 'latin1'));
    expect((await refusal(redated)).problem).toBe('DAMAGED');
  });

  it('names a wrong key as such, and refuses a file that is no archive', async () => {
    const file = await write(entries().slice(1));
    const wrong = await refusal(file, randomBytes(32));
    expect([wrong.problem, wrong.message.startsWith(BACKUP_MESSAGES.kunciLain)]).toEqual(['OTHER_KEY', true]);
    const notOurs = path.join(dir, 'bukan.kbak');
    fs.writeFileSync(notOurs, 'PGDMP custom dump');
    expect((await refusal(notOurs)).problem).toBe('NOT_AN_ARCHIVE');
  });

  it('refuses to write an entry whose data is not the size announced', async () => {
    await expect(write([{ name: 'x', size: 4, data: Buffer.from('abc') }])).rejects.toThrow(/3 bytes, 4 announced/);
  });
});
