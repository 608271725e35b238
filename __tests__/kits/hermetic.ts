// Hermetic process.env and stdout for tests that drive @actions/* code.
import { jest } from '@jest/globals';

const PROXY_VARIABLES = ['http_proxy', 'https_proxy', 'HTTP_PROXY', 'HTTPS_PROXY', 'no_proxy', 'NO_PROXY'];

/** Replaces process.env with a copy plus `vars` (proxies removed); returns the undo. */
export function withEnv(vars: Record<string, string | undefined>): () => void {
  const saved = process.env;
  const next: NodeJS.ProcessEnv = { ...saved };
  for (const key of PROXY_VARIABLES) delete next[key];
  for (const [key, value] of Object.entries(vars)) {
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  process.env = next;
  return () => {
    process.env = saved;
  };
}

/** Captures stdout so `::` workflow commands from @actions/core do not reach the test output. */
export function captureStdout(): { text: () => string; restore: () => void } {
  const chunks: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  });
  return { text: () => chunks.join(''), restore: () => spy.mockRestore() };
}
