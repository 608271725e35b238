// A loopback file server with Range support and scripted faults, for verified-download tests.
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
  /** Requests seen: path + Range header. */
  requests: { path: string; range: string | undefined }[];
  /** Faults consumed one per request, in order; afterwards requests are served normally. */
  faults: Fault[];
  close: () => Promise<void>;
}

export async function startModelServer(files: Record<string, Uint8Array>): Promise<ModelServer> {
  const requests: ModelServer['requests'] = [];
  const faults: Fault[] = [];
  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const range = req.headers.range;
    requests.push({ path, range });
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
    let start = 0;
    const match = /^bytes=(\d+)-$/.exec(range ?? '');
    if (match && fault?.kind !== 'ignore-range') {
      start = Number(match[1]);
      if (start >= body.length) {
        res.writeHead(416, { 'content-range': `bytes */${body.length}` }).end();
        return;
      }
      res.writeHead(206, {
        'content-range': `bytes ${start}-${body.length - 1}/${body.length}`,
        'content-length': String(body.length - start),
      });
    } else {
      res.writeHead(200, { 'content-length': String(body.length) });
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
    faults,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
