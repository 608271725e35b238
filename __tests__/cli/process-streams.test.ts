// The CLI's stream writers: once the reader has gone, output stops without an error; any other
// stream error still surfaces; in a workflow step the text is fenced.
import { Writable } from 'node:stream';
import { expect, test } from '@jest/globals';
import { pipeSafeWriter, shownFor } from '../../src/cli/process-streams.js';

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
