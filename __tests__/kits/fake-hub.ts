// A loopback Hugging Face Hub (revision API, resolve URLs answering 302) and a second loopback
// origin acting as its CDN (the signed file URL, with Range support); both record every request's
// authorization header, so tests can see where a token went. With `https`, both speak https with
// the loopback certificate (a token goes only over https): clients pass `trustingDispatcher()`.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { loopbackTls } from './loopback-tls.js';

export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  range: string | undefined;
  ifRange: string | undefined;
}

export interface FakeHub {
  /** http://127.0.0.1:<port> of the Hub. */
  endpoint: string;
  cdnOrigin: string;
  commit: string;
  hubRequests: SeenRequest[];
  cdnRequests: SeenRequest[];
  /** Set: the Hub answers 401 to any request without `Bearer <requiredToken>`. */
  requiredToken?: string;
  /**
   * CDN body requests to cut after this many bytes (one cut per entry), once `landed()` says the
   * client holds them (polled: a stream ended by an error drops what its reader has not taken yet).
   */
  cdnCuts: { bytes: number; landed: () => boolean }[];
  close: () => Promise<void>;
}

async function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  https: boolean,
): Promise<{ server: Server; origin: string }> {
  const server: Server = https ? createHttpsServer(loopbackTls(), handler) : createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    origin: `${https ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`,
  };
}

function seen(req: IncomingMessage): SeenRequest {
  return {
    method: req.method ?? 'GET',
    path: req.url ?? '/',
    authorization: req.headers.authorization,
    range: req.headers.range,
    ifRange: String(req.headers['if-range'] ?? '') || undefined,
  };
}

/** `files`: repository → file path → bytes; each repository has one commit, `main` names it. */
export async function startFakeHub(
  files: Record<string, Record<string, Uint8Array>>,
  options: { https?: boolean } = {},
): Promise<FakeHub> {
  const https = options.https === true;
  const commit = 'c0ffee0000000000000000000000000000000001';
  const blobPath = (repo: string, file: string) => `/blobs/${repo.replace('/', '--')}/${file}`;
  const blobs = new Map<string, Uint8Array>();
  for (const [repo, entries] of Object.entries(files))
    for (const [file, body] of Object.entries(entries)) blobs.set(blobPath(repo, file), body);
  const hub: FakeHub = {
    endpoint: '',
    cdnOrigin: '',
    commit,
    hubRequests: [],
    cdnRequests: [],
    cdnCuts: [],
    close: async () => undefined,
  };
  const cdn = await listen((req, res) => {
    hub.cdnRequests.push(seen(req));
    const url = new URL(req.url ?? '/', 'http://cdn');
    const body = blobs.get(url.pathname);
    if (!body || !url.searchParams.has('signature')) {
      res.writeHead(404).end('no such blob');
      return;
    }
    // A strong ETag, as a CDN sends: a Range under an If-Range naming another version gets the whole file.
    const etag = `"${createHash('sha256').update(body).digest('hex')}"`;
    const ifRange = String(req.headers['if-range'] ?? '') || undefined;
    const match =
      ifRange === undefined || ifRange === etag ? /^bytes=(\d+)-$/.exec(req.headers.range ?? '') : null;
    const start = match ? Number(match[1]) : 0;
    if (start >= body.length && match) {
      res.writeHead(416, { 'content-range': `bytes */${body.length}` }).end();
      return;
    }
    res.writeHead(match ? 206 : 200, {
      etag,
      'content-length': String(body.length - start),
      ...(match ? { 'content-range': `bytes ${start}-${body.length - 1}/${body.length}` } : {}),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const cut = hub.cdnCuts.shift();
    const payload = body.subarray(start);
    if (cut !== undefined) {
      res.write(payload.subarray(0, cut.bytes), () => {
        const started = Date.now();
        const poll = () => {
          if (cut.landed() || Date.now() - started > 5000) res.socket?.destroy();
          else setTimeout(poll, 10);
        };
        poll();
      });
      return;
    }
    res.end(payload);
  }, https);
  const api = await listen((req, res) => {
    hub.hubRequests.push(seen(req));
    if (hub.requiredToken !== undefined && req.headers.authorization !== `Bearer ${hub.requiredToken}`) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"Invalid credentials"}');
      return;
    }
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://hub').pathname);
    const revision = /^\/api\/models\/([^/]+\/[^/]+)\/revision\/(.+)$/.exec(path);
    if (revision) {
      const [, repo, rev] = revision;
      if (!files[repo] || (rev !== 'main' && rev !== commit)) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Revision Not Found"}');
        return;
      }
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: repo, sha: commit }));
      return;
    }
    const resolve = /^\/([^/]+\/[^/]+)\/resolve\/([^/]+)\/(.+)$/.exec(path);
    const body = resolve && resolve[2] === commit ? files[resolve[1]]?.[resolve[3]] : undefined;
    if (!resolve || !body) {
      res.writeHead(404).end('Entry not found');
      return;
    }
    const blob = blobPath(resolve[1], resolve[3]);
    res
      .writeHead(302, {
        location: `${hub.cdnOrigin}${blob}?signature=signed-${Date.now()}`,
        'x-linked-size': String(body.length),
        'x-linked-etag': `"${createHash('sha256').update(body).digest('hex')}"`,
      })
      .end();
  }, https);
  hub.endpoint = api.origin;
  hub.cdnOrigin = cdn.origin;
  hub.close = async () => {
    for (const s of [api.server, cdn.server]) {
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    }
  };
  return hub;
}
