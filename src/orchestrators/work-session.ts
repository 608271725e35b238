// What a command that runs servers in a work dir does around its stages (holding the work dir's
// lock): stops the servers a dead earlier command left (recorded in <work-dir>/.servers.json, each
// proven by pid, start time and command line before it is signalled), records its own there, and
// keeps the space reserve that lets a full disk still end in a readable status.json.
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { releaseSpace, reserveSpace } from '../adapters/bundle/space-reserve.js';
import { defaultServerRegistry, killLeftoverServers } from '../adapters/server/process-registry.js';
import type { StudyEvents } from './stages.js';

/** The record of this work dir's running servers (GNU time and server pids, start times, ports). */
export const SERVER_STATE_FILE = '.servers.json';

async function stopLeftovers(stateFile: string, events: StudyEvents): Promise<void> {
  let report;
  try {
    report = await killLeftoverServers(stateFile);
  } catch (e) {
    events.log(
      `warning: ${stateFile} could not be read, so no leftover server was stopped: ${(e as Error).message}`,
    );
    return;
  }
  for (const r of report.results) {
    const where = `llama-server on port ${r.record.port} (pid ${r.record.serverPid ?? r.record.timePid})`;
    if (r.outcome === 'unverified')
      events.log(`left ${where} alone: the process under that pid is not provably the one recorded`);
    else if (r.outcome !== 'gone')
      events.progress(
        `stopped ${where}, left running by an earlier command that ended without stopping it: ${r.outcome}`,
      );
  }
}

/**
 * Runs `fn` with the work dir's server record and space reserve. A caller that already records its
 * servers elsewhere (the action's steps) keeps its own record.
 */
export async function withWorkSession<T>(
  workDir: string,
  events: StudyEvents,
  fn: () => Promise<T>,
): Promise<T> {
  // A work dir that is no directory (or cannot be made one) is refused by the command's own checks.
  if (!(await stat(workDir).catch(() => null))?.isDirectory()) return fn();
  const registry = defaultServerRegistry;
  const own = registry.getStateFile() === undefined;
  const stateFile = join(workDir, SERVER_STATE_FILE);
  if (own) {
    await stopLeftovers(stateFile, events);
    registry.setStateFile(stateFile);
  }
  if ((await reserveSpace(workDir)) === 'full')
    events.log(
      `warning: the disk of ${workDir} is full or nearly so: a study may not be able to record how it ended`,
    );
  try {
    return await fn();
  } finally {
    releaseSpace(workDir);
    if (own) {
      registry.setStateFile(undefined);
      if (registry.size === 0) await rm(stateFile, { force: true }).catch(() => undefined);
    }
  }
}
