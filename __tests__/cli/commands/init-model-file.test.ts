// `init` on a hostile GGUF: the header is read a bounded chunk at a time from a file handle, so a
// huge count or length in a large sparse file fails at once with exit 2 naming the byte offset, and
// nothing a model file says reaches the terminal or the plan with its escape sequences.
import {
  closeSync,
  ftruncateSync,
  openSync,
  readFileSync,
  rmSync,
  mkdtempSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withEnv } from '../../kits/hermetic.js';
import { runInit } from '../../kits/init-run.js';
import { ggufPreamble, tinyGguf } from '../../kits/tiny-gguf.js';

let dir: string;
let restoreEnv: () => void;
beforeEach(() => {
  restoreEnv = withEnv({});
  dir = mkdtempSync(join(tmpdir(), 'init-model-file-'));
});
afterEach(() => {
  restoreEnv();
  rmSync(dir, { recursive: true, force: true });
});

const init = (args: string[]) => runInit(dir, args);

/** A sparse file of `size` bytes that starts with `head` (the rest reads as zeros, takes no disk). */
function sparse(name: string, head: Uint8Array, size: number): void {
  const fd = openSync(join(dir, name), 'w');
  try {
    writeSync(fd, head);
    ftruncateSync(fd, size);
  } finally {
    closeSync(fd);
  }
}

const u64 = (v: bigint) => {
  const b = new Uint8Array(8);
  new DataView(b.buffer).setBigUint64(0, v, true);
  return b;
};

test.each([
  [
    'a metadata count past any model, in a 256 MiB sparse file',
    ggufPreamble(0n, 100_000n),
    'GGUF: metadata count 100000 is more than 65536 (at byte 16)',
  ],
  [
    'a 200 MB key in a 256 MiB sparse file',
    new Uint8Array([...ggufPreamble(0n, 1n), ...u64(200_000_000n)]),
    'GGUF: a metadata key is 200000000 bytes long, more than 65535 (at byte 24)',
  ],
])('%s: exit 2 naming the byte offset', async (_name, head, message) => {
  sparse('hostile.gguf', head, 256 * 2 ** 20);
  const r = await init(['hostile.gguf']);
  expect(r.err).toBe(`init: model hostile.gguf: is not a GGUF model file: ${message}\n`);
  expect(r.code).toBe(2);
});

test('escape sequences in general.architecture and general.name reach neither the terminal nor the plan', async () => {
  writeFileSync(
    join(dir, 'model.gguf'),
    tinyGguf({
      architecture: 'qwen2\u001b[2J\u001b[H',
      name: 'Tiny\u001b]0;owned\u0007 Qwen\u0007',
      fileType: 7,
    }),
  );
  const r = await init(['model.gguf']);
  expect(r.code).toBe(0);
  const printed = r.out + r.err;
  expect(printed).toContain('qwen2 Q8_0');
  expect(printed).toMatch(/model: qwen2, Q8_0/);
  // No control character but the line ends.
  expect(printed).not.toMatch(/[^\P{Cc}\n]/u);
  const plan = readFileSync(join(dir, 'capacity', 'capacity.json'), 'utf8');
  expect(JSON.parse(plan).models.model.family).toBe('Tiny Qwen');
  expect(plan).not.toMatch(/\\u001b|\\u0007/);
});
