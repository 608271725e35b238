// A certificate for 127.0.0.1, made once per test process with openssl (no key is kept in the
// repository), so loopback fakes can speak https — a model token goes only over https — and a model
// client that trusts it (the `dispatcher` the downloads, init, check and the action take).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, type Dispatcher } from 'undici';

export interface LoopbackTls {
  key: string;
  cert: string;
}

let made: LoopbackTls | undefined;

/** A self-signed certificate (and its key) for https://127.0.0.1, valid for two days. */
export function loopbackTls(): LoopbackTls {
  if (made) return made;
  const dir = mkdtempSync(join(tmpdir(), 'pp-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'pipe' },
    );
    made = {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
    return made;
  } catch (error) {
    throw new Error(
      `the https test servers need openssl on PATH to make their certificate: ${(error as Error).message}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A model client that trusts the loopback certificate (and follows no redirects: requestModel does). */
export function trustingDispatcher(): Dispatcher {
  return new Agent({ connect: { ca: loopbackTls().cert } });
}
