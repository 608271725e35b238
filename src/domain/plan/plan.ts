// Capacity plan (spec §2), generalized: any number of candidates with exactly one reference,
// any strictly ascending levels, passes given as an exact mirror pair or derived.
// cohesive: the capacity plan parser, one field after another as spec §2 lists them.
import { fail } from '../core/errors.js';
import { Fields } from '../core/fields.js';
import { pyStrip } from '../core/format.js';
import { float, type JsonObject, type JsonValue } from '../core/json.js';
import {
  decisionMapping,
  MAX_PAIRS,
  pairPassIds,
  parseDecisionPlan,
  type DecisionPlan,
} from './decision-plan.js';
import { earlyStopMapping, parseEarlyStopPlan, type EarlyStopPlan } from './early-stop-plan.js';
import { openLoopMapping, parseOpenLoopPlan, type OpenLoopPlan } from './open-loop-plan.js';

export const REFERENCE_ROLE = 'canonical-reference';
export const ALTERNATIVE_ROLE = 'resource-alternative';
export const SELECTION_OBJECTIVE = 'generated_tokens_per_second_median';
export const TIE_BREAKERS = [
  'e2e_latency_ms_p95_median',
  'ttft_ms_p95_median',
  'server_peak_rss_mib_max',
  'server_parallel',
  'client_concurrency',
] as const;
export const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export interface Candidate {
  id: string;
  label: string;
  role: string;
  kleidiai_expected: boolean;
  canonical_server_command_sha256: string;
  canonical_server_argv_sha256: string;
}

export interface Pass {
  id: string;
  candidate_order: string[];
  server_parallel_order: number[];
  client_concurrency_order: number[];
}

export interface Slo {
  min_completion_rate: number;
  max_ttft_ms_p95: number | null;
  max_e2e_latency_ms_p95: number;
}

export interface CapacityPlan {
  schema_version: string;
  classification: string;
  scope: string;
  candidates: Candidate[];
  server_parallel_levels: number[];
  client_concurrency_levels: number[];
  per_slot_context_tokens: number;
  passes: Pass[];
  quality_gate: {
    minimum_score: number;
    minimum_retention_vs_reference: number;
    reference_candidate_id: string;
    require_identical_outcomes_across_parallel: boolean;
  };
  capacity_gate: {
    max_server_peak_rss_mib: number;
    require_every_pass_slo: boolean;
    max_throughput_relative_spread_percent: number;
    max_e2e_relative_spread_percent: number;
  };
  load_slo: Slo;
  selection: {
    objective: string;
    direction: string;
    objective_tolerance_percent: number;
    tie_breakers: string[];
  };
  /** Optional wording of the receipt and report (absent: derived from the study's facts). */
  receipt?: ReceiptWording;
  /** Optional: the study decides across candidates with intervals (docs/decision.md). */
  decision?: DecisionPlan;
  /** Optional: skip higher C levels once two passes failed the SLO by a margin at a lower C. */
  early_stop?: EarlyStopPlan;
  /** Optional: a rate search per (candidate, P) under open-loop arrivals (docs/open-loop.md). */
  open_loop?: OpenLoopPlan;
  pins: {
    load_plan_sha256: string;
    evaluation_suite_sha256: string;
    canonical_evidence_lock_sha256: string;
    canonical_release_sha256: string;
  };
}

function strictlyAscending(values: number[], file: string, pointer: string): number[] {
  if (values.length === 0) fail('must not be empty', file, pointer);
  for (let i = 1; i < values.length; i++) {
    if (values[i] <= values[i - 1]) fail('must be strictly ascending', file, pointer);
  }
  return values;
}

function isPermutation(order: readonly (string | number)[], of: readonly (string | number)[]): boolean {
  if (order.length !== of.length || new Set(order).size !== order.length) return false;
  return order.every((x) => of.includes(x));
}

function reversed<T>(xs: readonly T[]): T[] {
  return [...xs].reverse();
}

function sameSequence<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

export function parseSlo(f: Fields): Slo {
  f.exactKeys(['min_completion_rate', 'max_ttft_ms_p95', 'max_e2e_latency_ms_p95']);
  const slo: Slo = {
    min_completion_rate: f.number('min_completion_rate', 0, 1),
    max_ttft_ms_p95: f.nullableNumber('max_ttft_ms_p95', 0, Number.MAX_VALUE, { exclusiveMin: true }),
    max_e2e_latency_ms_p95: f.number('max_e2e_latency_ms_p95', 0, Number.MAX_VALUE, { exclusiveMin: true }),
  };
  if (slo.max_ttft_ms_p95 !== null && slo.max_ttft_ms_p95 > slo.max_e2e_latency_ms_p95) {
    fail('must be at most max_e2e_latency_ms_p95', f.file, f.at('max_ttft_ms_p95'));
  }
  return slo;
}

/** The mirrored passes used when a plan omits `passes`: one forward/reverse pair per `pairs`. */
export function deriveMirroredPasses(
  candidateIds: string[],
  serverLevels: number[],
  clientLevels: number[],
  pairs = 1,
): Pass[] {
  return repeatPair(
    {
      id: 'forward',
      candidate_order: [...candidateIds],
      server_parallel_order: [...serverLevels],
      client_concurrency_order: [...clientLevels],
    },
    {
      id: 'reverse',
      candidate_order: reversed(candidateIds),
      server_parallel_order: reversed(serverLevels),
      client_concurrency_order: reversed(clientLevels),
    },
    pairs,
  );
}

/** The first mirrored pair, repeated: pair i has ids forward-i / reverse-i and the same orders. */
function repeatPair(first: Pass, second: Pass, pairs: number): Pass[] {
  const passes: Pass[] = [];
  for (let i = 1; i <= pairs; i++) {
    const [a, b] = pairPassIds(i);
    passes.push({ ...first, id: i === 1 ? first.id : a }, { ...second, id: i === 1 ? second.id : b });
  }
  return passes.map((p) => ({
    id: p.id,
    candidate_order: [...p.candidate_order],
    server_parallel_order: [...p.server_parallel_order],
    client_concurrency_order: [...p.client_concurrency_order],
  }));
}

export function parseCapacityPlan(value: JsonValue, file = 'capacity-plan.json'): CapacityPlan {
  const f = Fields.root(value, file);
  f.exactKeys(
    [
      'schema_version',
      'classification',
      'scope',
      'candidates',
      'server_parallel_levels',
      'client_concurrency_levels',
      'per_slot_context_tokens',
      'quality_gate',
      'capacity_gate',
      'load_slo',
      'selection',
      'pins',
    ],
    ['passes', 'receipt', 'decision', 'early_stop', 'open_loop'],
  );
  f.literal('schema_version', '1.1');
  f.literal('classification', 'supplementary-capacity');
  const scope = f.text('scope');

  const { candidates, referenceId } = parsePlanCandidates(f, file);
  const ids = candidates.map((c) => c.id);

  const serverLevels = strictlyAscending(
    f.integers('server_parallel_levels', 1, 1024),
    file,
    '/server_parallel_levels',
  );
  const clientLevels = strictlyAscending(
    f.integers('client_concurrency_levels', 1, 1024),
    file,
    '/client_concurrency_levels',
  );
  const perSlot = f.integer('per_slot_context_tokens', 128, 32768);

  const pairs = f.has('decision') ? decisionPairs(f.object('decision')) : 1;
  const passes = !f.has('passes')
    ? deriveMirroredPasses(ids, serverLevels, clientLevels, pairs)
    : parseGivenPasses(f, file, { ids, serverLevels, clientLevels, pairs });

  const quality_gate = parseQualityGate(f.object('quality_gate'), file, referenceId);
  const capacity_gate = parseCapacityGate(f.object('capacity_gate'), file);
  const load_slo = parseSlo(f.object('load_slo'));
  const selection = parseSelection(f.object('selection'), file);
  const pins = parsePins(f.object('pins'));

  const receipt = f.has('receipt') ? parseReceiptWording(f.object('receipt')) : undefined;
  const decision = f.has('decision')
    ? parseDecisionPlan(f.object('decision'), selection.objective_tolerance_percent)
    : undefined;
  const earlyStop = f.has('early_stop')
    ? parseEarlyStopPlan(
        f.object('early_stop'),
        passes.map((p) => p.client_concurrency_order),
      )
    : undefined;
  const open_loop = f.has('open_loop')
    ? parseOpenLoopPlan(f.object('open_loop'), {
        ttftMs: load_slo.max_ttft_ms_p95,
        e2eMs: load_slo.max_e2e_latency_ms_p95,
        spreadPercent: capacity_gate.max_throughput_relative_spread_percent,
      })
    : undefined;

  return {
    schema_version: '1.1',
    classification: 'supplementary-capacity',
    scope,
    candidates,
    server_parallel_levels: serverLevels,
    client_concurrency_levels: clientLevels,
    per_slot_context_tokens: perSlot,
    passes,
    quality_gate,
    capacity_gate,
    load_slo,
    selection,
    ...(receipt === undefined ? {} : { receipt }),
    ...(decision === undefined ? {} : { decision }),
    ...(earlyStop === undefined ? {} : { early_stop: earlyStop }),
    ...(open_loop === undefined ? {} : { open_loop }),
    pins,
  };
}

/** `/candidates`: path-safe unique ids and exactly one reference. */
function parsePlanCandidates(f: Fields, file: string): { candidates: Candidate[]; referenceId: string } {
  const candidateFields = f.objects('candidates');
  if (candidateFields.length === 0) fail('must contain at least one candidate', file, '/candidates');
  const candidates = candidateFields.map((c) => {
    c.exactKeys([
      'id',
      'label',
      'role',
      'kleidiai_expected',
      'canonical_server_command_sha256',
      'canonical_server_argv_sha256',
    ]);
    const id = c.text('id', 128);
    if (!SAFE_ID.test(id))
      fail(
        'must be a path-safe id (letters, digits, ".", "_", "-"; not starting with a symbol)',
        file,
        c.at('id'),
      );
    const role = c.text('role', 64);
    if (role !== REFERENCE_ROLE && role !== ALTERNATIVE_ROLE) {
      fail(`role is not supported (expected ${REFERENCE_ROLE} or ${ALTERNATIVE_ROLE})`, file, c.at('role'));
    }
    return {
      id,
      label: c.text('label', 256),
      role,
      kleidiai_expected: c.boolean('kleidiai_expected'),
      canonical_server_command_sha256: c.digest('canonical_server_command_sha256'),
      canonical_server_argv_sha256: c.digest('canonical_server_argv_sha256'),
    };
  });
  const ids = candidates.map((c) => c.id);
  if (new Set(ids).size !== ids.length) fail('candidates must have unique ids', file, '/candidates');
  const references = candidates.filter((c) => c.role === REFERENCE_ROLE);
  if (references.length !== 1)
    fail(
      `candidates must contain exactly one ${REFERENCE_ROLE} (found ${references.length})`,
      file,
      '/candidates',
    );
  return { candidates, referenceId: references[0].id };
}

/** The levels a given pass must permute, and how many mirrored pairs the plan asks for. */
interface PassShape {
  ids: string[];
  serverLevels: number[];
  clientLevels: number[];
  pairs: number;
}

/** `/passes` as written: permutations of the levels, the second the reverse of the first, then repeats. */
function parseGivenPasses(f: Fields, file: string, shape: PassShape): Pass[] {
  const { pairs } = shape;
  const passFields = f.objects('passes');
  if (passFields.length !== 2 * pairs)
    fail(
      pairs === 1
        ? 'passes must contain exactly two mirrored passes'
        : `passes must contain ${2 * pairs} passes (decision.pairs = ${pairs} mirrored pairs), or be left out to be derived`,
      file,
      '/passes',
    );
  const passes = passFields.map((p) => parseGivenPass(p, file, shape));
  const passIds = passes.map((p) => p.id);
  if (new Set(passIds).size !== passIds.length)
    fail(
      'pass ids must be unique',
      file,
      `/passes/${passIds.findIndex((id, i) => passIds.indexOf(id) !== i)}/id`,
    );
  const [a, b] = passes;
  const expected = repeatPair(a, b, pairs);
  passes.forEach((p, i) => {
    if (i >= 2 && (p.id !== expected[i].id || !samePassOrders(p, expected[i])))
      fail(
        `must repeat the first mirrored pair with id ${JSON.stringify(expected[i].id)} (decision.pairs = ${pairs})`,
        file,
        `/passes/${i}`,
      );
  });
  for (const key of ['candidate_order', 'server_parallel_order', 'client_concurrency_order'] as const) {
    if (!sameSequence<string | number>(b[key], reversed<string | number>(a[key]))) {
      fail(
        `passes must use exact reverse orders: /passes/1/${key} must be the reverse of /passes/0/${key}`,
        file,
        `/passes/1/${key}`,
      );
    }
  }
  return passes;
}

/** One written pass: a path-safe id and three permutations. */
function parseGivenPass(p: Fields, file: string, { ids, serverLevels, clientLevels }: PassShape): Pass {
  p.exactKeys(['id', 'candidate_order', 'server_parallel_order', 'client_concurrency_order']);
  const id = p.text('id', 64);
  if (!SAFE_ID.test(id)) fail('must be a path-safe id', file, p.at('id'));
  const candidateOrder = p.array('candidate_order').map((v, i) => {
    if (typeof v !== 'string' || !pyStrip(v))
      fail('must be a non-empty string', file, `${p.at('candidate_order')}/${i}`);
    return pyStrip(v);
  });
  if (!isPermutation(candidateOrder, ids))
    fail('candidate_order must be a permutation of the candidate ids', file, p.at('candidate_order'));
  const sOrder = p.integers('server_parallel_order', 1, 1024);
  if (!isPermutation(sOrder, serverLevels))
    fail(
      'server_parallel_order must be a permutation of server_parallel_levels',
      file,
      p.at('server_parallel_order'),
    );
  const cOrder = p.integers('client_concurrency_order', 1, 1024);
  if (!isPermutation(cOrder, clientLevels))
    fail(
      'client_concurrency_order must be a permutation of client_concurrency_levels',
      file,
      p.at('client_concurrency_order'),
    );
  return {
    id,
    candidate_order: candidateOrder,
    server_parallel_order: sOrder,
    client_concurrency_order: cOrder,
  };
}

/** `/quality_gate`: it names the reference and requires identical outcomes across P. */
function parseQualityGate(qg: Fields, file: string, referenceId: string): CapacityPlan['quality_gate'] {
  qg.exactKeys([
    'minimum_score',
    'minimum_retention_vs_reference',
    'reference_candidate_id',
    'require_identical_outcomes_across_parallel',
  ]);
  const quality_gate = {
    minimum_score: qg.number('minimum_score', 0, 1),
    minimum_retention_vs_reference: qg.number('minimum_retention_vs_reference', 0, 1),
    reference_candidate_id: qg.text('reference_candidate_id', 128),
    require_identical_outcomes_across_parallel: qg.boolean('require_identical_outcomes_across_parallel'),
  };
  if (quality_gate.reference_candidate_id !== referenceId) {
    fail(
      `must name the ${REFERENCE_ROLE} candidate ${JSON.stringify(referenceId)}`,
      file,
      '/quality_gate/reference_candidate_id',
    );
  }
  if (!quality_gate.require_identical_outcomes_across_parallel) {
    fail(
      'quality_gate must require identical outcomes across parallel levels (must be true)',
      file,
      '/quality_gate/require_identical_outcomes_across_parallel',
    );
  }
  return quality_gate;
}

/** `/capacity_gate`: it requires every pass SLO. */
function parseCapacityGate(cg: Fields, file: string): CapacityPlan['capacity_gate'] {
  cg.exactKeys([
    'max_server_peak_rss_mib',
    'require_every_pass_slo',
    'max_throughput_relative_spread_percent',
    'max_e2e_relative_spread_percent',
  ]);
  const capacity_gate = {
    max_server_peak_rss_mib: cg.number('max_server_peak_rss_mib', 0, Number.MAX_VALUE, {
      exclusiveMin: true,
    }),
    require_every_pass_slo: cg.boolean('require_every_pass_slo'),
    max_throughput_relative_spread_percent: cg.number('max_throughput_relative_spread_percent', 0, 100),
    max_e2e_relative_spread_percent: cg.number('max_e2e_relative_spread_percent', 0, 100),
  };
  if (!capacity_gate.require_every_pass_slo)
    fail(
      'capacity_gate must require every pass SLO (must be true)',
      file,
      '/capacity_gate/require_every_pass_slo',
    );
  return capacity_gate;
}

/** `/selection`: the fixed objective, direction and tie-breakers. */
function parseSelection(sel: Fields, file: string): CapacityPlan['selection'] {
  sel.exactKeys(['objective', 'direction', 'objective_tolerance_percent', 'tie_breakers']);
  const selection = {
    objective: sel.text('objective'),
    direction: sel.text('direction'),
    objective_tolerance_percent: sel.number('objective_tolerance_percent', 0, 50),
    tie_breakers: sel.array('tie_breakers').map((v, i) => {
      if (typeof v !== 'string') fail('must be a string', file, `/selection/tie_breakers/${i}`);
      return pyStrip(v);
    }),
  };
  if (selection.objective !== SELECTION_OBJECTIVE)
    fail(
      `selection must use the fixed capacity objective ${SELECTION_OBJECTIVE}`,
      file,
      '/selection/objective',
    );
  if (selection.direction !== 'max') fail("selection direction must be 'max'", file, '/selection/direction');
  if (!sameSequence(selection.tie_breakers, TIE_BREAKERS)) {
    fail(
      `tie_breakers must be exactly ${TIE_BREAKERS.join(', ')} in that order`,
      file,
      '/selection/tie_breakers',
    );
  }
  return selection;
}

/** `/pins`: the four digests. */
function parsePins(pf: Fields): CapacityPlan['pins'] {
  pf.exactKeys([
    'load_plan_sha256',
    'evaluation_suite_sha256',
    'canonical_evidence_lock_sha256',
    'canonical_release_sha256',
  ]);
  const pins = {
    load_plan_sha256: pf.digest('load_plan_sha256'),
    evaluation_suite_sha256: pf.digest('evaluation_suite_sha256'),
    canonical_evidence_lock_sha256: pf.digest('canonical_evidence_lock_sha256'),
    canonical_release_sha256: pf.digest('canonical_release_sha256'),
  };
  return pins;
}

/** `decision.pairs` read ahead of the passes it shapes (the whole block is checked later). */
function decisionPairs(f: Fields): number {
  return f.has('pairs') ? f.integer('pairs', 1, MAX_PAIRS) : 1;
}

function samePassOrders(a: Pass, b: Pass): boolean {
  return (
    sameSequence(a.candidate_order, b.candidate_order) &&
    sameSequence(a.server_parallel_order, b.server_parallel_order) &&
    sameSequence(a.client_concurrency_order, b.client_concurrency_order)
  );
}

/** Optional plan fields (`capacity-plan.json` → `receipt`) that replace derived wording. */
export interface ReceiptWording {
  /** Heading of the receipt and the HTML report. */
  title?: string;
  /** The highlighted line under the title. */
  banner?: string;
  /** The question the study answers (the receipt's first paragraph). */
  question?: string;
  /** What the receipt does not decide (after "Decision boundary:"). */
  decision_boundary?: string;
  /** Display name of the frozen release the canonical commands come from. */
  canonical_release?: string;
  /** The study's `boundary_caveat` (its limits, printed at the end of the receipt and report). */
  boundary_caveat?: string;
}

export const WORDING_FIELDS = [
  'title',
  'banner',
  'question',
  'decision_boundary',
  'canonical_release',
  'boundary_caveat',
] as const satisfies readonly (keyof ReceiptWording)[];

/** Longest accepted text per field (characters). */
export const WORDING_MAX_CHARS: Record<(typeof WORDING_FIELDS)[number], number> = {
  title: 200,
  banner: 200,
  question: 2000,
  decision_boundary: 2000,
  canonical_release: 64,
  boundary_caveat: 4096,
};

/** `receipt`: every member optional, each a non-blank text (stored trimmed), at least one present. */
function parseReceiptWording(f: Fields): ReceiptWording {
  f.exactKeys([], WORDING_FIELDS);
  const wording: ReceiptWording = {};
  for (const key of WORDING_FIELDS) {
    if (f.has(key)) wording[key] = f.text(key, WORDING_MAX_CHARS[key]);
  }
  if (Object.keys(wording).length === 0)
    fail(`must set at least one of ${WORDING_FIELDS.join(', ')} (or be left out)`, f.file, f.pointer);
  return wording;
}

export function sloMapping(slo: Slo): JsonObject {
  return {
    min_completion_rate: float(slo.min_completion_rate),
    max_ttft_ms_p95: slo.max_ttft_ms_p95 === null ? null : float(slo.max_ttft_ms_p95),
    max_e2e_latency_ms_p95: float(slo.max_e2e_latency_ms_p95),
  };
}

/** Normalized plan mapping embedded as `study.plan` (spec §2.2); derived passes are written out. */
export function planMapping(plan: CapacityPlan): JsonObject {
  return {
    schema_version: plan.schema_version,
    classification: plan.classification,
    scope: plan.scope,
    candidates: plan.candidates.map((c) => ({ ...c })),
    server_parallel_levels: [...plan.server_parallel_levels],
    client_concurrency_levels: [...plan.client_concurrency_levels],
    per_slot_context_tokens: plan.per_slot_context_tokens,
    passes: plan.passes.map((p) => ({
      id: p.id,
      candidate_order: [...p.candidate_order],
      server_parallel_order: [...p.server_parallel_order],
      client_concurrency_order: [...p.client_concurrency_order],
    })),
    quality_gate: {
      minimum_score: float(plan.quality_gate.minimum_score),
      minimum_retention_vs_reference: float(plan.quality_gate.minimum_retention_vs_reference),
      reference_candidate_id: plan.quality_gate.reference_candidate_id,
      require_identical_outcomes_across_parallel:
        plan.quality_gate.require_identical_outcomes_across_parallel,
    },
    capacity_gate: {
      max_server_peak_rss_mib: float(plan.capacity_gate.max_server_peak_rss_mib),
      require_every_pass_slo: plan.capacity_gate.require_every_pass_slo,
      max_throughput_relative_spread_percent: float(
        plan.capacity_gate.max_throughput_relative_spread_percent,
      ),
      max_e2e_relative_spread_percent: float(plan.capacity_gate.max_e2e_relative_spread_percent),
    },
    load_slo: sloMapping(plan.load_slo),
    selection: {
      objective: plan.selection.objective,
      direction: plan.selection.direction,
      objective_tolerance_percent: float(plan.selection.objective_tolerance_percent),
      tie_breakers: [...plan.selection.tie_breakers],
    },
    ...(plan.receipt === undefined ? {} : { receipt: { ...plan.receipt } }),
    ...(plan.decision === undefined ? {} : { decision: decisionMapping(plan.decision) }),
    ...(plan.early_stop === undefined ? {} : { early_stop: earlyStopMapping(plan.early_stop) }),
    ...(plan.open_loop === undefined ? {} : { open_loop: openLoopMapping(plan.open_loop) }),
    pins: { ...plan.pins },
  };
}

export function sloEquals(a: Slo, b: Slo): boolean {
  return (
    a.min_completion_rate === b.min_completion_rate &&
    a.max_ttft_ms_p95 === b.max_ttft_ms_p95 &&
    a.max_e2e_latency_ms_p95 === b.max_e2e_latency_ms_p95
  );
}
