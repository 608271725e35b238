// The CLI's stream writers: once the reader has gone, output stops without an error; an output that
// cannot be written is said once and ends the command with 2; in a workflow step the text is fenced.
import { Writable } from 'node:stream';
import { expect, test } from '@jest/globals';
import { pipeSafeWriter, processStreams, shownFor } from '../../src/cli/process-streams.js';

/** A stream that records what it is given and fails every write with `code` once told to. */
function stream(): Writable & { written: string[]; failWith: (code: string) => void } {
  const written: string[] = [];
  let failure: string | undefined;
  const s = new Writable({
    write(chunk: Buffer, _enc, done) {
      if (failure) done(Object.assign(new Error(`write ${failure}`), { code: failure }));
      else {
        written.push(chunk.toString());
        done();
      }
    },
  });
  return Object.assign(s, { written, failWith: (code: string) => (failure = code) });
}

const tick = () => new Promise((r) => setImmediate(r));

test('after EPIPE the writer drops further output and nothing is thrown', async () => {
  const s = stream();
  const write = pipeSafeWriter(s);
  write('first\n');
  s.failWith('EPIPE');
  write('lost\n');
  await tick();
  write('after\n');
  await tick();
  expect(s.written).toEqual(['first\n']);
});

test('another stream error is not swallowed', () => {
  const s = stream();
  pipeSafeWriter(s);
  expect(() => s.emit('error', Object.assign(new Error('no space'), { code: 'ENOSPC' }))).toThrow('no space');
});

test('text is fenced only in a workflow step', () => {
  expect(shownFor({ GITHUB_ACTIONS: 'true' })('a\n\u0085::add-mask::x')).toMatch(
    /^::stop-commands::[0-9a-f]{32}\n/,
  );
  expect(shownFor({})('a\n\u0085::add-mask::x')).toBe('a\n\u0085::add-mask::x');
});

test('standard output on a full disk: one line on stderr, exit 2 even after the command returned', async () => {
  const out = stream();
  const err = stream();
  const codes: number[] = [];
  const streams = processStreams({}, (code) => codes.push(code), out, err);
  streams.stdout('first\n');
  out.failWith('ENOSPC');
  streams.stdout('lost\n');
  streams.stdout('lost too\n');
  // The command returns 0 before the failure is reported; the failure still decides the exit code.
  const returned = streams.exitCode(0);
  await tick();
  expect(out.written).toEqual(['first\n']);
  expect(err.written).toEqual([
    'paretopilot-capacity: cannot write to standard output: ENOSPC (no space left on the device)\n',
  ]);
  expect([returned, codes, streams.exitCode(0)]).toEqual([0, [2], 2]);
});

test('a reader gone from stdout is no failure, and a failing stderr is dropped', async () => {
  const out = stream();
  const err = stream();
  const codes: number[] = [];
  const streams = processStreams({}, (code) => codes.push(code), out, err);
  out.failWith('EPIPE');
  err.failWith('ENOSPC');
  streams.stdout('x\n');
  streams.stderr('y\n');
  await tick();
  streams.stderr('z\n');
  expect([codes, streams.exitCode(1)]).toEqual([[], 1]);
});
