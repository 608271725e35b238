// The action's post step: stop any llama-server an earlier step of this job left running, and only
// those it can prove it started. A damaged record is reported, never a reason to fail the job.
import * as core from '@actions/core';
import { inertLogText } from '../adapters/github/inert-log.js';
import { killLeftoverServers } from '../adapters/server/process-registry.js';
import { STATE_SERVERS } from './step-state.js';

export async function runPost(): Promise<void> {
  const file = core.getState(STATE_SERVERS);
  if (!file) return;
  let report;
  try {
    report = await killLeftoverServers(file);
  } catch (e) {
    core.warning(
      `the record of started llama-servers (${file}) could not be read, so no leftover server was stopped: ${(e as Error).message}`,
    );
    return;
  }
  for (const r of report.results) {
    const where = `llama-server on port ${r.record.port} (time pid ${r.record.timePid})`;
    if (r.outcome === 'unverified')
      core.info(
        inertLogText(`left ${where} alone: the process under that pid is not provably the one recorded`),
      );
    else if (r.outcome === 'survived') core.warning(`stopped leftover ${where}: survived`);
    else core.info(inertLogText(`stopped leftover ${where}: ${r.outcome}`));
  }
  if (!report.results.length) core.info('no llama-server left behind');
}
