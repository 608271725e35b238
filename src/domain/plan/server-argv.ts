// Server argv rules: the builder, the canonical-equivalence check (§4.3), the evidence binding
// derivation (§5.6) and request base URL normalization.
import { fail } from '../core/errors.js';
import type { JsonObject } from '../core/json.js';

export const CAPACITY_VARIABLE_OPTIONS = ['--ctx-size', '--parallel', '--port'] as const;
export const BINDING_OPTIONS = ['--host', '--port'] as const;
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '::1'];
const WILDCARD_HOSTS = ['0.0.0.0', '::'];

export interface ArgvContext {
  file: string;
  pointer: string;
}

/** Index of the single occurrence of `option`, requiring a following value. */
export function optionIndex(
  argv: readonly string[],
  option: string,
  ctx: ArgvContext,
  valueMayStartWithDashes = true,
): number {
  const found = argv.flatMap((a, i) => (a === option ? [i] : []));
  if (found.length !== 1)
    fail(`${option} must occur exactly once (found ${found.length})`, ctx.file, ctx.pointer);
  const i = found[0];
  if (i + 1 >= argv.length) fail(`${option} must be followed by a value`, ctx.file, ctx.pointer);
  if (!valueMayStartWithDashes && argv[i + 1].startsWith('--'))
    fail(`${option} value must not start with --`, ctx.file, ctx.pointer);
  return i;
}

export function decimalValue(argv: readonly string[], option: string, ctx: ArgvContext): number {
  const v = argv[optionIndex(argv, option, ctx) + 1];
  if (!/^[0-9]+$/.test(v))
    fail(`${option} value ${JSON.stringify(v)} must be a decimal integer`, ctx.file, ctx.pointer);
  return Number(v);
}

/** Replaces the values of `--ctx-size`, `--parallel` and `--port` in a canonical argv (§4.2). */
export function buildServerArgv(
  canonical: readonly string[],
  serverParallel: number,
  perSlotContext: number,
  port: number,
): string[] {
  const ctx = { file: 'canonical command', pointer: '/argv' };
  const argv = [...canonical];
  argv[optionIndex(argv, '--ctx-size', ctx) + 1] = String(serverParallel * perSlotContext);
  argv[optionIndex(argv, '--parallel', ctx) + 1] = String(serverParallel);
  argv[optionIndex(argv, '--port', ctx) + 1] = String(port);
  return argv;
}

/**
 * §4.3: a capacity argv may differ from the canonical argv only in the values of --ctx-size,
 * --parallel and --port. Returns `differing_options` in the fixed order.
 */
export function checkCanonicalEquivalence(
  cap: readonly string[],
  can: readonly string[],
  serverParallel: number,
  perSlotContext: number,
  ctx: ArgvContext,
): string[] {
  if (cap.length !== can.length)
    fail(`argv has ${cap.length} items but the canonical command has ${can.length}`, ctx.file, ctx.pointer);
  const canCtx = { file: ctx.file, pointer: `${ctx.pointer} (canonical command)` };
  const valueIndexes = new Set<number>();
  for (const option of CAPACITY_VARIABLE_OPTIONS) {
    const i = optionIndex(cap, option, ctx);
    const j = optionIndex(can, option, canCtx);
    if (i !== j)
      fail(
        `${option} must be at the same position as in the canonical command (${i} vs ${j})`,
        ctx.file,
        ctx.pointer,
      );
    valueIndexes.add(i + 1);
  }
  for (let i = 0; i < cap.length; i++) {
    if (cap[i] !== can[i] && !valueIndexes.has(i)) {
      fail(
        `argv differs materially from the canonical command at index ${i} (${JSON.stringify(cap[i])} vs ${JSON.stringify(can[i])}); only --ctx-size, --parallel and --port values may differ`,
        ctx.file,
        ctx.pointer,
      );
    }
  }
  const p = decimalValue(cap, '--parallel', ctx);
  if (p !== serverParallel)
    fail(`--parallel is ${p} but the run's server_parallel is ${serverParallel}`, ctx.file, ctx.pointer);
  const c = decimalValue(cap, '--ctx-size', ctx);
  if (c !== serverParallel * perSlotContext) {
    fail(
      `--ctx-size is ${c} but must be ${serverParallel} × ${perSlotContext} = ${serverParallel * perSlotContext}`,
      ctx.file,
      ctx.pointer,
    );
  }
  if (decimalValue(can, '--parallel', canCtx) !== 1)
    fail('canonical command --parallel must be 1', ctx.file, canCtx.pointer);
  if (decimalValue(can, '--ctx-size', canCtx) !== perSlotContext) {
    fail(
      `canonical command --ctx-size must equal per_slot_context_tokens ${perSlotContext}`,
      ctx.file,
      canCtx.pointer,
    );
  }
  decimalValue(cap, '--port', ctx);
  return CAPACITY_VARIABLE_OPTIONS.filter((o) => {
    const i = optionIndex(cap, o, ctx) + 1;
    return cap[i] !== can[i];
  });
}

/** §5.6 `server_configuration` of an evidence binding, derived from a load and a canonical command. */
export function deriveBinding(
  loadArgv: readonly string[],
  loadSha256: string,
  canonicalArgv: readonly string[],
  canonicalSha256: string,
  ctx: ArgvContext,
): JsonObject {
  if (loadArgv.length !== canonicalArgv.length)
    fail('load and canonical argv must have equal lengths', ctx.file, ctx.pointer);
  const read = (argv: readonly string[], which: string) => {
    const c = { file: ctx.file, pointer: `${ctx.pointer} (${which})` };
    const value = (o: string) => argv[optionIndex(argv, o, c, false) + 1];
    const parallel = decimalValue(argv, '--parallel', c);
    if (parallel < 1 || parallel > 1024) fail('--parallel must be from 1 to 1024', c.file, c.pointer);
    const port = decimalValue(argv, '--port', c);
    if (port < 1 || port > 65535) fail('--port must be from 1 to 65535', c.file, c.pointer);
    return { runtime: argv[0], model: value('--model'), parallel, host: value('--host'), port };
  };
  const l = read(loadArgv, 'load');
  const c = read(canonicalArgv, 'canonical');
  if (l.parallel !== c.parallel) fail('load and canonical --parallel must be equal', ctx.file, ctx.pointer);
  const differing = new Set<string>();
  for (let i = 0; i < loadArgv.length; i++) {
    if (loadArgv[i] === canonicalArgv[i]) continue;
    const prev = i > 0 && loadArgv[i - 1] === canonicalArgv[i - 1] ? loadArgv[i - 1] : undefined;
    if (prev !== '--host' && prev !== '--port')
      fail(
        `load argv differs from the canonical argv at index ${i} beyond --host/--port`,
        ctx.file,
        ctx.pointer,
      );
    differing.add(prev);
  }
  return {
    load_server_command_sha256: loadSha256,
    canonical_server_command_sha256: canonicalSha256,
    load_server_argv: [...loadArgv],
    canonical_server_argv: [...canonicalArgv],
    load_runtime_path: l.runtime,
    canonical_runtime_path: c.runtime,
    load_model_path: l.model,
    canonical_model_path: c.model,
    load_parallel: l.parallel,
    canonical_parallel: c.parallel,
    load_host: l.host,
    canonical_host: c.host,
    load_port: l.port,
    canonical_port: c.port,
    allowed_binding_options: [...BINDING_OPTIONS],
    differing_binding_options: BINDING_OPTIONS.filter((o) => differing.has(o)),
    argv_equivalent_except_binding: true,
  };
}

/** Normalized origin `scheme://host:port` (§5.6); throws when the URL is not an acceptable base. */
export function normalizeBaseUrl(raw: string, ctx: ArgvContext): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail(`request_base_url ${JSON.stringify(raw)} is not a URL`, ctx.file, ctx.pointer);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    fail('request_base_url scheme must be http or https', ctx.file, ctx.pointer);
  if (url.username || url.password)
    fail('request_base_url must not contain user info', ctx.file, ctx.pointer);
  if (!url.hostname) fail('request_base_url must have a host', ctx.file, ctx.pointer);
  if (url.pathname !== '/' && url.pathname !== '')
    fail('request_base_url path must be empty', ctx.file, ctx.pointer);
  if (url.search || url.hash || raw.includes('?') || raw.includes('#'))
    fail('request_base_url must not have a query or fragment', ctx.file, ctx.pointer);
  // URL drops default ports; an explicit port is required by the contract.
  const explicitPort = /^[a-z]+:\/\/(?:\[[^\]]+\]|[^/:]+):([0-9]+)(?:\/)?$/i.exec(raw);
  if (!explicitPort) fail('request_base_url must have an explicit port', ctx.file, ctx.pointer);
  const port = Number(explicitPort[1]);
  if (port < 1 || port > 65535) fail('request_base_url port must be from 1 to 65535', ctx.file, ctx.pointer);
  const host = url.hostname.toLowerCase();
  return `${url.protocol}//${host}:${port}`;
}

function bareHost(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/** The request URL must reach the server's --host/--port (loopback names allowed for loopback/wildcard servers). */
export function checkEndpoint(baseUrl: string, argv: readonly string[], ctx: ArgvContext): void {
  const m = /^https?:\/\/(.+):([0-9]+)$/.exec(baseUrl);
  if (!m) fail(`request_base_url ${baseUrl} is not normalized`, ctx.file, ctx.pointer);
  const urlHost = bareHost(m[1]).toLowerCase();
  const port = Number(m[2]);
  const serverPort = decimalValue(argv, '--port', ctx);
  if (port !== serverPort)
    fail(`request_base_url port ${port} does not match server --port ${serverPort}`, ctx.file, ctx.pointer);
  const serverHost = argv[optionIndex(argv, '--host', ctx) + 1].toLowerCase();
  if (urlHost === bareHost(serverHost)) return;
  const serverIsLocal =
    LOOPBACK_HOSTS.includes(bareHost(serverHost)) || WILDCARD_HOSTS.includes(bareHost(serverHost));
  if (LOOPBACK_HOSTS.includes(urlHost) && serverIsLocal) return;
  fail(`request_base_url host ${urlHost} does not reach server --host ${serverHost}`, ctx.file, ctx.pointer);
}
