// Loopback stand-in for the Actions results service (Twirp JSON API) and its blob storage.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export const TWIRP_PREFIX = '/twirp/github.actions.results.api.v1.ArtifactService/';
export type TwirpMethod =
  'CreateArtifact' | 'FinalizeArtifact' | 'ListArtifacts' | 'GetSignedArtifactURL' | 'DeleteArtifact';
/** Blob storage operations: `BlobPut` covers Put Block, Put Block List and Put Blob. */
export type FaultTarget = TwirpMethod | 'BlobPut' | 'BlobGet';

export interface Fault {
  readonly target: FaultTarget;
  /** How many matching requests fail before the fault is spent. */
  readonly times: number;
  /** HTTP status to answer with; ignored with `reset`. */
  readonly status?: number;
  /** Drop the connection instead of answering (the client sees ECONNRESET). */
  readonly reset?: boolean;
}

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly twirp?: TwirpMethod;
  /** Parsed JSON body of a Twirp call. */
  readonly json?: Record<string, unknown>;
  readonly bodyBytes: number;
  readonly authorization?: string;
  readonly contentType?: string;
  status?: number;
}

export interface FakeArtifact {
  readonly id: number;
  readonly name: string;
  readonly workflowRunBackendId: string;
  readonly workflowJobRunBackendId: string;
  readonly createdAt: Date;
  readonly expiresAt?: string;
  readonly mimeType?: string;
  readonly version?: number;
  readonly uploadSig: string;
  readonly downloadSig: string;
  finalized: boolean;
  /** Hash and size the client reported in FinalizeArtifact. */
  hash?: string;
  size?: number;
  content?: Buffer;
  blocks: Map<string, Buffer>;
}

export interface FakeResultsService {
  readonly url: string;
  readonly workflowRunBackendId: string;
  readonly workflowJobRunBackendId: string;
  readonly runtimeToken: string;
  readonly requests: RecordedRequest[];
  readonly artifacts: Map<string, FakeArtifact>;
  /** Environment the artifact client reads (results URL, runtime token, a github.com server URL). */
  env(): Record<string, string>;
  inject(fault: Fault): void;
  /** Serve these bytes instead of the stored archive for `name` (a damaged download). */
  tamperDownload(name: string, bytes: Buffer): void;
  /** Report this digest for `name` in ListArtifacts instead of the finalized one. */
  overrideDigest(name: string, digest: string): void;
  /** Store an artifact directly (e.g. a crafted archive), as if uploaded and finalized. */
  seed(name: string, content: Buffer, options?: { digest?: string; otherRun?: boolean }): FakeArtifact;
  calls(target: TwirpMethod): RecordedRequest[];
  close(): Promise<void>;
}

function base64url(value: string): string {
  return Buffer.from(value).toString('base64url');
}

/** Unsigned JWT whose `scp` claim carries the backend ids, as the runner's runtime token does. */
export function runtimeTokenFor(runId: string, jobId: string): string {
  const header = base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({ scp: `Actions.ExampleScope Actions.Results:${runId}:${jobId}`, exp: 4102444800 }),
  );
  return `${header}.${payload}.${base64url('unsigned')}`;
}

export async function startFakeResultsService(): Promise<FakeResultsService> {
  const workflowRunBackendId = randomUUID();
  const workflowJobRunBackendId = randomUUID();
  const runtimeToken = runtimeTokenFor(workflowRunBackendId, workflowJobRunBackendId);
  const requests: RecordedRequest[] = [];
  const artifacts = new Map<string, FakeArtifact>();
  const faults: { target: FaultTarget; left: number; status: number; reset: boolean }[] = [];
  const tampered = new Map<string, Buffer>();
  const digestOverrides = new Map<string, string>();
  const sockets = new Set<Socket>();
  let nextId = 1000;
  let url = '';

  const takeFault = (target: FaultTarget) => {
    const fault = faults.find((f) => f.target === target && f.left > 0);
    if (fault) fault.left--;
    return fault;
  };

  const blobPath = (artifact: FakeArtifact) =>
    `/devstoreaccount1/actions-results/${workflowRunBackendId}/${artifact.id}.zip`;

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const parsed = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(req);
    const record: RecordedRequest = {
      method: req.method ?? '',
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
      bodyBytes: body.length,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
    };
    requests.push(record);
    const send = (status: number, payload: string | Buffer, headers: Record<string, string> = {}) => {
      record.status = status;
      res.writeHead(status, { 'content-length': String(Buffer.byteLength(payload)), ...headers });
      res.end(payload);
    };
    const sendJson = (status: number, payload: unknown) =>
      send(status, JSON.stringify(payload), { 'content-type': 'application/json' });
    const twirpError = (status: number, code: string, msg: string) => sendJson(status, { code, msg });
    const applyFault = (target: FaultTarget): boolean => {
      const fault = takeFault(target);
      if (!fault) return false;
      if (fault.reset) {
        record.status = 0;
        req.socket.destroy();
      } else if (target === 'BlobPut' || target === 'BlobGet') {
        send(fault.status, `<?xml version="1.0" encoding="utf-8"?><Error><Code>Injected</Code></Error>`, {
          'content-type': 'application/xml',
          'x-ms-error-code': fault.status === 403 ? 'AuthenticationFailed' : 'InternalError',
        });
      } else {
        twirpError(fault.status, 'internal', 'injected failure');
      }
      return true;
    };

    if (req.method === 'POST' && parsed.pathname.startsWith(TWIRP_PREFIX)) {
      const method = parsed.pathname.slice(TWIRP_PREFIX.length) as TwirpMethod;
      Object.assign(record, { twirp: method });
      let json: Record<string, unknown>;
      try {
        json = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      } catch {
        return twirpError(400, 'malformed', 'body is not JSON');
      }
      Object.assign(record, { json });
      if (applyFault(method)) return;
      if (req.headers.authorization !== `Bearer ${runtimeToken}`) {
        return twirpError(401, 'unauthenticated', 'bad runtime token');
      }
      if (
        json.workflow_run_backend_id !== workflowRunBackendId ||
        json.workflow_job_run_backend_id !== workflowJobRunBackendId
      ) {
        return twirpError(403, 'permission_denied', 'backend ids do not match the runtime token');
      }
      const name = typeof json.name === 'string' ? json.name : undefined;
      // Artifacts of another workflow run are invisible to this run's token.
      const own = name === undefined ? undefined : artifacts.get(name);
      const artifactOfRun = own?.workflowRunBackendId === workflowRunBackendId ? own : undefined;
      switch (method) {
        case 'CreateArtifact': {
          if (!name) return twirpError(400, 'invalid_argument', 'name is required');
          const existing = artifactOfRun;
          if (own !== undefined && own !== existing)
            return twirpError(409, 'already_exists', 'name taken in another run');
          if (existing?.finalized) {
            return twirpError(
              409,
              'already_exists',
              'an artifact with this name already exists on the workflow run',
            );
          }
          const artifact: FakeArtifact = {
            id: existing?.id ?? nextId++,
            name,
            workflowRunBackendId,
            workflowJobRunBackendId,
            createdAt: new Date(),
            expiresAt: typeof json.expires_at === 'string' ? json.expires_at : undefined,
            mimeType: typeof json.mime_type === 'string' ? json.mime_type : undefined,
            version: typeof json.version === 'number' ? json.version : undefined,
            uploadSig: randomBytes(12).toString('hex'),
            downloadSig: randomBytes(12).toString('hex'),
            finalized: false,
            blocks: new Map(),
          };
          artifacts.set(name, artifact);
          return sendJson(200, {
            ok: true,
            signed_upload_url: `${url}${blobPath(artifact)}?sv=2023-11-03&sr=b&sp=cw&sig=${artifact.uploadSig}`,
          });
        }
        case 'FinalizeArtifact': {
          const artifact = artifactOfRun;
          if (!artifact) return twirpError(404, 'not_found', 'artifact not found');
          if (artifact.content === undefined)
            return twirpError(400, 'failed_precondition', 'no blob was uploaded');
          const size = Number(json.size);
          if (size !== artifact.content.length) {
            return twirpError(
              400,
              'invalid_argument',
              `size ${size} does not match the ${artifact.content.length} stored bytes`,
            );
          }
          artifact.size = size;
          artifact.hash = typeof json.hash === 'string' ? json.hash : undefined;
          artifact.finalized = true;
          return sendJson(200, { ok: true, artifact_id: String(artifact.id) });
        }
        case 'ListArtifacts': {
          const nameFilter = typeof json.name_filter === 'string' ? json.name_filter : undefined;
          const idFilter = json.id_filter === undefined ? undefined : Number(json.id_filter);
          const list = [...artifacts.values()]
            .filter((a) => a.finalized && a.workflowRunBackendId === workflowRunBackendId)
            .filter((a) => nameFilter === undefined || a.name === nameFilter)
            .filter((a) => idFilter === undefined || a.id === idFilter)
            .map((a) => ({
              workflow_run_backend_id: a.workflowRunBackendId,
              workflow_job_run_backend_id: a.workflowJobRunBackendId,
              database_id: String(a.id),
              name: a.name,
              size: String(a.size ?? 0),
              created_at: a.createdAt.toISOString(),
              ...(digestOverrides.has(a.name) || a.hash
                ? { digest: digestOverrides.get(a.name) ?? a.hash }
                : {}),
            }));
          return sendJson(200, { artifacts: list });
        }
        case 'GetSignedArtifactURL': {
          const artifact = artifactOfRun;
          if (!artifact?.finalized) return twirpError(404, 'not_found', 'artifact not found');
          return sendJson(200, {
            signed_url: `${url}${blobPath(artifact)}?sv=2023-11-03&sr=b&sp=r&sig=${artifact.downloadSig}`,
          });
        }
        case 'DeleteArtifact': {
          const artifact = artifactOfRun;
          if (!artifact?.finalized) return twirpError(404, 'not_found', 'artifact not found');
          artifacts.delete(artifact.name);
          return sendJson(200, { ok: true, artifact_id: String(artifact.id) });
        }
        default:
          return twirpError(404, 'bad_route', `no method ${method}`);
      }
    }

    const artifact = [...artifacts.values()].find((a) => blobPath(a) === parsed.pathname);
    if (!artifact) return send(404, 'BlobNotFound');
    const sig = parsed.searchParams.get('sig');
    if (req.method === 'PUT') {
      if (applyFault('BlobPut')) return;
      if (sig !== artifact.uploadSig || artifact.finalized) return send(403, 'AuthenticationFailed');
      const comp = parsed.searchParams.get('comp');
      const ok = (extra: Record<string, string> = {}) =>
        send(201, '', {
          'x-ms-request-id': randomUUID(),
          'x-ms-version': '2023-11-03',
          date: new Date().toUTCString(),
          ...extra,
        });
      if (comp === 'block') {
        const blockId = parsed.searchParams.get('blockid');
        if (!blockId) return send(400, 'InvalidQueryParameterValue');
        artifact.blocks.set(blockId, body);
        return ok({ 'x-ms-content-crc64': 'AAAAAAAAAAA=', 'x-ms-request-server-encrypted': 'true' });
      }
      if (comp === 'blocklist') {
        const ids = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map(
          (m) => m[1],
        );
        const parts: Buffer[] = [];
        for (const id of ids) {
          const block = artifact.blocks.get(id);
          if (!block) return send(400, 'InvalidBlockList');
          parts.push(block);
        }
        artifact.content = Buffer.concat(parts);
        artifact.blocks.clear();
        return ok({
          etag: `"0x${randomBytes(8).toString('hex')}"`,
          'last-modified': new Date().toUTCString(),
        });
      }
      if (comp === null && req.headers['x-ms-blob-type'] === 'BlockBlob') {
        artifact.content = body;
        return ok({
          etag: `"0x${randomBytes(8).toString('hex')}"`,
          'last-modified': new Date().toUTCString(),
        });
      }
      return send(400, 'UnsupportedBlobOperation');
    }
    if (req.method === 'GET') {
      if (applyFault('BlobGet')) return;
      if (sig !== artifact.downloadSig || !artifact.finalized || artifact.content === undefined) {
        return send(403, 'AuthenticationFailed');
      }
      return send(200, tampered.get(artifact.name) ?? artifact.content, {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${artifact.id}.zip"`,
      });
    }
    return send(405, 'MethodNotAllowed');
  };

  const server: Server = createServer((req, res) => {
    handler(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    workflowRunBackendId,
    workflowJobRunBackendId,
    runtimeToken,
    requests,
    artifacts,
    env: () => ({
      ACTIONS_RUNTIME_TOKEN: runtimeToken,
      ACTIONS_RESULTS_URL: `${url}/`,
      GITHUB_SERVER_URL: 'https://github.com',
    }),
    inject: (fault) => {
      faults.push({
        target: fault.target,
        left: fault.times,
        status: fault.status ?? 500,
        reset: fault.reset ?? false,
      });
    },
    tamperDownload: (name, bytes) => tampered.set(name, bytes),
    overrideDigest: (name, digest) => digestOverrides.set(name, digest),
    seed: (name, content, options = {}) => {
      const artifact: FakeArtifact = {
        id: nextId++,
        name,
        workflowRunBackendId: options.otherRun ? randomUUID() : workflowRunBackendId,
        workflowJobRunBackendId,
        createdAt: new Date(),
        uploadSig: randomBytes(12).toString('hex'),
        downloadSig: randomBytes(12).toString('hex'),
        finalized: true,
        size: content.length,
        hash: options.digest ?? `sha256:${createHash('sha256').update(content).digest('hex')}`,
        content,
        blocks: new Map(),
      };
      artifacts.set(name, artifact);
      return artifact;
    },
    calls: (target) => requests.filter((r) => r.twirp === target),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
