// One server configuration run by the real orchestrator against the fake llama-server, for tests of
// what a cell leaves behind when its server or its files fail.
import { join } from 'node:path';
import { findFreePort } from './free-port.js';
import { runConfiguration } from '../../src/orchestrators/server-configuration.js';
import type { StudyContext } from '../../src/orchestrators/study-context.js';
import { fakeArgv } from './fake-server-support.js';

const CTX = {
  spec: { timeouts: { healthSeconds: 10, requestDeadlineSeconds: null } },
} as unknown as StudyContext;
const EVENTS = { log: () => undefined, progress: () => undefined };

export type ConfigurationBody = Parameters<typeof runConfiguration>[0]['body'];

/** Runs cell `label` in `dir` (work dir `workDir`); resolves to its error, or null when it passed. */
export async function runFakeConfiguration(options: {
  workDir: string;
  dir: string;
  label: string;
  fakeArgs?: string[];
  body: ConfigurationBody;
}): Promise<(Error & { cell?: string }) | null> {
  const port = await findFreePort();
  return runConfiguration({
    ctx: CTX,
    options: { workDir: options.workDir, cacheDir: join(options.workDir, 'cache') },
    kind: 'run',
    label: options.label,
    dir: options.dir,
    argv: fakeArgv(port, ...(options.fakeArgs ?? [])),
    port,
    events: EVENTS,
    body: options.body,
  }).then(
    () => null,
    (e: unknown) => e as Error & { cell?: string },
  );
}
