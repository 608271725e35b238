// Where the tests' golden data lives: one place, anchored at this file (not the working directory),
// so every test reads the repository's own copy (see __tests__/fixtures/README.md).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is `__tests__/kits/fixture-paths.ts`). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The published Neoverse-N2 study and its plans. */
export const REFERENCE_DIR = join(REPO_ROOT, '__tests__', 'fixtures', 'reference');
/** The published run's inputs rebuilt in artifact layout (with the published outputs). */
export const SEED_BUNDLE_DIR = join(REFERENCE_DIR, 'seed-bundle');
/** The seed bundle's per-configuration run folders (`<pass>/<candidate>/p<P>/`). */
export const SEED_RUNS_DIR = join(SEED_BUNDLE_DIR, 'runs');

export const REFERENCE_FILES = {
  capacityPlan: join(REFERENCE_DIR, 'capacity.arm64.json'),
  loadPlan: join(REFERENCE_DIR, 'load.arm64.json'),
  evaluationSuite: join(REFERENCE_DIR, 'qwen-behavior-v2.json'),
  /** As the user received it: compact whitespace, no final newline. */
  publishedStudy: join(REFERENCE_DIR, 'capacity-study.seed.json'),
  publishedReceipt: join(REFERENCE_DIR, 'capacity-receipt.seed.md'),
  evidenceMetrics: join(REFERENCE_DIR, 'evidence-metrics.seed.json'),
  seedStudy: join(SEED_BUNDLE_DIR, 'capacity-study.json'),
  seedReceipt: join(SEED_BUNDLE_DIR, 'capacity-receipt.md'),
} as const;
