// The fleet job in one call: assemble every runner's study from its own cell artifacts (runner i used
// the artifact prefix `<prefix>-r<i>`), derive the fleet, write and upload the fleet bundle.
// Reporting (summary, comment, outputs, fail-on) is the caller's.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ArtifactStore } from '../adapters/artifacts/artifact-store.js';
import { listBundleFiles } from '../adapters/bundle/bundle-files.js';
import { artifactName } from '../domain/bundle/artifact-names.js';
import { assembleFromArtifacts } from './assemble-artifacts.js';
import {
  buildFleet,
  isRunnerFileRead,
  writeFleetBundle,
  type FleetBuildResult,
  type RunnerSource,
} from './fleet-bundle.js';

/** Artifact prefix of runner `index` in a fleet with prefix `prefix` (the workflow uses the same rule). */
export const runnerArtifactPrefix = (prefix: string, index: number): string => `${prefix}-r${index}`;

/** Where the fleet job works below a work dir (the whole `fleet` folder is wiped first). */
export function fleetJobPaths(workDir: string) {
  const root = join(workDir, 'fleet');
  return {
    root,
    incoming: join(root, 'incoming'),
    prices: join(root, 'prices.json'),
    bundle: join(root, 'bundle'),
  };
}

type Log = { info(m: string): void; warning(m: string): void; error(m: string): void };

export interface FleetJobOptions {
  readonly store: ArtifactStore;
  readonly prefix: string;
  readonly currentAttempt: number;
  readonly workDir: string;
  /** Runner labels, in the order of their artifact prefixes. */
  readonly runners: readonly string[];
  /** The prices document's text, when given. */
  readonly prices?: string;
  readonly minTokensPerSecond: number | null;
  readonly retentionDays?: number;
  readonly log: Log;
  readonly cwd: string;
}

export interface FleetJob {
  readonly result: FleetBuildResult;
  readonly bundleDir: string;
  /** The fleet bundle artifact this job uploaded; null when the upload failed (`uploadFailure` says why). */
  readonly uploaded: { readonly name: string; readonly id: number } | null;
  readonly uploadFailure?: string;
}

/**
 * Assembles each runner's study here, from that runner's cell artifacts of the chosen attempt, with
 * the code the assemble job runs (assembleFromArtifacts). No bundle a job uploaded is read: any job
 * of the run can upload an artifact under any name, so a bundle artifact proves nothing about who
 * made it. A runner that left no usable artifacts is recorded with the incomplete status its
 * assembly wrote. Of each assembled bundle only what the fleet reads is kept, so the disk holds one
 * full study at a time.
 */
async function assembleRunners(options: FleetJobOptions, dir: string): Promise<RunnerSource[]> {
  const { log } = options;
  const sources: RunnerSource[] = [];
  for (const [i, label] of options.runners.entries()) {
    const prefix = runnerArtifactPrefix(options.prefix, i);
    const bundleDir = join(dir, `r${i}`);
    const staging = join(dir, `r${i}-download`);
    log.info(`runner ${label}: assembling its study from the ${prefix}-* cell artifacts`);
    const { result, problems } = await assembleFromArtifacts({
      store: options.store,
      prefix,
      currentAttempt: options.currentAttempt,
      bundleDir,
      stagingDir: staging,
      log: {
        info: (m) => log.info(`runner ${label}: ${m}`),
        warning: (m) => log.warning(`runner ${label}: ${m}`),
      },
    });
    await rm(staging, { recursive: true, force: true });
    for (const p of problems) log.error(`runner ${label}: ${p}`);
    if (!result.complete)
      log.warning(
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

/**
 * Assembles the runners, derives the fleet and uploads its bundle. A runner whose bundle fails its
 * checks is refused (logged as an error, listed in `result.refusals`); the others are kept. A bad
 * prices document throws the InputError of buildFleet, its message starting with the prices path.
 */
export async function fleetJob(options: FleetJobOptions): Promise<FleetJob> {
  const { log } = options;
  const paths = fleetJobPaths(options.workDir);
  await rm(paths.root, { recursive: true, force: true });
  await mkdir(paths.incoming, { recursive: true });
  let pricesPath: string | undefined;
  if (options.prices !== undefined) {
    pricesPath = paths.prices;
    await writeFile(pricesPath, options.prices);
  }
  const sources = await assembleRunners(options, paths.incoming);
  const result = await buildFleet(
    {
      runners: sources,
      pricesPath,
      minTokensPerSecond: options.minTokensPerSecond,
      refuseBadRunners: true,
    },
    options.cwd,
  );
  for (const refusal of result.refusals) log.error(refusal.message);

  const bundleDir = paths.bundle;
  await writeFleetBundle(bundleDir, result, true);
  const name = artifactName({
    prefix: `${options.prefix}-fleet`,
    kind: 'bundle',
    runAttempt: options.currentAttempt,
  });
  try {
    const up = await options.store.uploadDirectory(name, bundleDir, await listBundleFiles(bundleDir), {
      retentionDays: options.retentionDays,
    });
    return { result, bundleDir, uploaded: { name, id: up.id } };
  } catch (e) {
    // An artifact of that name may exist, but this job did not write it: it is never reported.
    const uploadFailure = `fleet bundle upload failed, so no fleet bundle artifact is reported: ${(e as Error).message}`;
    log.error(uploadFailure);
    return { result, bundleDir, uploaded: null, uploadFailure };
  }
}
