// `init`: the facts of one or more GGUF models → an authored plan (docs/plans.md, the `init`
// section states every rule here): a generic and a KleidiAI candidate for each model whose weight
// type KleidiAI accelerates, a grid sized from the cores, neutral SLO, gates and quality cases.
import type { PlainJson } from '../core/json.js';
import type { GgufFacts } from '../gguf/gguf-header.js';
import { MAX_MEASURED_REQUESTS } from './authored-plan.js';

export const AUTHORED_PLAN_FORMAT = 'paretopilot-capacity/plan-2';
export const AUTHORED_PLAN_SCHEMA_URL =
  'https://raw.githubusercontent.com/paretopilot/capacity/main/schemas/capacity.schema.json';
export const LLAMA_CPP_REPOSITORY = 'https://github.com/ggml-org/llama.cpp';
/** The llama.cpp commit the project's git-built examples pin (examples/neoverse-qwen*). */
export const DEFAULT_LLAMA_CPP_COMMIT = '67b9b0e7f6ce45d929a4411907d3c48ec719e81c';

/**
 * Weight types llama.cpp's KleidiAI path (ggml-cpu/kleidiai) has kernels for: Q4_0 and Q8_0
 * matrices and F16 matrix products. Other types run the generic CPU kernels in either build, so a
 * KleidiAI candidate would measure the same code twice.
 */
export const KLEIDIAI_QUANTIZATIONS: readonly string[] = ['Q4_0', 'Q8_0', 'F16'];

/** KleidiAI's kernels are Arm-only (aarch64); on any other machine the build has nothing to add. */
export function kleidiaiApplies(quantization: string, arch: string): boolean {
  return arch === 'arm64' && KLEIDIAI_QUANTIZATIONS.includes(quantization);
}

function powersOfTwoUpTo(limit: number): number[] {
  const levels: number[] = [];
  for (let level = 1; level <= limit; level *= 2) levels.push(level);
  return levels;
}

/**
 * The largest client concurrency init writes. A plan's default measured requests per level is the
 * largest of its power-of-two client levels, and a plan allows at most MAX_MEASURED_REQUESTS: past
 * it (256 cores and up) init would write a plan its own `check` refuses.
 */
export const MAX_INIT_CLIENT_CONCURRENCY = MAX_MEASURED_REQUESTS;

/**
 * Server slots 1, 2, 4, … up to the cores; client concurrency 1, 2, 4, … up to twice the largest
 * slot count, so the grid also shows the queueing past the point where every slot is busy. Both stop
 * at a plan's limits (MAX_INIT_CLIENT_CONCURRENCY clients, half as many slots), whatever the cores.
 */
export function gridForCores(cores: number): { server_parallel: number[]; client_concurrency: number[] } {
  const slots = Math.min(Math.max(1, Math.floor(cores)), MAX_INIT_CLIENT_CONCURRENCY / 2);
  const serverParallel = powersOfTwoUpTo(slots);
  return {
    server_parallel: serverParallel,
    client_concurrency: powersOfTwoUpTo(2 * serverParallel[serverParallel.length - 1]),
  };
}

/**
 * `--threads` and `--threads-batch` for every candidate: all the cores, whatever the slot count.
 * llama-server decodes its P slots together in one batch on one thread pool, so the threads are not
 * divided among slots; more threads than cores would only contend with the load client.
 */
export function threadsForCores(cores: number): number {
  return Math.max(1, Math.floor(cores));
}

export function serverArgsForCores(cores: number): string[] {
  const threads = String(threadsForCores(cores));
  return ['--threads', threads, '--threads-batch', threads, '--n-gpu-layers', '0', '-lv', '4'];
}

/** SLO a person then tightens to their product's needs: loose enough for a small CPU model. */
export const DEFAULT_SLO = { max_e2e_latency_ms_p95: 10000, max_ttft_ms_p95: 2000, min_completion_rate: 1 };

/** Neutral exact-answer cases: any instruction-following model answers them. */
export const DEFAULT_QUALITY_CASES = [
  { id: 'ready', prompt: 'Reply with exactly one word: READY', accepted_answers: ['READY'] },
  { id: 'sum', prompt: 'What is 2 + 3? Answer with the number only.', accepted_answers: ['5'] },
  {
    id: 'capital',
    prompt: 'What is the capital of France? Answer with one word.',
    accepted_answers: ['Paris'],
  },
];
export const DEFAULT_QUALITY_FLOOR = 0.5;

/** Memory ceiling: the largest model's size × 1.25 plus 1 GiB (KV cache, buffers), up to 256 MiB. */
export function memoryCeilingMib(largestModelBytes: number): number {
  const mib = (largestModelBytes / 2 ** 20) * 1.25 + 1024;
  return Math.ceil(mib / 256) * 256;
}

export interface InitModel {
  /** The reference as the user gave it. */
  ref: string;
  source:
    | { kind: 'url'; url: string; repository?: string; revision?: string }
    /** Relative to the plan's folder (or absolute). */
    | { kind: 'path'; path: string };
  fileName: string;
  sha256: string;
  sizeBytes: number;
  facts: GgufFacts;
}

export interface InitOptions {
  cores: number;
  /** Node's `os.arch()` of the machine the study will run on. */
  arch: string;
  llamaCppCommit?: string;
  title?: string;
}

export interface InitPlan {
  document: PlainJson;
  /** One line per model: what it is and which candidates it got, and why. */
  notes: string[];
}

const ID_LIMIT = 100;

/** A path-safe model name from a file name: lowercase, `.gguf` dropped, other characters → '-'. */
export function modelNameOf(fileName: string): string {
  const base = fileName.replace(/\.gguf$/i, '').toLowerCase();
  const safe = base
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[^a-z0-9]+/, '')
    .slice(0, ID_LIMIT);
  return safe.replace(/[._-]+$/, '') || 'model';
}

function uniqueName(wanted: string, taken: Set<string>): string {
  let name = wanted;
  for (let n = 2; taken.has(name); n++) name = `${wanted}-${n}`;
  taken.add(name);
  return name;
}

const FILENAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.gguf$/;

function modelEntry(m: InitModel): Record<string, PlainJson> {
  const entry: Record<string, PlainJson> =
    m.source.kind === 'url' ? { url: m.source.url } : { path: m.source.path };
  entry.sha256 = m.sha256;
  entry.size_bytes = m.sizeBytes;
  if (FILENAME.test(m.fileName)) entry.filename = m.fileName;
  if (m.facts.name !== undefined && /\S/.test(m.facts.name)) entry.family = m.facts.name.slice(0, 4096);
  if (m.source.kind === 'url' && m.source.repository) entry.repository = m.source.repository;
  if (m.source.kind === 'url' && m.source.revision) entry.revision = m.source.revision;
  return entry;
}

/** The authored plan for `models` (given in order; the same file twice is taken once). */
export function buildInitPlan(models: readonly InitModel[], options: InitOptions): InitPlan {
  const notes: string[] = [];
  const names = new Set<string>();
  const seen = new Map<string, string>();
  const modelsDoc: Record<string, PlainJson> = {};
  const candidates: Record<string, PlainJson> = {};
  const serverArgs = serverArgsForCores(options.cores);
  let anyKleidiai = false;
  let largest = 0;
  for (const m of models) {
    const twin = seen.get(m.sha256);
    if (twin !== undefined) {
      notes.push(`${m.ref}: the same file as ${twin} (sha256 ${m.sha256}); taken once`);
      continue;
    }
    seen.set(m.sha256, m.ref);
    const name = uniqueName(modelNameOf(m.fileName), names);
    modelsDoc[name] = modelEntry(m);
    largest = Math.max(largest, m.sizeBytes);
    const { architecture, quantization } = m.facts;
    const describe = `${m.facts.name ?? name} ${quantization}`.slice(0, 200);
    candidates[`${name}-generic`] = {
      build: 'generic',
      model: name,
      server_args: serverArgs,
      label: `${describe} · generic build`,
    };
    const facts = `${name}: ${architecture}, ${quantization}, ${m.sizeBytes} bytes, sha256 ${m.sha256}`;
    if (kleidiaiApplies(quantization, options.arch)) {
      anyKleidiai = true;
      candidates[`${name}-kleidiai`] = {
        build: 'kleidiai',
        model: name,
        server_args: serverArgs,
        label: `${describe} · KleidiAI build`,
      };
      notes.push(`${facts}: candidates ${name}-generic and ${name}-kleidiai`);
    } else {
      const why =
        options.arch !== 'arm64'
          ? `KleidiAI's kernels run only on Arm (aarch64) and this plan is for ${options.arch} (--arch arm64 plans for an Arm machine)`
          : `llama.cpp's KleidiAI path accelerates ${KLEIDIAI_QUANTIZATIONS.join(', ')} weights, not ${quantization}`;
      notes.push(`${facts}: candidate ${name}-generic only: ${why}`);
    }
  }
  const grid = gridForCores(options.cores);
  const topSlots = grid.server_parallel[grid.server_parallel.length - 1];
  // More cores than the next power of two of slots: the cap, not the machine, ended the grid.
  if (Math.floor(options.cores) >= 2 * topSlots)
    notes.push(
      `the grid stops at ${topSlots} server slots and ${grid.client_concurrency[grid.client_concurrency.length - 1]} clients, below the ${options.cores} cores given: a plan measures at most ${MAX_MEASURED_REQUESTS} requests per level`,
    );
  const builds: Record<string, PlainJson> = { generic: { kleidiai: false } };
  if (anyKleidiai) builds.kleidiai = { kleidiai: true };
  const candidateIds = Object.keys(candidates).sort();
  const document: Record<string, PlainJson> = {
    $schema: AUTHORED_PLAN_SCHEMA_URL,
    format: AUTHORED_PLAN_FORMAT,
    ...(options.title !== undefined ? { title: options.title } : {}),
    llama_cpp: {
      kind: 'git',
      repository: LLAMA_CPP_REPOSITORY,
      commit: options.llamaCppCommit ?? DEFAULT_LLAMA_CPP_COMMIT,
    },
    builds,
    models: modelsDoc,
    candidates,
    grid,
    slo: { ...DEFAULT_SLO },
    gates: {
      max_server_peak_rss_mib: memoryCeilingMib(largest),
      quality_floor: DEFAULT_QUALITY_FLOOR,
      reference: candidateIds[0],
    },
    quality: {
      cases: DEFAULT_QUALITY_CASES.map((c) => ({ ...c, accepted_answers: [...c.accepted_answers] })),
    },
  };
  return { document, notes };
}
