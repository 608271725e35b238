// The action's `fleet` command: download every runner's bundle (runner i used the artifact prefix
// `<prefix>-r<i>`), check it, derive capacity-fleet.json, upload the fleet bundle, and report it
// (job summary, sticky PR comment, outputs). A runner without a bundle, or whose bundle fails its
// checks, is recorded as incomplete; the others stay intact. A fleet whose runner studies were
// cancelled (superseded by a newer run) is recorded as cancelled, like the assemble command does.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_DOWNLOAD_LIMITS, type DownloadLimits } from '../adapters/artifacts/artifact-store.js';
import { listBundleFiles } from '../adapters/bundle/bundle-files.js';
import { STUDY_BOUND_BYTES } from '../domain/bundle/artifact-layout.js';
import { artifactName, parseArtifactName } from '../domain/bundle/artifact-names.js';
import { InputError } from '../domain/core/errors.js';
import {
  buildFleet,
  FLEET_FILE,
  FLEET_RECEIPT_FILE,
  RUNNER_FILES_READ,
  writeFleetBundle,
  type FleetBuildResult,
  type RunnerSource,
} from '../orchestrators/fleet-bundle.js';
import type { ActionInputs } from './inputs.js';
import { ConfigurationError, INPUT_NAMES } from './inputs.js';
import type { ActionPorts } from './run-action.js';
import { postStickyComment, recordCancelled } from './report.js';
import { attemptNumber, runUrl } from './run-env.js';
import { resolveWorkDir } from './work-dir.js';

/** Artifact prefix of runner `index` in a fleet with prefix `prefix` (the workflow uses the same rule). */
export const runnerArtifactPrefix = (prefix: string, index: number): string => `${prefix}-r${index}`;

const MiB = 1024 * 1024;
/** What a runner's assemble job adds to the study's artifacts: the study, receipt, report, sums. */
export const RUNNER_DERIVED_BYTES = 64 * MiB;
/**
 * Largest runner bundle (or diagnostics) artifact the fleet downloads. A runner bundle is what its
 * assemble job uploaded: every artifact of the study, at most STUDY_BOUND_BYTES (the bound that job
 * enforces), plus the files it derived from them. A larger one cannot be a bundle an assemble job
 * made, and is refused before it is fetched; that runner is recorded as incomplete. Of what is
 * extracted, the fleet keeps only RUNNER_FILES_READ, so the disk holds one full bundle at a time.
 */
export const FLEET_RUNNER_DOWNLOAD_LIMITS: DownloadLimits = {
  maxExtractedBytes: STUDY_BOUND_BYTES + RUNNER_DERIVED_BYTES,
  // The same zip framing allowance the assemble job grants its artifacts (per entry and deflate growth).
  maxArchiveBytes:
    STUDY_BOUND_BYTES +
    RUNNER_DERIVED_BYTES +
    Math.ceil((STUDY_BOUND_BYTES + RUNNER_DERIVED_BYTES) / 64) +
    DEFAULT_DOWNLOAD_LIMITS.maxEntries * 1024 +
    64 * 1024,
  maxEntries: DEFAULT_DOWNLOAD_LIMITS.maxEntries,
};

/** Removes every entry of a downloaded runner bundle the fleet does not read. */
async function keepOnlyRead(dir: string): Promise<void> {
  for (const entry of await readdir(dir))
    if (!RUNNER_FILES_READ.includes(entry)) await rm(join(dir, entry), { recursive: true, force: true });
}

/**
 * Downloads the latest bundle (else diagnostics) artifact of each runner, of the running attempt
 * or an earlier one: an artifact named for a later attempt (which cannot exist yet, so it was not
 * made by this workflow) is ignored, as the assemble job does.
 */
async function downloadRunners(
  inputs: ActionInputs,
  ports: ActionPorts,
  labels: readonly string[],
  dir: string,
): Promise<RunnerSource[]> {
  const listed = await ports.artifacts.list();
  const current = attemptNumber(ports.env);
  const sources: RunnerSource[] = [];
  for (const [i, label] of labels.entries()) {
    const prefix = runnerArtifactPrefix(inputs.artifactPrefix, i);
    let best: { id: number; name: string; rank: number } | undefined;
    for (const a of listed) {
      const parts = parseArtifactName(a.name, { prefix });
      if (
        !parts ||
        (parts.kind !== 'bundle' && parts.kind !== 'diagnostics') ||
        parts.pass ||
        parts.candidate
      )
        continue;
      const attempt = parts.runAttempt ?? 1;
      if (attempt > current) {
        ports.log.warning(
          `runner ${label}: artifact ${a.name} ignored: attempt ${attempt} is later than the running attempt ${current}`,
        );
        continue;
      }
      // A later attempt wins; within one attempt a complete bundle wins over diagnostics.
      const rank = attempt * 2 + (parts.kind === 'bundle' ? 1 : 0);
      if (!best || rank > best.rank) best = { id: a.id, name: a.name, rank };
    }
    if (!best) {
      ports.log.warning(
        `runner ${label}: no ${prefix}-bundle or ${prefix}-diagnostics artifact; marked incomplete`,
      );
      sources.push({ label, path: null, artifactName: null });
      continue;
    }
    const dest = join(dir, best.name);
    try {
      await ports.artifacts.download(best.id, dest, { limits: FLEET_RUNNER_DOWNLOAD_LIMITS });
      await keepOnlyRead(dest);
      sources.push({ label, path: dest, artifactName: best.name, display: best.name });
      ports.log.info(`runner ${label}: downloaded ${best.name}`);
    } catch (e) {
      const why = `artifact ${best.name} could not be downloaded and checked: ${(e as Error).message}`;
      ports.log.error(`runner ${label}: ${why}`);
      sources.push({ label, path: null, artifactName: best.name, refused: why });
    }
  }
  return sources;
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
    ports.setOutput('decision', 'null');
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
  const sources = await downloadRunners(inputs, ports, inputs.runners, incoming);

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
  try {
    const up = await ports.artifacts.uploadDirectory(name, bundleDir, await listBundleFiles(bundleDir), {
      retentionDays: inputs.artifactRetentionDays,
    });
    artifactId = String(up.id);
  } catch (e) {
    failures.push(`fleet bundle upload failed: ${(e as Error).message}`);
    ports.log.error(`fleet bundle upload failed: ${(e as Error).message}`);
  }
  const url = runUrl(ports.env);
  // The receipt links runner receipts inside the fleet bundle; the run page lists every artifact.
  const body =
    result.receipt +
    (url
      ? `\nEvery runner's own bundle (receipt, logs, measurements) and the fleet bundle \`${name}\` are artifacts of [this run](${url}#artifacts).\n`
      : '');
  try {
    await ports.writeSummary(body, { name, url });
  } catch (e) {
    ports.log.warning(`job summary not written: ${(e as Error).message}`);
  }
  await postStickyComment(inputs, ports, `fleet:${inputs.plan}`, body, url);

  const fleet = result.fleet;
  const complete = fleet.status === 'complete';
  ports.setOutput('status', complete ? 'complete' : 'incomplete');
  ports.setOutput('bundle-artifact-name', name);
  ports.setOutput('bundle-artifact-id', artifactId);
  ports.setOutput('study-path', join(bundleDir, FLEET_FILE));
  ports.setOutput('receipt-path', join(bundleDir, FLEET_RECEIPT_FILE));
  ports.setOutput('decision', JSON.stringify((result.fleet.decision as { choice: unknown }).choice ?? null));
  if (!complete && inputs.failOn.includes('incomplete')) {
    const missing = (fleet.runners as { label: string; status: string }[])
      .filter((r) => r.status !== 'complete')
      .map((r) => r.label);
    failures.push(`fleet incomplete: ${missing.join(', ')} did not produce a verified study`);
  }
  return complete ? 'complete' : 'incomplete';
}
