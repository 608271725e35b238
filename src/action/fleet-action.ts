// The action's `fleet` command: assemble every runner's study from its own cell artifacts (runner i
// used the artifact prefix `<prefix>-r<i>`), derive capacity-fleet.json, upload the fleet bundle,
// and report it (job summary, sticky PR comment, outputs). A runner whose artifacts do not make a
// complete study is recorded as incomplete; the others stay intact. A fleet whose runner studies
// were cancelled (superseded by a newer run) is recorded as cancelled, like the assemble command.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listBundleFiles } from '../adapters/bundle/bundle-files.js';
import { artifactName } from '../domain/bundle/artifact-names.js';
import { InputError } from '../domain/core/errors.js';
import { assembleFromArtifacts } from '../orchestrators/assemble-artifacts.js';
import {
  buildFleet,
  FLEET_FILE,
  FLEET_RECEIPT_FILE,
  isRunnerFileRead,
  writeFleetBundle,
  type FleetBuildResult,
  type RunnerSource,
} from '../orchestrators/fleet-bundle.js';
import type { ActionInputs } from './inputs.js';
import { INPUT_NAMES } from './inputs.js';
import { ConfigurationError } from './errors.js';
import { OUTPUT_NAMES, type ActionPorts } from './ports.js';
import { recordCancelled } from './publish.js';
import { postStickyComment } from './sticky-comment.js';
import { attemptNumber, runUrl } from './run-env.js';
import { resolveWorkDir } from './work-dir.js';

/** Artifact prefix of runner `index` in a fleet with prefix `prefix` (the workflow uses the same rule). */
export const runnerArtifactPrefix = (prefix: string, index: number): string => `${prefix}-r${index}`;

/**
 * Assembles each runner's study here, from that runner's cell artifacts of the chosen attempt, with
 * the code the assemble job runs (assembleFromArtifacts). No bundle a job uploaded is read: any job
 * of the run can upload an artifact under any name, so a bundle artifact proves nothing about who
 * made it. A runner that left no usable artifacts is recorded with the incomplete status its
 * assembly wrote. Of each assembled bundle only what the fleet reads is kept, so the disk holds one
 * full study at a time.
 */
async function assembleRunners(
  inputs: ActionInputs,
  ports: ActionPorts,
  labels: readonly string[],
  dir: string,
): Promise<RunnerSource[]> {
  const sources: RunnerSource[] = [];
  for (const [i, label] of labels.entries()) {
    const prefix = runnerArtifactPrefix(inputs.artifactPrefix, i);
    const bundleDir = join(dir, `r${i}`);
    const staging = join(dir, `r${i}-download`);
    ports.log.info(`runner ${label}: assembling its study from the ${prefix}-* cell artifacts`);
    const { result, problems } = await assembleFromArtifacts({
      store: ports.artifacts,
      prefix,
      currentAttempt: attemptNumber(ports.env),
      bundleDir,
      stagingDir: staging,
      log: {
        info: (m) => ports.log.info(`runner ${label}: ${m}`),
        warning: (m) => ports.log.warning(`runner ${label}: ${m}`),
      },
    });
    await rm(staging, { recursive: true, force: true });
    for (const p of problems) ports.log.error(`runner ${label}: ${p}`);
    if (!result.complete)
      ports.log.warning(
        `runner ${label}: incomplete (stage ${String(result.status.failed_stage)}): ${String(result.status.reason)}`,
      );
    await keepOnlyRead(bundleDir);
    sources.push({ label, path: bundleDir, artifactName: prefix, display: `${prefix} (assembled here)` });
  }
  return sources;
}

/** Removes every file of an assembled runner bundle the fleet does not read. */
async function keepOnlyRead(dir: string): Promise<void> {
  for (const rel of await listBundleFiles(dir)) if (!isRunnerFileRead(rel)) await rm(join(dir, rel));
}

export async function commandFleet(
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
  const work = join(await resolveWorkDir(ports.cwd, inputs.workDir), 'fleet');
  await rm(work, { recursive: true, force: true });
  const incoming = join(work, 'incoming');
  await mkdir(incoming, { recursive: true });
  let pricesPath: string | undefined;
  if (inputs.prices !== undefined) {
    pricesPath = join(work, 'prices.json');
    await writeFile(pricesPath, inputs.prices);
  }
  const sources = await assembleRunners(inputs, ports, inputs.runners, incoming);

  // A runner whose bundle fails its checks is refused and recorded; the others are kept.
  let result: FleetBuildResult;
  try {
    result = await buildFleet(
      {
        runners: sources,
        pricesPath,
        minTokensPerSecond: inputs.minTokensPerSecond ?? null,
        refuseBadRunners: true,
      },
      ports.cwd,
    );
  } catch (e) {
    if (e instanceof InputError && pricesPath && e.message.startsWith(pricesPath))
      throw new ConfigurationError(
        INPUT_NAMES.prices,
        `Input '${INPUT_NAMES.prices}': ${e.message.slice(pricesPath.length + 2)}`,
      );
    throw e;
  }
  for (const refusal of result.refusals) {
    ports.log.error(refusal.message);
    failures.push(refusal.message);
  }

  const bundleDir = join(work, 'bundle');
  await writeFleetBundle(bundleDir, result, true);
  const name = artifactName({
    prefix: `${inputs.artifactPrefix}-fleet`,
    kind: 'bundle',
    runAttempt: attemptNumber(ports.env),
  });
  let artifactId = '';
  let uploaded = '';
  try {
    const up = await ports.artifacts.uploadDirectory(name, bundleDir, await listBundleFiles(bundleDir), {
      retentionDays: inputs.artifactRetentionDays,
    });
    artifactId = String(up.id);
    uploaded = name;
  } catch (e) {
    // An artifact of that name may exist, but this job did not write it: it is never reported.
    const why = `fleet bundle upload failed, so no fleet bundle artifact is reported: ${(e as Error).message}`;
    failures.push(why);
    ports.log.error(why);
  }
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
