// The backup archive: one file, encrypted and authenticated with a key derived from the chain's product key
// (crypto/product-key.ts), so a copy on a USB drive or in a bucket tells nothing without the key and any
// change to it — a flipped bit, a cut-off end, chunks swapped — is refused on reading.
//
//   "KENCANA-BACKUP\n" | u32 header length | header (JSON, in clear: kind, date, key id, salt) | chunk …
//   chunk: u32 plaintext length (≤ 1 MiB) | ciphertext | 16-byte GCM tag
//
// Each chunk is AES-256-GCM under the archive's own key (HKDF-SHA256 of the product key with the header's random
// salt), its nonce the chunk's number with a last-chunk flag, and the whole header as additional data: the
// STREAM construction, so the archive is written and read as a stream (photos may be gigabytes) and still
// nothing is accepted that the key did not seal, including an archive cut short before its last chunk.
//
// Inside, the plaintext is a plain sequence of entries (u16 name length | name | u64 size | bytes), closed by
// an empty name. Only this code reads it (it is encrypted), so it is not tar: tar's blocks buy nothing here.
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { BACKUP_MESSAGES } from '@kencana/core';

const MAGIC = Buffer.from('KENCANA-BACKUP\n', 'latin1');
const FORMAT = 1;
const CHUNK = 1 << 20;
const TAG = 16;
const MAX_HEADER = 64 * 1024;
const MAX_NAME = 1024;

/** What the archive says of itself before it is opened: readable without the key, sealed by it. */
export interface ArchiveHeader {
  format: number;
  /** What the database entry restores into. */
  jenis: 'pglite' | 'postgres';
  /** ISO instant of the snapshot. */
  dibuat: string;
  /** Which product key sealed it (keyId), so a wrong key is named as such rather than as damage. */
  key_id: string;
  salt: string;
  chunk: number;
  /** The engine's version the database entry needs (PGlite's package version, or the server's version). */
  versi_database: string;
}

export type ArchiveProblem = 'NOT_AN_ARCHIVE' | 'DAMAGED' | 'OTHER_KEY';

/** An archive that cannot be read: not ours, damaged, or sealed with another key (catalogue texts). */
export class ArchiveError extends Error {
  constructor(
    readonly problem: ArchiveProblem,
    detail = '',
  ) {
    const text = { NOT_AN_ARCHIVE: BACKUP_MESSAGES.bukanArsip, DAMAGED: BACKUP_MESSAGES.arsipRusak, OTHER_KEY: BACKUP_MESSAGES.kunciLain }[
      problem
    ];
    super(detail ? `${text} (${detail})` : text);
    this.name = 'ArchiveError';
  }
}

/** A short, non-secret name of a product key: the first 8 bytes of an HMAC of a fixed text under it. */
export function keyId(productKey: Buffer): string {
  return createHmac('sha256', productKey).update('kencana key id').digest().subarray(0, 8).toString('hex');
}

function archiveKey(productKey: Buffer, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', productKey, salt, 'kencana backup v1', 32));
}

function nonce(index: number, last: boolean): Buffer {
  const n = Buffer.alloc(12);
  n.writeUIntBE(index, 5, 6);
  n[11] = last ? 1 : 0;
  return n;
}

/** One entry to write: its name, its exact size, and its bytes (all at once or as a stream). */
export interface ArchiveEntry {
  name: string;
  size: number;
  data: Buffer | (() => AsyncIterable<Buffer>);
}

function entryHead(name: string, size: number): Buffer {
  const bytes = Buffer.from(name, 'utf8');
  if (bytes.length === 0 || bytes.length > MAX_NAME) throw new Error(`archive entry name ${JSON.stringify(name)}`);
  const head = Buffer.alloc(2 + bytes.length + 8);
  head.writeUInt16BE(bytes.length, 0);
  bytes.copy(head, 2);
  head.writeBigUInt64BE(BigInt(size), 2 + bytes.length);
  return head;
}

async function* plaintextOf(entries: AsyncIterable<ArchiveEntry> | Iterable<ArchiveEntry>): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    yield entryHead(entry.name, entry.size);
    let written = 0;
    if (Buffer.isBuffer(entry.data)) {
      written = entry.data.length;
      if (written > 0) yield entry.data;
    } else
      for await (const piece of entry.data()) {
        written += piece.length;
        yield piece;
      }
    // A file that changed size while it was read would shift every entry after it.
    if (written !== entry.size) throw new Error(`archive entry ${entry.name}: ${written} bytes, ${entry.size} announced`);
  }
  yield Buffer.from([0, 0]);
}

/**
 * Writes an archive to `file` (created; never over an existing file) and answers its size and SHA-256. The file
 * is fsynced before this answers, so a power cut after it cannot leave a recorded archive half on disk.
 */
export async function writeArchive(
  file: string,
  options: {
    productKey: Buffer;
    jenis: ArchiveHeader['jenis'];
    dibuat: Date;
    versi_database: string;
    entries: AsyncIterable<ArchiveEntry> | Iterable<ArchiveEntry>;
  },
): Promise<{ bytes: number; sha256: string }> {
  const salt = randomBytes(16);
  const header: ArchiveHeader = {
    format: FORMAT,
    jenis: options.jenis,
    dibuat: options.dibuat.toISOString(),
    key_id: keyId(options.productKey),
    salt: salt.toString('base64'),
    chunk: CHUNK,
    versi_database: options.versi_database,
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  const prefix = Buffer.concat([MAGIC, length, json]);
  const key = archiveKey(options.productKey, salt);
  const hash = createHash('sha256');
  const handle = await fs.promises.open(file, 'wx');
  let bytes = 0;
  const write = async (data: Buffer) => {
    hash.update(data);
    bytes += data.length;
    await handle.write(data);
  };
  try {
    await write(prefix);
    let index = 0;
    const seal = async (plain: Buffer, last: boolean) => {
      const cipher = createCipheriv('aes-256-gcm', key, nonce(index++, last));
      cipher.setAAD(prefix);
      const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
      const len = Buffer.alloc(4);
      len.writeUInt32BE(plain.length);
      await write(Buffer.concat([len, sealed, cipher.getAuthTag()]));
    };
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    for await (const piece of plaintextOf(options.entries)) {
      let rest = piece;
      while (rest.length > 0) {
        const take = Math.min(rest.length, CHUNK - pendingBytes);
        pending.push(rest.subarray(0, take));
        pendingBytes += take;
        rest = rest.subarray(take);
        if (pendingBytes === CHUNK) {
          await seal(Buffer.concat(pending), false);
          pending = [];
          pendingBytes = 0;
        }
      }
    }
    // Always one last chunk (possibly empty): its flag is what tells a whole archive from a cut one.
    await seal(Buffer.concat(pending), true);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Reads exact byte counts from a stream of buffers. */
class ByteReader {
  private buffered: Buffer[] = [];
  private size = 0;
  private done = false;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(n: number): Promise<void> {
    while (this.size < n && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else if (next.value.length > 0) {
        this.buffered.push(next.value);
        this.size += next.value.length;
      }
    }
  }

  /** Exactly n bytes, or null when the stream ends first (`partial` tells whether some came). */
  async exact(n: number): Promise<Buffer | null> {
    await this.fill(n);
    if (this.size < n) return null;
    const all = this.buffered.length === 1 ? this.buffered[0]! : Buffer.concat(this.buffered);
    const out = all.subarray(0, n);
    const rest = all.subarray(n);
    this.buffered = rest.length > 0 ? [rest] : [];
    this.size = rest.length;
    return out;
  }

  /** Up to n bytes as they come (at least one unless the stream ended). */
  async some(n: number): Promise<Buffer | null> {
    await this.fill(1);
    if (this.size === 0) return null;
    return this.exact(Math.min(n, this.size));
  }

  async atEnd(): Promise<boolean> {
    await this.fill(1);
    return this.size === 0;
  }
}

/** An opened archive: its header, and its entries in order (read each entry's data before asking for the next). */
export interface OpenedArchive {
  header: ArchiveHeader;
  entries(): AsyncGenerator<{ name: string; size: number; data: AsyncGenerator<Buffer> }>;
}

async function readHeader(reader: ByteReader): Promise<{ header: ArchiveHeader; prefix: Buffer }> {
  const magic = await reader.exact(MAGIC.length);
  if (!magic || !magic.equals(MAGIC)) throw new ArchiveError('NOT_AN_ARCHIVE');
  const lengthBytes = await reader.exact(4);
  const length = lengthBytes?.readUInt32BE() ?? 0;
  if (!lengthBytes || length === 0 || length > MAX_HEADER) throw new ArchiveError('DAMAGED', 'header');
  const json = await reader.exact(length);
  if (!json) throw new ArchiveError('DAMAGED', 'header');
  let header: ArchiveHeader;
  try {
    header = JSON.parse(json.toString('utf8')) as ArchiveHeader;
  } catch {
    throw new ArchiveError('DAMAGED', 'header');
  }
  if (header.format !== FORMAT || (header.jenis !== 'pglite' && header.jenis !== 'postgres') || typeof header.salt !== 'string')
    throw new ArchiveError('DAMAGED', 'header');
  return { header, prefix: Buffer.concat([MAGIC, lengthBytes, json]) };
}

/** Reads an archive's header only (no key needed): what the restore says before it asks for anything. */
export async function readArchiveHeader(file: string): Promise<ArchiveHeader> {
  const stream = fs.createReadStream(file, { end: MAGIC.length + 4 + MAX_HEADER });
  try {
    return (await readHeader(new ByteReader(stream[Symbol.asyncIterator]()))).header;
  } finally {
    stream.destroy();
  }
}

/**
 * Opens an archive with the product key. Every chunk is authenticated as it is read: damage anywhere throws
 * ArchiveError('DAMAGED') at that point, so a reader that must not act on a damaged archive reads it all first.
 */
export async function openArchive(file: string, productKey: Buffer): Promise<OpenedArchive> {
  const stream = fs.createReadStream(file, { highWaterMark: CHUNK + 64 });
  const raw = new ByteReader(stream[Symbol.asyncIterator]());
  const { header, prefix } = await readHeader(raw).catch((error: unknown) => {
    stream.destroy();
    throw error;
  });
  if (header.key_id !== keyId(productKey)) {
    stream.destroy();
    throw new ArchiveError('OTHER_KEY', `${header.key_id} ≠ ${keyId(productKey)}`);
  }
  const key = archiveKey(productKey, Buffer.from(header.salt, 'base64'));
  const maxChunk = header.chunk;

  async function* plaintext(): AsyncGenerator<Buffer> {
    try {
      for (let index = 0; ; index++) {
        const lengthBytes = await raw.exact(4);
        if (!lengthBytes) throw new ArchiveError('DAMAGED', 'terpotong');
        const length = lengthBytes.readUInt32BE();
        if (length > maxChunk) throw new ArchiveError('DAMAGED', `chunk ${index}`);
        const sealed = await raw.exact(length + TAG);
        if (!sealed) throw new ArchiveError('DAMAGED', 'terpotong');
        const open = (last: boolean): Buffer | null => {
          try {
            const decipher = createDecipheriv('aes-256-gcm', key, nonce(index, last));
            decipher.setAAD(prefix);
            decipher.setAuthTag(sealed.subarray(length));
            return Buffer.concat([decipher.update(sealed.subarray(0, length)), decipher.final()]);
          } catch {
            return null;
          }
        };
        // A full chunk may be the last; a short one must be.
        const middle = length === maxChunk ? open(false) : null;
        const plain = middle ?? open(true);
        if (!plain) throw new ArchiveError('DAMAGED', `chunk ${index}`);
        yield plain;
        if (!middle) {
          if (!(await raw.atEnd())) throw new ArchiveError('DAMAGED', 'data setelah akhir arsip');
          return;
        }
      }
    } finally {
      stream.destroy();
    }
  }

  return {
    header,
    async *entries() {
      const reader = new ByteReader(plaintext());
      for (;;) {
        const nameLength = await reader.exact(2);
        if (!nameLength) throw new ArchiveError('DAMAGED', 'terpotong');
        const n = nameLength.readUInt16BE();
        if (n === 0) {
          if (!(await reader.atEnd())) throw new ArchiveError('DAMAGED', 'data setelah akhir arsip');
          return;
        }
        const name = await reader.exact(n);
        const sizeBytes = await reader.exact(8);
        if (!name || !sizeBytes) throw new ArchiveError('DAMAGED', 'terpotong');
        const size = Number(sizeBytes.readBigUInt64BE());
        let left = size;
        const data = (async function* () {
          while (left > 0) {
            const piece = await reader.some(Math.min(left, CHUNK));
            if (!piece) throw new ArchiveError('DAMAGED', 'terpotong');
            left -= piece.length;
            yield piece;
          }
        })();
        yield { name: name.toString('utf8'), size, data };
        // Whatever the caller did not read of this entry is skipped, so the next entry starts where it should.
        for await (const _ of data) void _;
        while (left > 0) {
          const piece = await reader.some(Math.min(left, CHUNK));
          if (!piece) throw new ArchiveError('DAMAGED', 'terpotong');
          left -= piece.length;
        }
      }
    },
  };
}

/** All of an entry's bytes in one buffer (the database entry, the manifest). */
export async function collect(data: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const piece of data) parts.push(piece);
  return Buffer.concat(parts);
}

/** SHA-256 of a file on disk, streamed. */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const piece of fs.createReadStream(file)) hash.update(piece as Buffer);
  return hash.digest('hex');
}
