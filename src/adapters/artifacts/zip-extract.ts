// Extracts a downloaded artifact archive from disk with yauzl, a maintained reader that works from
// the central directory with random access: every entry is checked and every declared size summed
// before the first byte is inflated, and each entry streams to disk (constant memory) with its
// size (yauzl's validateEntrySizes) and CRC-32 checked as it goes.
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import * as path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';
import { assertNoLinkedParents, assertNothingAt, relativePathProblem } from './artifact-store.js';
import { UnsafeArtifactPathError } from '../errors.js';
import { ZipFormatError, ZipLimitError } from '../errors.js';

export interface ZipLimits {
  /** Upper bound on the sum of the entries' declared uncompressed sizes. */
  readonly maxExtractedBytes: number;
  readonly maxEntries: number;
}

export interface ExtractedZip {
  /** Written files, relative to the destination, `/`-separated, in archive order. */
  readonly files: string[];
  /** Directory entries (empty directories in the upload), without the trailing `/`. */
  readonly directories: string[];
  /** Sum of the written files' sizes. */
  readonly bytes: number;
}

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;

interface CheckedEntry {
  readonly entry: yauzl.Entry;
  readonly relPath: string;
  readonly directory: boolean;
}

/**
 * Extracts `archivePath` into `destDir`. Names must be safe relative paths (no `..`, absolute,
 * backslash, NUL or other forbidden characters), entries regular files or directories (no links,
 * devices), unencrypted, stored or deflated. Existing files are never overwritten and links in the
 * destination never followed. On any failure the files this call wrote are removed again.
 */
export async function extractZip(
  archivePath: string,
  destDir: string,
  limits: ZipLimits,
): Promise<ExtractedZip> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(archivePath, {
      lazyEntries: true,
      autoClose: false,
      // Names are decoded and checked here (UTF-8 only, our path rules), not rewritten by the reader.
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch (error) {
    throw new ZipFormatError(`not a readable zip archive: ${(error as Error).message}`);
  }
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw new ZipLimitError(
        `archive has ${zip.entryCount} entries; at most ${limits.maxEntries} are allowed`,
      );
    }
    const entries = await readCentralDirectory(zip, limits);
    return await writeEntries(zip, entries, destDir);
  } finally {
    zip.close();
  }
}

async function readCentralDirectory(zip: yauzl.ZipFile, limits: ZipLimits): Promise<CheckedEntry[]> {
  const checked: CheckedEntry[] = [];
  const names = new Set<string>();
  let declared = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const name = decodeName(entry);
      if ((entry.generalPurposeBitFlag & 0x0001) !== 0)
        throw new ZipFormatError(`entry ${JSON.stringify(name)} is encrypted`);
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
        throw new ZipFormatError(
          `entry ${JSON.stringify(name)} uses unsupported compression method ${entry.compressionMethod}`,
        );
      }
      const directory = name.endsWith('/');
      const relPath = directory ? name.slice(0, -1) : name;
      const problem = relativePathProblem(relPath);
      if (problem !== undefined)
        throw new UnsafeArtifactPathError(`Archive entry ${JSON.stringify(name)} ${problem}.`);
      if (entry.versionMadeBy >> 8 === 3) {
        const type = (entry.externalFileAttributes >>> 16) & S_IFMT;
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
      if (directory && entry.uncompressedSize !== 0)
        throw new ZipFormatError(`directory entry ${JSON.stringify(name)} has content`);
      declared += entry.uncompressedSize;
      if (declared > limits.maxExtractedBytes) {
        throw new ZipLimitError(
          `archive declares more than ${limits.maxExtractedBytes} bytes of content ` +
            `(${declared} bytes up to entry ${JSON.stringify(name)}); nothing was extracted`,
        );
      }
      checked.push({ entry, relPath, directory });
    }
  } catch (error) {
    if (error instanceof ZipFormatError || error instanceof UnsafeArtifactPathError) throw error;
    throw new ZipFormatError((error as Error).message);
  }
  // A second path hidden in a local header is never used, but its presence means a crafted archive.
  for (const { entry, relPath, directory } of checked) {
    const local = await zip.readLocalFileHeaderPromise(entry).catch((error: unknown) => {
      throw new ZipFormatError(`local header of ${JSON.stringify(relPath)}: ${(error as Error).message}`);
    });
    if (!local.fileName.equals(entry.fileNameRaw)) {
      throw new UnsafeArtifactPathError(
        `Archive entry ${JSON.stringify(relPath + (directory ? '/' : ''))} has a different local file name.`,
      );
    }
  }
  return checked;
}

async function writeEntries(
  zip: yauzl.ZipFile,
  entries: readonly CheckedEntry[],
  destDir: string,
): Promise<ExtractedZip> {
  await mkdir(destDir, { recursive: true });
  const dest = path.resolve(destDir);
  for (const { relPath, directory } of entries) {
    if (directory) continue;
    const segments = relPath.split('/');
    await assertNoLinkedParents(dest, segments.slice(0, -1));
    await assertNothingAt(path.join(dest, ...segments), relPath);
  }
  const written: string[] = [];
  const createdDirs: string[] = [];
  const directories: string[] = [];
  const files: string[] = [];
  let bytes = 0;
  const makeDir = async (segments: string[]) => {
    await assertNoLinkedParents(dest, segments);
    const first = await mkdir(path.join(dest, ...segments), { recursive: true });
    if (first !== undefined) createdDirs.push(first);
  };
  try {
    for (const { entry, relPath, directory } of entries) {
      const segments = relPath.split('/');
      if (directory) {
        await makeDir(segments);
        directories.push(relPath);
        continue;
      }
      await makeDir(segments.slice(0, -1));
      const target = path.join(dest, ...segments);
      const source = await zip.openReadStreamPromise(entry);
      let crc = 0;
      let size = 0;
      const check = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          crc = crc32(chunk, crc);
          size += chunk.length;
          done(null, chunk);
        },
      });
      // 'wx' fails on an existing name, link or not, so nothing outside dest is ever written.
      const sink = createWriteStream(target, { flags: 'wx', mode: 0o644 });
      sink.once('open', () => written.push(target));
      try {
        await pipeline(source, check, sink);
      } catch (error) {
        // The file may still be opening when the source fails: wait until the sink has closed, so
        // a file it created is in `written` (and removed below) rather than appearing afterwards.
        if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
        throw new ZipFormatError(`entry ${JSON.stringify(relPath)}: ${(error as Error).message}`);
      }
      if (size !== entry.uncompressedSize)
        throw new ZipFormatError(
          `entry ${JSON.stringify(relPath)} is ${size} bytes, expected ${entry.uncompressedSize}`,
        );
      if (crc >>> 0 !== entry.crc32 >>> 0)
        throw new ZipFormatError(`entry ${JSON.stringify(relPath)} fails its CRC-32 check`);
      files.push(relPath);
      bytes += size;
    }
  } catch (error) {
    for (const file of written) await rm(file, { force: true });
    for (const dir of createdDirs.reverse()) await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { files, directories, bytes };
}

function decodeName(entry: yauzl.Entry): string {
  const raw = entry.fileNameRaw;
  const utf8 = (entry.generalPurposeBitFlag & 0x0800) !== 0;
  if (!utf8 && !raw.every((b) => b < 0x80))
    throw new ZipFormatError('entry name is neither ASCII nor flagged UTF-8');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw new ZipFormatError('entry name is not valid UTF-8');
  }
}
