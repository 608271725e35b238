// The bundle layout (spec §1), named once: the files at a bundle's root, the files of each run and
// quality cell, the sha256 lists the measuring steps write, and the paths of cells inside a bundle.

import { MANIFEST_FILE } from '../measurement/manifest.js';

/** Files at the root of a bundle. */
export const BUNDLE_FILES = {
  study: 'capacity-study.json',
  receipt: 'capacity-receipt.md',
  status: 'status.json',
  sums: 'SHA256SUMS',
  plan: 'capacity-plan.json',
  runSpec: 'capacity-run.json',
  loadPlan: 'load-plan.json',
  evaluationSuite: 'evaluation-suite.json',
  manifest: MANIFEST_FILE,
} as const;

export const STUDY_FILE = BUNDLE_FILES.study;
export const RECEIPT_FILE = BUNDLE_FILES.receipt;
export const STATUS_FILE = BUNDLE_FILES.status;
export const SUMS_FILE = BUNDLE_FILES.sums;
export const PLAN_FILE = BUNDLE_FILES.plan;

/** The canonical pins prepare writes (`canonical/<file>`). */
export const CANONICAL_DIR = 'canonical';
export const CANONICAL_FILES = { lock: 'lock.json', release: 'release.json' } as const;

/** Files every configuration's cell may hold (a fresh server under `time -v`). */
export const SERVER_FILES = {
  command: 'server-command.json',
  stdout: 'server.stdout.log',
  stderr: 'server.stderr.log',
  time: 'server-time.txt',
  evidence: 'server-evidence.json',
} as const;

/** The measured file of a run cell. */
export const LOAD_FILE = 'load-evaluation.json';
/** A run cell's open-loop rate search history (plans with `open_loop` only), rewritten after each probe. */
export const RATE_SEARCH_FILE = 'rate-search.json';

/** The measured files of a quality cell. */
export const QUALITY_FILES = {
  raw: 'quality-evaluation.raw.json',
  evidence: 'quality-evidence.json',
} as const;

/** The sha256 list a measure step writes into a cell directory, covering that cell's files. */
export const CELL_SUMS_FILE = 'artifact.sha256';
/** The sha256 list at the root of the prepare artifact, covering the plan and build evidence. */
export const PREPARE_SUMS_FILE = 'prepare.sha256';

/** The folders that hold run cells (`runs/<pass>/<candidate>/p<P>`) and quality cells (`quality/<candidate>/p<P>`). */
export const CELL_ROOTS = { run: 'runs', quality: 'quality' } as const;

export const runFile = (label: string, name: string) => `${CELL_ROOTS.run}/${label}/${name}`;
export const qualityFile = (label: string, name: string) => `${CELL_ROOTS.quality}/${label}/${name}`;
