// What the action can touch: every outside service a command uses, as one interface (wired to the
// real services in step.ts, to in-memory fakes in the tests).
import type { ArtifactStore } from '../adapters/artifacts/artifact-store.js';
import type { StickyCommentOptions, StickyCommentResult } from '../adapters/github/pr-comment.js';
import type { Dispatcher } from 'undici';

/** Action output names as written in action.yml, in one place like the input names. */
export const OUTPUT_NAMES = {
  studyPath: 'study-path',
  receiptPath: 'receipt-path',
  status: 'status',
  selectedPoints: 'selected-points',
  bundleArtifactId: 'bundle-artifact-id',
  bundleArtifactName: 'bundle-artifact-name',
  decision: 'decision',
} as const;
export type OutputName = (typeof OUTPUT_NAMES)[keyof typeof OUTPUT_NAMES];

/** The step's log: plain lines, annotations (optionally on a file) and collapsible groups. */
export interface ActionLog {
  info(m: string): void;
  notice(m: string, props?: { file?: string }): void;
  warning(m: string, props?: { file?: string }): void;
  error(m: string, props?: { file?: string }): void;
  startGroup(name: string): void;
  endGroup(): void;
}

/** The Actions cache (builds and models), keyed by content. */
export interface CachePort {
  restore(paths: string[], key: string): Promise<boolean>;
  save(paths: string[], key: string): Promise<void>;
}

export interface ActionPorts {
  log: ActionLog;
  setOutput(name: OutputName, value: string): void;
  artifacts: ArtifactStore;
  /** null when the cache input is off or the runner has no cache service. */
  cache: CachePort | null;
  writeSummary(markdown: string, bundle: { name: string; url?: string }): Promise<{ truncated: boolean }>;
  upsertComment(options: StickyCommentOptions): Promise<StickyCommentResult>;
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** The HTTP client of model downloads; unset, the proxy-aware default (tests pass one trusting a loopback certificate). */
  modelDispatcher?: Dispatcher;
}
