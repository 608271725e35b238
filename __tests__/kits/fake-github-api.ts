// A loopback stand-in for the parts of the GitHub API the action calls: issue comments (paginated
// with Link headers), comment create/update, GraphQL `viewer { login }`, and GET /user.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  StickyCommentOptions,
  StickyCommentResult,
  UpsertStickyComment,
} from '../../src/adapters/github/pr-comment.js';

export interface FakeComment {
  id: number;
  body: string;
  login: string;
}

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly authorization: string | undefined;
  readonly body: string;
}

export interface FakeGitHubApiOptions {
  /** Accepted bearer token. */
  readonly token: string;
  /** Path prefix like GitHub Enterprise's `/api/v3`. */
  readonly prefix?: string;
  /** Login the token writes as. */
  readonly botLogin?: string;
  /** When set, GET /user answers with this login; otherwise 403 like an installation token. */
  readonly userLogin?: string;
  /**
   * What GraphQL `viewer { login }` answers; defaults to botLogin (the token's own identity, as
   * GitHub answers for PATs, app installation tokens and GITHUB_TOKEN). null: a GraphQL error.
   */
  readonly viewerLogin?: string | null;
  /** Writes answer 403 (fork PR token). */
  readonly readOnly?: boolean;
  /** Bodies longer than this are rejected with 422, as GitHub does at 65,536. */
  readonly maxBodyChars?: number;
  /** Error bodies quote the Authorization header, to prove callers redact it. */
  readonly echoAuthorizationInErrors?: boolean;
}

export interface FakeGitHubApi {
  /** API base URL, including the prefix. */
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Add comments to an issue, oldest first; returns their ids. */
  seed(repository: string, issue: number, comments: ReadonlyArray<{ login: string; body: string }>): number[];
  comments(repository: string, issue: number): FakeComment[];
  /** Answer the next request matching method + path (prefix removed) with this status, JSON body and headers. */
  respondNext(
    method: string,
    path: RegExp,
    status: number,
    body: unknown,
    headers?: Record<string, string>,
  ): void;
  close(): Promise<void>;
}

interface ScriptedResponse {
  method: string;
  path: RegExp;
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

const MAX_REQUEST_BYTES = 4 * 1024 * 1024;

export async function startFakeGitHubApi(options: FakeGitHubApiOptions): Promise<FakeGitHubApi> {
  const prefix = options.prefix ?? '';
  const botLogin = options.botLogin ?? 'github-actions[bot]';
  const maxBodyChars = options.maxBodyChars ?? 65_536;
  const issues = new Map<string, FakeComment[]>();
  const requests: RecordedRequest[] = [];
  const scripted: ScriptedResponse[] = [];
  let nextId = 1000;
  let origin = '';

  const issueComments = (repository: string, issue: number): FakeComment[] => {
    const key = `${repository.toLowerCase()}#${issue}`;
    let list = issues.get(key);
    if (list === undefined) {
      list = [];
      issues.set(key, list);
    }
    return list;
  };
  const toJson = (repository: string, issue: number, c: FakeComment) => ({
    id: c.id,
    body: c.body,
    user: { login: c.login, type: c.login.endsWith('[bot]') ? 'Bot' : 'User' },
    html_url: `https://github.test/${repository}/pull/${issue}#issuecomment-${c.id}`,
  });

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string): void => {
    const send = (status: number, body: unknown, headers: Record<string, string> = {}): void => {
      const text = JSON.stringify(body);
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(text);
    };
    const authorization = req.headers.authorization;
    const fail = (status: number, message: string, extra: Record<string, unknown> = {}): void =>
      send(status, {
        message: options.echoAuthorizationInErrors
          ? `${message} (got ${authorization ?? 'no header'})`
          : message,
        ...extra,
      });
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', origin);
    requests.push({ method, url: url.pathname + url.search, authorization, body: raw });

    // GitHub Enterprise serves GraphQL at /api/graphql next to the REST prefix /api/v3.
    const graphqlPath = prefix.endsWith('/v3')
      ? `${prefix.slice(0, -'/v3'.length)}/graphql`
      : `${prefix}/graphql`;
    if (method === 'POST' && url.pathname === graphqlPath) {
      const scriptedGraphql = scripted.findIndex((s) => s.method === 'POST' && s.path.test('/graphql'));
      if (scriptedGraphql >= 0) {
        const [answer] = scripted.splice(scriptedGraphql, 1);
        return send(answer!.status, answer!.body, answer!.headers);
      }
      if (authorization !== `Bearer ${options.token}` && authorization !== `token ${options.token}`)
        return fail(401, 'Bad credentials');
      const query = (() => {
        try {
          return String((JSON.parse(raw) as { query?: unknown }).query ?? '');
        } catch {
          return '';
        }
      })();
      if (!/viewer\s*\{\s*login\s*\}/.test(query))
        return send(200, { errors: [{ message: 'unsupported query' }] });
      const viewer = options.viewerLogin === undefined ? botLogin : options.viewerLogin;
      if (viewer === null)
        return send(200, {
          data: null,
          errors: [{ type: 'FORBIDDEN', message: 'Resource not accessible by integration' }],
        });
      return send(200, { data: { viewer: { login: viewer } } });
    }
    if (!url.pathname.startsWith(`${prefix}/`)) return fail(404, 'Not Found');
    const path = url.pathname.slice(prefix.length);
    const scriptedIndex = scripted.findIndex((s) => s.method === method && s.path.test(path));
    if (scriptedIndex >= 0) {
      const [answer] = scripted.splice(scriptedIndex, 1);
      return send(answer!.status, answer!.body, answer!.headers);
    }
    // Octokit sends `token <t>`; both schemes are accepted by GitHub.
    if (authorization !== `Bearer ${options.token}` && authorization !== `token ${options.token}`)
      return fail(401, 'Bad credentials');
    if (req.headers['x-github-api-version'] === undefined) return fail(400, 'missing X-GitHub-Api-Version');

    if (method === 'GET' && path === '/user') {
      if (options.userLogin === undefined) return fail(403, 'Resource not accessible by integration');
      return send(200, { login: options.userLogin });
    }

    const list = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(path);
    if (list !== null) {
      const repository = `${decodeURIComponent(list[1]!)}/${decodeURIComponent(list[2]!)}`;
      const issue = Number(list[3]);
      const comments = issueComments(repository, issue);
      if (method === 'GET') {
        const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? '30')));
        const page = Math.max(1, Number(url.searchParams.get('page') ?? '1'));
        const lastPage = Math.max(1, Math.ceil(comments.length / perPage));
        const slice = comments.slice((page - 1) * perPage, page * perPage);
        const link = (p: number, rel: string): string => {
          const target = new URL(url.pathname, origin);
          target.searchParams.set('per_page', String(perPage));
          target.searchParams.set('page', String(p));
          return `<${target.href}>; rel="${rel}"`;
        };
        const links: string[] = [];
        if (page < lastPage) links.push(link(page + 1, 'next'), link(lastPage, 'last'));
        if (page > 1) links.push(link(1, 'first'), link(page - 1, 'prev'));
        return send(
          200,
          slice.map((c) => toJson(repository, issue, c)),
          links.length > 0 ? { link: links.join(', ') } : {},
        );
      }
      if (method === 'POST') {
        const body = parseBody(raw);
        if (body === undefined) return fail(400, 'Problems parsing JSON');
        if (options.readOnly) return fail(403, 'Resource not accessible by integration');
        if (body.length > maxBodyChars) return tooLong(fail, maxBodyChars);
        const comment: FakeComment = { id: nextId++, body, login: botLogin };
        comments.push(comment);
        return send(201, toJson(repository, issue, comment));
      }
    }

    const edit = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(path);
    if (edit !== null && method === 'PATCH') {
      const repository = `${decodeURIComponent(edit[1]!)}/${decodeURIComponent(edit[2]!)}`;
      const id = Number(edit[3]);
      for (const [key, comments] of issues) {
        if (!key.startsWith(`${repository.toLowerCase()}#`)) continue;
        const comment = comments.find((c) => c.id === id);
        if (comment === undefined) continue;
        const body = parseBody(raw);
        if (body === undefined) return fail(400, 'Problems parsing JSON');
        if (options.readOnly || comment.login !== botLogin) {
          return fail(403, 'Resource not accessible by integration');
        }
        if (body.length > maxBodyChars) return tooLong(fail, maxBodyChars);
        comment.body = body;
        return send(200, toJson(repository, Number(key.split('#')[1]), comment));
      }
      return fail(404, 'Not Found');
    }
    return fail(404, 'Not Found');
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_REQUEST_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_REQUEST_BYTES) {
        res.writeHead(413).end();
        return;
      }
      handle(req, res, Buffer.concat(chunks).toString('utf8'));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    url: `${origin}${prefix}`,
    requests,
    seed(repository, issue, comments) {
      const list = issueComments(repository, issue);
      return comments.map((c) => {
        const comment = { id: nextId++, body: c.body, login: c.login };
        list.push(comment);
        return comment.id;
      });
    },
    comments: (repository, issue) => issueComments(repository, issue).map((c) => ({ ...c })),
    respondNext(method, path, status, body, headers = {}) {
      scripted.push({ method, path, status, body, headers });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function parseBody(raw: string): string | undefined {
  try {
    const parsed = JSON.parse(raw) as { body?: unknown };
    return typeof parsed.body === 'string' ? parsed.body : undefined;
  } catch {
    return undefined;
  }
}

function tooLong(
  fail: (status: number, message: string, extra?: Record<string, unknown>) => void,
  maxBodyChars: number,
): void {
  fail(422, 'Validation Failed', {
    errors: [
      {
        resource: 'IssueComment',
        code: 'custom',
        field: 'body',
        message: `body is too long (maximum is ${maxBodyChars} characters)`,
      },
    ],
  });
}

/** In-memory stand-in for `upsertStickyComment`, for orchestrator tests that need no HTTP. */
export function createInMemoryStickyComments(outcome: StickyCommentResult['outcome'] = 'created'): {
  readonly upsert: UpsertStickyComment;
  readonly calls: StickyCommentOptions[];
} {
  const calls: StickyCommentOptions[] = [];
  return {
    calls,
    upsert: async (options) => {
      calls.push(options);
      return { outcome, message: `in-memory comment: ${outcome}`, truncated: false };
    },
  };
}
