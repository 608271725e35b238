// `init` end to end on loopback only: a fake Hub over https (revision API, resolve URLs answering
// 302) and a second origin acting as its CDN. The token reaches the Hub and never the CDN, and
// appears in no output or file; a local GGUF gives a plan the schema accepts; bad references exit 2,
// named; an unreachable host fails at once, a silent one at the
// download deadline. `check` sends a token only when asked.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { main } from '../../../src/cli/main.js';
import { modelCachePath } from '../../../src/adapters/models/fetch-model.js';
import { findFreePort } from '../../kits/free-port.js';
import { withEnv } from '../../kits/hermetic.js';
import { startFakeHub, type FakeHub } from '../../kits/fake-hub.js';
import { tinyGguf } from '../../kits/tiny-gguf.js';
import { trustingDispatcher } from '../../kits/loopback-tls.js';
import { authoredPlanErrors } from '../../kits/authored-plan-schema.js';

const TOKEN = 'hf_test_0123456789secretvalue';
const Q8 = tinyGguf({ architecture: 'qwen2', name: 'Tiny Qwen', fileType: 7 });
const Q4KM = tinyGguf({ architecture: 'llama', fileType: 15 });
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

type Doc = Record<string, any>;
let hub: FakeHub;
let dir: string;
let restoreEnv: () => void;
const dispatcher = trustingDispatcher();
beforeAll(async () => {
  hub = await startFakeHub(
    {
      'org/tiny-GGUF': {
        'tiny-q8_0.gguf': Q8,
        'sub/tiny-q4_k_m.gguf': Q4KM,
        'login.gguf': new TextEncoder().encode('<html>sign in to continue</html>'),
      },
    },
    { https: true },
  );
});
afterAll(async () => {
  await hub.close();
  await dispatcher.close();
});
beforeEach(() => {
  restoreEnv = withEnv({});
  dir = mkdtempSync(join(tmpdir(), 'init-cli-'));
  hub.hubRequests.length = 0;
  hub.cdnRequests.length = 0;
  hub.requiredToken = undefined;
});
afterEach(() => {
  restoreEnv();
  rmSync(dir, { recursive: true, force: true });
});

async function init(args: string[], env: Record<string, string> = {}) {
  let out = '';
  let err = '';
  const code = await main(['init', ...args], {
    stdout: (s) => (out += s),
    stderr: (s) => (err += s),
    cwd: dir,
    env: { HF_ENDPOINT: hub.endpoint, PARETOPILOT_CACHE_DIR: join(dir, 'cache'), ...env },
    dispatcher,
  });
  return { code, out, err };
}
const plan = (name = 'capacity/capacity.json'): Doc => JSON.parse(readFileSync(join(dir, name), 'utf8'));

function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

test('hf: is pinned to the commit; the token reaches the Hub only, never the CDN, and no output or file', async () => {
  hub.requiredToken = TOKEN;
  const r = await init(['hf:org/tiny-GGUF/tiny-q8_0.gguf', '--arch', 'arm64', '--cores', '2'], {
    HF_TOKEN: TOKEN,
  });
  expect(r.err).not.toMatch(/error/);
  expect(r.code).toBe(0);
  const doc = plan();
  expect(authoredPlanErrors(doc)).toEqual([]);
  expect(doc.models['tiny-q8_0']).toEqual({
    url: `${hub.endpoint}/org/tiny-GGUF/resolve/${hub.commit}/tiny-q8_0.gguf`,
    sha256: sha(Q8),
    size_bytes: Q8.length,
    filename: 'tiny-q8_0.gguf',
    family: 'Tiny Qwen',
    repository: 'org/tiny-GGUF',
    revision: hub.commit,
  });
  expect(Object.keys(doc.candidates).sort()).toEqual(['tiny-q8_0-generic', 'tiny-q8_0-kleidiai']);
  // Host A saw the token on every request (revision API, resolve HEAD and GET) …
  expect(hub.hubRequests.map((q) => q.path)).toContain('/api/models/org/tiny-GGUF/revision/main');
  expect(hub.hubRequests.length).toBeGreaterThanOrEqual(3);
  expect(hub.hubRequests.every((q) => q.authorization === `Bearer ${TOKEN}`)).toBe(true);
  // … host B (the CDN after the cross-host redirect) never did.
  expect(hub.cdnRequests.length).toBeGreaterThanOrEqual(2);
  expect(hub.cdnRequests.every((q) => q.authorization === undefined)).toBe(true);
  // Never printed, never written: not in the plan, not in the cache.
  expect(`${r.out}${r.err}`).not.toContain(TOKEN);
  for (const file of filesUnder(dir)) expect(readFileSync(file).includes(TOKEN)).toBe(false);
  // Downloaded once, into the cache prepare reads.
  expect(statSync(modelCachePath(join(dir, 'cache'), sha(Q8))).size).toBe(Q8.length);
  expect(r.out).toContain('paretopilot-capacity check --plan capacity/capacity.json');
  expect(r.out).toContain('paretopilot-capacity run --plan capacity/capacity.json');
});

test('a gated model without a token: exit 2, naming the reference and the variable to set', async () => {
  hub.requiredToken = TOKEN;
  const r = await init(['hf:org/tiny-GGUF/tiny-q8_0.gguf']);
  expect(r.code).toBe(2);
  expect(r.err).toMatch(/model hf:org\/tiny-GGUF\/tiny-q8_0\.gguf: .*HTTP 401.*set \$HF_TOKEN/);
  expect(hub.hubRequests.every((q) => q.authorization === undefined)).toBe(true);
});

test('--token-env names another variable; one that children would see is refused', async () => {
  hub.requiredToken = TOKEN;
  const ok = await init(['hf:org/tiny-GGUF/sub/tiny-q4_k_m.gguf@main', '--token-env', 'MY_HUB_KEY'], {
    MY_HUB_KEY: TOKEN,
  });
  expect(ok.code).toBe(0);
  const refused = await init(['hf:org/tiny-GGUF/tiny-q8_0.gguf', '-o', 'b.json', '--token-env', 'HOME'], {
    HOME: TOKEN,
  });
  expect(refused.code).toBe(2);
  expect(refused.err).toMatch(/--token-env HOME: child processes .* see this variable/);
  expect(refused.err).not.toContain(TOKEN);
});

test('a plain URL without a token; a generic-only model says why', async () => {
  const url = `${hub.endpoint}/org/tiny-GGUF/resolve/${hub.commit}/sub/tiny-q4_k_m.gguf`;
  const r = await init([url, '--arch', 'arm64']);
  expect(r.code).toBe(0);
  const doc = plan();
  expect(Object.keys(doc.candidates)).toEqual(['tiny-q4_k_m-generic']);
  expect(doc.builds).toEqual({ generic: { kleidiai: false } });
  expect(r.out).toMatch(
    /tiny-q4_k_m: llama, Q4_K_M, .*generic only: llama\.cpp's KleidiAI path accelerates Q4_0, Q8_0, F16 weights, not Q4_K_M/,
  );
  expect(hub.hubRequests.every((q) => q.authorization === undefined)).toBe(true);
});

test('a local GGUF: its sha256 and size, a path relative to the plan, and a refusal to overwrite', async () => {
  writeFileSync(join(dir, 'mine.gguf'), Q8);
  const r = await init(['mine.gguf', '-o', 'plans/capacity.json', '--arch', 'x64', '--cores', '4']);
  expect(r.code).toBe(0);
  const doc = plan('plans/capacity.json');
  expect(authoredPlanErrors(doc)).toEqual([]);
  expect(doc.models.mine).toEqual({
    path: '../mine.gguf',
    sha256: sha(Q8),
    size_bytes: Q8.length,
    filename: 'mine.gguf',
    family: 'Tiny Qwen',
  });
  expect(doc.grid).toEqual({ server_parallel: [1, 2, 4], client_concurrency: [1, 2, 4, 8] });
  expect(hub.hubRequests).toEqual([]);
  const before = readFileSync(join(dir, 'plans/capacity.json'), 'utf8');
  const again = await init(['mine.gguf', '-o', 'plans/capacity.json', '--title', 'Other']);
  expect(again.code).toBe(2);
  expect(again.err).toMatch(/capacity\.json: already exists: pass --force/);
  expect(readFileSync(join(dir, 'plans/capacity.json'), 'utf8')).toBe(before);
  const forced = await init(['mine.gguf', '-o', 'plans/capacity.json', '--title', 'Other', '--force']);
  expect(forced.code).toBe(0);
  expect(plan('plans/capacity.json').title).toBe('Other');
});

test.each([
  [['hf:org/tiny-GGUF'], /model hf:org\/tiny-GGUF: names no file inside a repository/],
  [['hf:org/tiny-GGUF/missing.gguf'], /model hf:org\/tiny-GGUF\/missing\.gguf: HEAD .* returned HTTP 404/],
  [
    ['hf:org/nope/tiny-q8_0.gguf'],
    /model hf:org\/nope\/tiny-q8_0\.gguf: GET .*revision\/main returned HTTP 404/,
  ],
  [['missing.gguf'], /model missing\.gguf: .*missing\.gguf: file not found/],
  [['not-gguf.bin'], /model not-gguf\.bin: is not a GGUF model file: GGUF: missing the GGUF magic/],
  [['ftp://x/m.gguf'], /only http\(s\) URLs/],
  [[], /give at least one model/],
  [['m.gguf', '--cores', '0'], /--cores "0": expected an integer/],
  [['m.gguf', '--llama-cpp-commit', 'main'], /--llama-cpp-commit "main": expected a 40-digit/],
])('bad input %j exits 2 with a clear message', async (args, message) => {
  writeFileSync(join(dir, 'not-gguf.bin'), '<html>a login page</html>');
  const r = await init(args);
  expect(r.err).toMatch(message);
  expect(r.code).toBe(2);
});

test('a URL that serves something other than GGUF is refused and nothing enters the cache', async () => {
  const r = await init([`${hub.endpoint}/org/tiny-GGUF/resolve/${hub.commit}/login.gguf`]);
  expect(r.code).toBe(2);
  expect(r.err).toMatch(/is not a GGUF model file/);
  const models = join(dir, 'cache', 'models');
  expect(filesUnder(models).filter((f) => f.endsWith('.gguf'))).toEqual([]);
});

test('init is first in the command list', async () => {
  let out = '';
  await main(['--help'], { stdout: (s) => (out += s), stderr: () => undefined, cwd: dir, env: {} });
  expect(out.split('\n').find((l) => /^ {2}\S/.test(l))).toMatch(/^ {2}init /);
});

test('check sends a token only when asked, and names the flag when a gated model needs one', async () => {
  hub.requiredToken = TOKEN;
  expect((await init(['hf:org/tiny-GGUF/tiny-q8_0.gguf', '--arch', 'x64'], { HF_TOKEN: TOKEN })).code).toBe(
    0,
  );
  const check = async (env: Record<string, string>, flags: string[] = []) => {
    let out = '';
    const code = await main(
      ['check', '--plan', 'capacity/capacity.json', '--cache-dir', join(dir, 'cache'), ...flags],
      {
        stdout: (s) => (out += s),
        stderr: (s) => (out += s),
        cwd: dir,
        env: { HF_ENDPOINT: hub.endpoint, ...env },
        dispatcher,
      },
    );
    return { code, out };
  };
  hub.hubRequests.length = 0;
  hub.cdnRequests.length = 0;
  const withToken = await check({ HF_TOKEN: TOKEN }, ['--token-env', 'HF_TOKEN']);
  expect(withToken.out).toMatch(/tiny-q8_0-generic: .* answers 200 with the pinned size/);
  expect(hub.hubRequests.length).toBeGreaterThan(0);
  expect(hub.hubRequests.every((q) => q.authorization === `Bearer ${TOKEN}`)).toBe(true);
  expect(hub.cdnRequests.every((q) => q.authorization === undefined)).toBe(true);
  expect(withToken.out).not.toContain(TOKEN);
  expect(withToken.code).toBe(0);
  // HF_TOKEN in the environment is not enough: the plan under check names the hosts.
  hub.hubRequests.length = 0;
  const notAsked = await check({ HF_TOKEN: TOKEN });
  expect(hub.hubRequests.length).toBeGreaterThan(0);
  expect(hub.hubRequests.every((q) => q.authorization === undefined)).toBe(true);
  expect(notAsked.code).toBe(2);
  expect(notAsked.out).toMatch(/answered HTTP 401[\s\S]*fix: a gated or private model: .*pass --token-env/);
});

test("check of someone else's plan never sends the token to the plan's own server", async () => {
  // The plan author's server: the fake Hub's CDN origin, named by a URL in the plan; not the Hub.
  expect((await init(['hf:org/tiny-GGUF/tiny-q8_0.gguf', '--arch', 'x64'])).code).toBe(0);
  const doc = plan();
  doc.models['tiny-q8_0'].url = `${hub.cdnOrigin}/blobs/org--tiny-GGUF/tiny-q8_0.gguf?signature=author`;
  writeFileSync(join(dir, 'capacity/capacity.json'), JSON.stringify(doc, null, 2));
  const check = async (flags: string[]) =>
    main(['check', '--plan', 'capacity/capacity.json', '--cache-dir', join(dir, 'cache'), ...flags], {
      stdout: () => undefined,
      stderr: () => undefined,
      cwd: dir,
      env: { HF_ENDPOINT: hub.endpoint, HF_TOKEN: TOKEN },
      dispatcher,
    });
  hub.cdnRequests.length = 0;
  expect(await check([])).toBe(0);
  expect(await check(['--token-env', 'HF_TOKEN'])).toBe(0);
  expect(hub.cdnRequests.length).toBeGreaterThanOrEqual(2);
  expect(hub.cdnRequests.every((q) => q.authorization === undefined)).toBe(true);
  // Named by the user, that origin gets it (over https only).
  expect(await check(['--token-origin', hub.cdnOrigin])).toBe(0);
  expect(hub.cdnRequests.at(-1)?.authorization).toBe(`Bearer ${TOKEN}`);
  const refused = await main(
    ['check', '--plan', 'capacity/capacity.json', '--token-origin', 'http://x.example'],
    {
      stdout: () => undefined,
      stderr: (s) => expect(s).toMatch(/--token-origin http:\/\/x\.example is not https/),
      cwd: dir,
      env: {},
    },
  );
  expect(refused).toBe(2);
});

test('an unreachable model host fails at once; a silent one at the download deadline', async () => {
  const refused = await init([`http://127.0.0.1:${await findFreePort()}/m.gguf`]);
  expect(refused.code).toBe(2);
  expect(refused.err).toMatch(/ECONNREFUSED/);
  expect(refused.err).not.toMatch(/retrying|gave up after/);

  const sockets: Socket[] = [];
  const silent = createNetServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/m.gguf`;
    const r = await init([url, '--download-timeout', '1']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/not done within the download deadline of 1 s/);
    const bad = await init([url, '--download-timeout', '0']);
    expect([bad.code, bad.err]).toEqual([
      2,
      expect.stringMatching(/--download-timeout "0": expected whole seconds/),
    ]);
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  }
});
