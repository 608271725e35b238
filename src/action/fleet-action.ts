// The action's `fleet` command: read its inputs, run the fleet job (orchestrators/fleet-job.ts:
// every runner's study assembled from its own cell artifacts, the fleet derived and uploaded) and
// report it (job summary, sticky PR comment, outputs, fail-on). A fleet whose runner studies were
// cancelled (superseded by a newer run) is recorded as cancelled, like the assemble command.
import { join } from 'node:path';
import { InputError } from '../domain/core/errors.js';
import { FLEET_FILE, FLEET_RECEIPT_FILE } from '../orchestrators/fleet-bundle.js';
import { fleetJob, fleetJobPaths, type FleetJob } from '../orchestrators/fleet-job.js';
import type { ActionInputs } from './inputs.js';
import { INPUT_NAMES } from './inputs.js';
import { ConfigurationError } from './errors.js';
import { OUTPUT_NAMES, type ActionPorts } from './ports.js';
import { recordCancelled } from './publish.js';
import { postStickyComment } from './sticky-comment.js';
import { attemptNumber, runUrl } from './workflow-run.js';
import { resolveWorkDir } from './work-dir.js';

export async function fleetCommand(
  inputs: ActionInputs,
  ports: ActionPorts,
  failures: string[],
): Promise<'complete' | 'incomplete' | 'cancelled'> {
  if (!inputs.runners)
    throw new ConfigurationError(
      INPUT_NAMES.runners,
      `Input '${INPUT_NAMES.runners}' is required for the fleet command.`,
    );
  // A runner's study superseded by a newer run: that run reports its own fleet; nothing is
  // downloaded or uploaded, the comment is left alone and fail-on does not apply.
  if (inputs.studyResult === 'cancelled') {
    ports.setOutput(OUTPUT_NAMES.decision, 'null');
    return recordCancelled(ports, 'fleet');
  }
  // The fleet dir is wiped and rewritten: no symlink may redirect it (same rule as assemble).
  const workDir = await resolveWorkDir(ports.cwd, inputs.workDir);
  let job: FleetJob;
  try {
    job = await fleetJob({
      store: ports.artifacts,
      prefix: inputs.artifactPrefix,
      currentAttempt: attemptNumber(ports.env),
      workDir,
      runners: inputs.runners,
      prices: inputs.prices,
      minTokensPerSecond: inputs.minTokensPerSecond ?? null,
      retentionDays: inputs.artifactRetentionDays,
      log: {
        info: (m) => ports.log.info(m),
        warning: (m) => ports.log.warning(m),
        error: (m) => ports.log.error(m),
      },
      cwd: ports.cwd,
    });
  } catch (e) {
    const pricesPath = fleetJobPaths(workDir).prices;
    if (e instanceof InputError && inputs.prices !== undefined && e.message.startsWith(pricesPath))
      throw new ConfigurationError(
        INPUT_NAMES.prices,
        `Input '${INPUT_NAMES.prices}': ${e.message.slice(pricesPath.length + 2)}`,
      );
    throw e;
  }
  // A runner whose bundle fails its checks is refused and recorded; the others are kept.
  for (const refusal of job.result.refusals) failures.push(refusal.message);
  if (job.uploadFailure !== undefined) failures.push(job.uploadFailure);
  const { result, bundleDir } = job;
  const uploaded = job.uploaded?.name ?? '';
  const artifactId = job.uploaded ? String(job.uploaded.id) : '';
  // GitHub gives one result for the whole study matrix, so a failed or skipped runner job cannot be
  // pinned on a runner here: the fleet as a whole is then at most incomplete.
  const jobProblem =
    inputs.studyResult !== undefined && inputs.studyResult !== 'success'
      ? `the study matrix's result is ${inputs.studyResult}, not success: at least one runner's study job did not finish cleanly, and GitHub does not say which`
      : null;
  if (jobProblem) ports.log.warning(jobProblem);
  const url = runUrl(ports.env);
  // The receipt links runner receipts inside the fleet bundle; the run page lists every artifact.
  const body =
    result.receipt +
    (jobProblem ? `\n**Not complete:** ${jobProblem}.\n` : '') +
    (url
      ? `\nEvery runner's cell artifacts and the fleet bundle${uploaded ? ` \`${uploaded}\`` : ''} are artifacts of [this run](${url}#artifacts).\n`
      : '');
  try {
    await ports.writeSummary(body, { name: uploaded, url });
  } catch (e) {
    ports.log.warning(`job summary not written: ${(e as Error).message}`);
  }
  await postStickyComment(inputs, ports, `fleet:${inputs.plan}`, body, url);

  const fleet = result.fleet;
  const complete = fleet.status === 'complete' && jobProblem === null;
  ports.setOutput(OUTPUT_NAMES.status, complete ? 'complete' : 'incomplete');
  ports.setOutput(OUTPUT_NAMES.bundleArtifactName, uploaded);
  ports.setOutput(OUTPUT_NAMES.bundleArtifactId, artifactId);
  ports.setOutput(OUTPUT_NAMES.studyPath, join(bundleDir, FLEET_FILE));
  ports.setOutput(OUTPUT_NAMES.receiptPath, join(bundleDir, FLEET_RECEIPT_FILE));
  ports.setOutput(
    OUTPUT_NAMES.decision,
    JSON.stringify((result.fleet.decision as { choice: unknown }).choice ?? null),
  );
  if (!complete && inputs.failOn.includes('incomplete')) {
    const missing = (fleet.runners as { label: string; status: string }[])
      .filter((r) => r.status !== 'complete')
      .map((r) => r.label);
    if (missing.length)
      failures.push(`fleet incomplete: ${missing.join(', ')} did not produce a verified study`);
    if (jobProblem) failures.push(`fleet incomplete: ${jobProblem}`);
  }
  return complete ? 'complete' : 'incomplete';
}
