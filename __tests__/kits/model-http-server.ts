// A loopback file server with Range support and scripted faults, for verified-download tests. Each
// file answers with a validator (a strong ETag from its bytes by default, or Last-Modified, or none)
// and honours If-Range: a Range under a validator that no longer matches gets the whole file.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Fault =
  | { kind: 'status'; status: number }
  /**
   * Send this many body bytes, then destroy the socket — once `landed()` says the client holds them
   * (polled; on a loaded machine a fixed delay can cut before the client read a byte), or after 5 s.
   */
  | { kind: 'cut'; afterBytes: number; landed?: () => boolean }
  /** Ignore the Range header and send the whole file with 200. */
  | { kind: 'ignore-range' }
  | { kind: 'redirect'; location: string };

export interface ModelServer {
  url: (path?: string) => string;
  /** Requests seen: method, path, Range and If-Range headers. */
  requests: { method: string; path: string; range: string | undefined; ifRange: string | undefined }[];
  /** The files served, by path; replace one to change the file behind a URL. */
  files: Record<string, Uint8Array>;
  /** Faults consumed one per request, in order; afterwards requests are served normally. */
  faults: Fault[];
  close: () => Promise<void>;
}

/** What a file's responses carry to tell its versions apart. */
export type Validator = 'etag' | 'last-modified' | 'none';

/** A strong ETag of the bytes, or a Last-Modified date that changes with them (one day per first byte). */
export function validatorHeaders(body: Uint8Array, validator: Validator): Record<string, string> {
  if (validator === 'etag')
    return { etag: `"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"` };
  if (validator === 'last-modified')
    return { 'last-modified': new Date(Date.UTC(2025, 0, 1 + (body[0] ?? 0))).toUTCString() };
  return {};
}

export async function startModelServer(
  files: Record<string, Uint8Array>,
  options: { validator?: Validator } = {},
): Promise<ModelServer> {
  const requests: ModelServer['requests'] = [];
  const faults: Fault[] = [];
  const validator = options.validator ?? 'etag';
  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const range = req.headers.range;
    const ifRange = String(req.headers['if-range'] ?? '') || undefined;
    requests.push({ method: req.method ?? 'GET', path, range, ifRange });
    const fault = faults.shift();
    if (fault?.kind === 'status') {
      res.writeHead(fault.status, { 'content-type': 'text/plain' }).end(`status ${fault.status}`);
      return;
    }
    if (fault?.kind === 'redirect') {
      res.writeHead(302, { location: fault.location }).end();
      return;
    }
    const body = files[path];
    if (!body) {
      res.writeHead(404).end('not found');
      return;
    }
    const current = validatorHeaders(body, validator);
    const stale = ifRange !== undefined && !Object.values(current).includes(ifRange);
    let start = 0;
    const match = stale ? null : /^bytes=(\d+)-$/.exec(range ?? '');
    if (match && fault?.kind !== 'ignore-range') {
      start = Number(match[1]);
      if (start >= body.length) {
        res.writeHead(416, { 'content-range': `bytes */${body.length}` }).end();
        return;
      }
      res.writeHead(206, {
        ...current,
        'content-range': `bytes ${start}-${body.length - 1}/${body.length}`,
        'content-length': String(body.length - start),
      });
    } else {
      res.writeHead(200, { ...current, 'content-length': String(body.length) });
    }
    const payload = body.subarray(start);
    if (fault?.kind === 'cut') {
      const { landed } = fault;
      res.write(payload.subarray(0, fault.afterBytes), () => {
        // Let the bytes reach the client before the connection drops.
        const started = Date.now();
        const poll = () => {
          if (!landed || landed() || Date.now() - started > 5000) res.socket?.destroy();
          else setTimeout(poll, 10);
        };
        setTimeout(poll, 20);
      });
      return;
    }
    res.end(payload);
  };
  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/model.gguf') => `http://127.0.0.1:${port}${path}`,
    requests,
    files,
    faults,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
