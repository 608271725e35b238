// Model references init accepts, and the Hub URLs a Hugging Face reference becomes.
import {
  hubResolveUrl,
  hubRevisionApiUrl,
  modelRefFileName,
  parseModelRef,
} from '../../../src/domain/plan/model-ref.js';
import { ModelRefError } from '../../../src/domain/core/errors.js';

test.each([
  ['models/q8.gguf', { kind: 'path', path: 'models/q8.gguf' }],
  ['/abs/model.gguf', { kind: 'path', path: '/abs/model.gguf' }],
  ['https://example.org/m/q4.gguf', { kind: 'url', url: 'https://example.org/m/q4.gguf' }],
  [
    'hf:Qwen/Qwen2.5-1.5B-Instruct-GGUF/qwen2.5-1.5b-instruct-q8_0.gguf',
    {
      kind: 'hf',
      repository: 'Qwen/Qwen2.5-1.5B-Instruct-GGUF',
      file: 'qwen2.5-1.5b-instruct-q8_0.gguf',
      revision: 'main',
    },
  ],
  [
    'hf:org/repo/sub/dir/m.gguf@v1.2',
    { kind: 'hf', repository: 'org/repo', file: 'sub/dir/m.gguf', revision: 'v1.2' },
  ],
])('%s parses', (ref, expected) => {
  expect(parseModelRef(ref)).toEqual({ ref, ...expected });
});

test.each([
  ['hf:owner/repo', /names no file inside a repository/],
  ['hf:owner', /names no file/],
  ['hf:own er/repo/m.gguf', /owner "own er" is not a Hub name/],
  ['hf:owner/repo/../m.gguf', /relative, without empty or '\.\.'/],
  ['hf:owner/repo/m.gguf@', /revision "" is not a branch/],
  ['hf:owner/repo/m.gguf@a..b', /revision "a\.\.b"/],
  ['ftp://example.org/m.gguf', /only http\(s\) URLs/],
  ['https://user:secret@example.org/m.gguf', /must not hold credentials/],
  ['', /is empty/],
])('%s is refused with a clear message', (ref, message) => {
  expect(() => parseModelRef(ref)).toThrow(ModelRefError);
  expect(() => parseModelRef(ref)).toThrow(message);
});

test('a malformed reference names itself and exits 2 as bad input', () => {
  try {
    parseModelRef('hf:owner/repo');
    throw new Error('not refused');
  } catch (e) {
    expect(e).toBeInstanceOf(ModelRefError);
    expect((e as ModelRefError).exitCode).toBe(2);
    expect((e as Error).message).toMatch(/^model hf:owner\/repo: /);
  }
});

test('the revision API and the pinned resolve URL', () => {
  expect(hubRevisionApiUrl('https://huggingface.co/', 'org/repo', 'main')).toBe(
    'https://huggingface.co/api/models/org/repo/revision/main',
  );
  expect(hubResolveUrl('https://huggingface.co', 'org/repo', 'a'.repeat(40), 'sub/my model.gguf')).toBe(
    `https://huggingface.co/org/repo/resolve/${'a'.repeat(40)}/sub/my%20model.gguf`,
  );
});

test('the file name a reference ends in', () => {
  expect(modelRefFileName(parseModelRef('hf:o/r/sub/q4_0.gguf@main'))).toBe('q4_0.gguf');
  expect(modelRefFileName(parseModelRef('https://x.org/a/b%20c.gguf?download=1'))).toBe('b c.gguf');
  expect(modelRefFileName(parseModelRef('./dir/m.gguf'))).toBe('m.gguf');
});
