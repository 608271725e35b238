// Builds small zip archives byte by byte, including malformed and hostile ones the archiver never makes.
import { crc32, deflateRawSync } from 'node:zlib';

export interface FixtureEntry {
  readonly name: string;
  readonly data?: Buffer | string;
  /** Unix mode stored in the external attributes (made-by Unix); default regular file 0644. */
  readonly mode?: number;
  readonly deflate?: boolean;
  readonly flags?: number;
  /** A different name in the local header than in the central directory. */
  readonly localName?: string;
  readonly crc?: number;
  readonly method?: number;
  /** Uncompressed size to declare, when it should lie. */
  readonly declaredSize?: number;
  /** Raw deflate bytes stored as they are (method 8), e.g. a bomb far larger than `data`. */
  readonly compressed?: Buffer;
}

export function makeZip(entries: readonly FixtureEntry[], options: { entryCount?: number } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.from(entry.data ?? '');
    const stored = entry.compressed ?? (entry.deflate ? deflateRawSync(data) : data);
    const method = entry.method ?? (entry.deflate || entry.compressed ? 8 : 0);
    const crc = entry.crc ?? crc32(data) >>> 0;
    const name = Buffer.from(entry.name, 'utf8');
    const localName = Buffer.from(entry.localName ?? entry.name, 'utf8');
    const flags = entry.flags ?? 0x0800;
    const size = entry.declaredSize ?? data.length;
    const mode = entry.mode ?? (entry.name.endsWith('/') ? 0o040755 : 0o100644);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(localName.length, 26);
    locals.push(local, localName, stored);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(stored.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE((mode << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + localName.length + stored.length;
  }
  const cd = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(options.entryCount ?? entries.length, 8);
  eocd.writeUInt16LE(options.entryCount ?? entries.length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, eocd]);
}
