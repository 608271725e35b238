// Reads a downloaded artifact archive fully in memory and checks every entry before anything is written.
import { crc32, inflateRawSync } from 'node:zlib';
import { UnsafeArtifactPathError, relativePathProblem, type FileToWrite } from './artifact-store.js';

export class ZipFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipFormatError';
  }
}

export interface ZipContents {
  readonly files: FileToWrite[];
  /** Directory entries (empty directories in the upload), without the trailing `/`. */
  readonly directories: string[];
}

export interface ZipReadLimits {
  /** Upper bound on the sum of uncompressed sizes (zip-bomb guard). */
  readonly maxTotalBytes: number;
  readonly maxEntries: number;
}

export const DEFAULT_ZIP_LIMITS: ZipReadLimits = { maxTotalBytes: 4 * 1024 ** 3, maxEntries: 100_000 };

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;

/**
 * Parses the central directory, rejects unsafe names (`..`, absolute, backslash, NUL), links,
 * encryption, ZIP64 and unknown methods, and inflates each file with its size and CRC-32 checked.
 */
export function readZip(zip: Uint8Array, limits: ZipReadLimits = DEFAULT_ZIP_LIMITS): ZipContents {
  const buf = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  const eocd = findEndOfCentralDirectory(buf);
  const entryCount = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (buf.readUInt16LE(eocd + 4) !== 0 || buf.readUInt16LE(eocd + 6) !== 0) {
    throw new ZipFormatError('multi-disk archives are not supported');
  }
  if (entryCount === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    throw new ZipFormatError('ZIP64 archives (over 4 GiB or 65,535 entries) are not supported');
  }
  if (entryCount > limits.maxEntries) {
    throw new ZipFormatError(`archive has ${entryCount} entries; at most ${limits.maxEntries} are allowed`);
  }
  if (cdOffset + cdSize > eocd) throw new ZipFormatError('central directory lies outside the archive');

  const files: FileToWrite[] = [];
  const directories: string[] = [];
  const names = new Set<string>();
  let totalBytes = 0;
  let at = cdOffset;
  for (let index = 0; index < entryCount; index++) {
    need(buf, at, 46, 'central directory entry');
    if (buf.readUInt32LE(at) !== CENTRAL_SIGNATURE)
      throw new ZipFormatError(`bad central directory entry ${index}`);
    const madeBy = buf.readUInt16LE(at + 4);
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const crc = buf.readUInt32LE(at + 16);
    const compressedSize = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const externalAttributes = buf.readUInt32LE(at + 38);
    const localOffset = buf.readUInt32LE(at + 42);
    need(buf, at + 46, nameLength, 'entry name');
    const rawName = buf.subarray(at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;

    const name = decodeName(rawName, (flags & 0x0800) !== 0);
    if ((flags & 0x0001) !== 0) throw new ZipFormatError(`entry ${JSON.stringify(name)} is encrypted`);
    if (compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff) {
      throw new ZipFormatError(`entry ${JSON.stringify(name)} uses ZIP64 sizes, which are not supported`);
    }
    const isDirectory = name.endsWith('/');
    const relPath = isDirectory ? name.slice(0, -1) : name;
    const problem = relativePathProblem(relPath);
    if (problem !== undefined)
      throw new UnsafeArtifactPathError(`Archive entry ${JSON.stringify(name)} ${problem}.`);
    if (madeBy >> 8 === 3) {
      const type = (externalAttributes >>> 16) & S_IFMT;
      if (type === S_IFLNK)
        throw new UnsafeArtifactPathError(`Archive entry ${JSON.stringify(name)} is a symbolic link.`);
      if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) {
        throw new UnsafeArtifactPathError(
          `Archive entry ${JSON.stringify(name)} is not a regular file or directory.`,
        );
      }
    }
    if (names.has(relPath))
      throw new UnsafeArtifactPathError(`Archive entry ${JSON.stringify(name)} appears twice.`);
    names.add(relPath);
    if (isDirectory) {
      if (size !== 0) throw new ZipFormatError(`directory entry ${JSON.stringify(name)} has content`);
      directories.push(relPath);
      continue;
    }
    totalBytes += size;
    if (totalBytes > limits.maxTotalBytes) {
      throw new ZipFormatError(`archive expands to more than ${limits.maxTotalBytes} bytes`);
    }
    const data = entryData(buf, localOffset, rawName, method, compressedSize, size, name);
    if (crc32(data) >>> 0 !== crc)
      throw new ZipFormatError(`entry ${JSON.stringify(name)} fails its CRC-32 check`);
    files.push({ path: relPath, data });
  }
  return { files, directories };
}

function entryData(
  buf: Buffer,
  localOffset: number,
  centralName: Buffer,
  method: number,
  compressedSize: number,
  size: number,
  name: string,
): Buffer {
  need(buf, localOffset, 30, `local header of ${JSON.stringify(name)}`);
  if (buf.readUInt32LE(localOffset) !== LOCAL_SIGNATURE) {
    throw new ZipFormatError(`bad local header for ${JSON.stringify(name)}`);
  }
  const nameLength = buf.readUInt16LE(localOffset + 26);
  const extraLength = buf.readUInt16LE(localOffset + 28);
  need(buf, localOffset + 30, nameLength, `local name of ${JSON.stringify(name)}`);
  // A local name differing from the central one is a classic way to smuggle a second path.
  if (!buf.subarray(localOffset + 30, localOffset + 30 + nameLength).equals(centralName)) {
    throw new UnsafeArtifactPathError(
      `Archive entry ${JSON.stringify(name)} has a different local file name.`,
    );
  }
  const start = localOffset + 30 + nameLength + extraLength;
  need(buf, start, compressedSize, `data of ${JSON.stringify(name)}`);
  const raw = buf.subarray(start, start + compressedSize);
  let data: Buffer;
  if (method === 0) {
    data = Buffer.from(raw);
  } else if (method === 8) {
    try {
      data = size === 0 ? Buffer.alloc(0) : inflateRawSync(raw, { maxOutputLength: size });
    } catch (error) {
      throw new ZipFormatError(
        `entry ${JSON.stringify(name)} does not inflate to ${size} bytes: ${(error as Error).message}`,
      );
    }
  } else {
    throw new ZipFormatError(`entry ${JSON.stringify(name)} uses unsupported compression method ${method}`);
  }
  if (data.length !== size) {
    throw new ZipFormatError(`entry ${JSON.stringify(name)} is ${data.length} bytes, expected ${size}`);
  }
  return data;
}

function findEndOfCentralDirectory(buf: Buffer): number {
  const earliest = Math.max(0, buf.length - (22 + 0xffff));
  for (let at = buf.length - 22; at >= earliest; at--) {
    if (buf.readUInt32LE(at) === EOCD_SIGNATURE && at + 22 + buf.readUInt16LE(at + 20) === buf.length)
      return at;
  }
  throw new ZipFormatError('not a zip archive (no end-of-central-directory record)');
}

function decodeName(raw: Buffer, utf8: boolean): string {
  const ascii = raw.every((b) => b < 0x80);
  if (!utf8 && !ascii) throw new ZipFormatError('entry name is neither ASCII nor flagged UTF-8');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw new ZipFormatError('entry name is not valid UTF-8');
  }
}

function need(buf: Buffer, at: number, length: number, what: string): void {
  if (at < 0 || at + length > buf.length) throw new ZipFormatError(`${what} lies outside the archive`);
}
