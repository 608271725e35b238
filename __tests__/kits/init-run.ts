// `init` run the way the CLI runs it, in a scratch folder whose model cache lives inside it; the
// plan is for an x64 machine of two cores unless the arguments say otherwise.
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';

export async function runInit(
  dir: string,
  args: string[],
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(['init', ...args, '--arch', 'x64', '--cores', '2'], {
    stdout: (s) => (out += s),
    stderr: (s) => (err += s),
    cwd: dir,
    env: { PARETOPILOT_CACHE_DIR: join(dir, 'cache') },
  });
  return { code, out, err };
}
