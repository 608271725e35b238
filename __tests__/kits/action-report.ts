// The Markdown the action's assemble step really emits (job summary and PR comment body) for a bundle
// of measured inputs: the inputs are uploaded per configuration, as the measure steps do, into the
// in-memory artifact store, and runAction('assemble') runs with in-memory ports.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { MemoryArtifactStore } from './memory-artifact-store.js';
import type { ActionInputs } from '../../src/action/inputs.js';
import type { ActionPorts } from '../../src/action/ports.js';
import { runAction } from '../../src/action/run-action.js';
import { artifactName } from '../../src/domain/bundle/artifact-names.js';
import { sha256Hex } from '../../src/domain/core/hashing.js';
import { renderSha256Sums } from '../../src/domain/bundle/sha256-sums.js';
import { createInMemoryStickyComments } from './fake-github-api.js';

/** Outputs of a bundle: never uploaded by the measure steps. */
const OUTPUTS = new Set([
  'capacity-study.json',
  'capacity-receipt.md',
  'status.json',
  'README.md',
  'SHA256SUMS',
]);

function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(relative(dir, p).split('\\').join('/'));
    }
  };
  walk(dir);
  return out;
}

async function uploadLikeMeasureSteps(store: MemoryArtifactStore, files: Map<string, Buffer>): Promise<void> {
  const src = mkdtempSync(join(tmpdir(), 'pp-report-src-'));
  try {
    const groups = new Map<string, string[]>();
    for (const rel of files.keys()) {
      const m = /^(runs\/[^/]+\/[^/]+\/[^/]+|quality\/[^/]+\/[^/]+)\//.exec(rel);
      const key = m ? m[1]! : 'prepare';
      groups.set(key, [...(groups.get(key) ?? []), rel]);
    }
    for (const [rel, bytes] of files) {
      const path = join(src, rel);
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, bytes);
    }
    for (const [key, rels] of groups) {
      const parts = key.split('/');
      const sumsName = key === 'prepare' ? 'prepare.sha256' : `${key}/artifact.sha256`;
      const base = key === 'prepare' ? '' : `${key}/`;
      writeFileSync(
        join(src, sumsName),
        renderSha256Sums(rels.map((r) => ({ path: r.slice(base.length), sha256: sha256Hex(files.get(r)!) }))),
      );
      const name =
        key === 'prepare'
          ? artifactName({ prefix: 'capacity', kind: 'prepare', runAttempt: 1 })
          : parts[0] === 'runs'
            ? artifactName({
                prefix: 'capacity',
                kind: 'run',
                pass: parts[1]!,
                candidate: parts[2]!,
                serverParallel: Number(parts[3]!.slice(1)),
                runAttempt: 1,
              })
            : artifactName({
                prefix: 'capacity',
                kind: 'quality',
                candidate: parts[1]!,
                serverParallel: Number(parts[2]!.slice(1)),
                runAttempt: 1,
              });
      await store.uploadDirectory(name, src, [...rels, sumsName]);
    }
  } finally {
    rmSync(src, { recursive: true, force: true });
  }
}

export interface ActionReport {
  /** The job summary's Markdown. */
  readonly summary: string;
  /** The sticky PR comment's body as handed to the comment poster. */
  readonly comment: string;
  readonly status: string | undefined;
}

/**
 * Runs the action's assemble step on a bundle's measured inputs (a directory in the bundle layout or
 * a map of its files); `baselineStudy` is the base branch's study bytes for the change section.
 */
export async function actionReportOf(
  bundle: string | Map<string, string | Buffer>,
  options: { baselineStudy?: Buffer } = {},
): Promise<ActionReport> {
  const files = new Map<string, Buffer>();
  if (typeof bundle === 'string') {
    for (const rel of listFiles(bundle)) {
      if (!OUTPUTS.has(rel)) files.set(rel, readFileSync(join(bundle, rel)));
    }
  } else {
    for (const [rel, content] of bundle) if (!OUTPUTS.has(rel)) files.set(rel, Buffer.from(content));
  }
  const store = new MemoryArtifactStore();
  await uploadLikeMeasureSteps(store, files);
  const cwd = mkdtempSync(join(tmpdir(), 'pp-report-act-'));
  try {
    if (options.baselineStudy) writeFileSync(join(cwd, 'baseline-study.json'), options.baselineStudy);
    const summaries: string[] = [];
    const comments = createInMemoryStickyComments('created');
    const outputs: Record<string, string> = {};
    const problems: string[] = [];
    const inputs: ActionInputs = {
      command: 'assemble',
      plan: 'capacity/capacity.json',
      workDir: 'work',
      pass: { kind: 'all' },
      artifactPrefix: 'capacity',
      artifactRetentionDays: 7,
      cache: false,
      githubToken: 'ghs_example',
      comment: 'always',
      failOn: [],
      baselineStudy: options.baselineStudy ? 'baseline-study.json' : undefined,
      cacheDir: undefined,
    };
    const ports: ActionPorts = {
      log: {
        info: () => undefined,
        notice: () => undefined,
        warning: (m) => problems.push(m),
        error: (m) => problems.push(m),
        startGroup: () => undefined,
        endGroup: () => undefined,
      },
      setOutput: (n, v) => (outputs[n] = v),
      artifacts: store,
      cache: null,
      writeSummary: async (md) => {
        summaries.push(md);
        return { truncated: false };
      },
      upsertComment: comments.upsert,
      env: {
        GITHUB_RUN_ID: '1',
        GITHUB_RUN_ATTEMPT: '1',
        GITHUB_REPOSITORY: 'octo-org/llm-service',
        GITHUB_SERVER_URL: 'https://github.com',
      },
      cwd,
    };
    await runAction(inputs, ports);
    if (summaries.length !== 1 || comments.calls.length !== 1) {
      throw new Error(
        `the action wrote ${summaries.length} summaries and ${comments.calls.length} comments: ${problems.join('; ')}`,
      );
    }
    return { summary: summaries[0]!, comment: comments.calls[0]!.body, status: outputs['status'] };
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}
