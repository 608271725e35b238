// Streaming file digests (models and binaries are too large to read whole).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

export async function fileDigest(
  path: string,
  algorithm: 'sha256' | 'sha512' | 'md5',
  encoding: 'hex' | 'base64' = 'hex',
): Promise<string> {
  const hash = createHash(algorithm);
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest(encoding);
}

export function fileSha256(path: string): Promise<string> {
  return fileDigest(path, 'sha256');
}
