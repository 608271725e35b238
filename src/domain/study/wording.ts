// The context sentences of a study's receipt, HTML report and boundary caveat, derived from facts of
// that study (host architecture from the manifest, the frozen canonical release it names, the
// candidates' labels) or taken from the plan's optional `receipt` fields. The published reference
// plan sets none of those fields; its facts (arm64, release tag v1.1.0, labels "Q8 …" / "Q4 …")
// give exactly the published wording. A plan that names no published release (an authored plan:
// its canonical evidence is the derived `unreleased` marker) and no `receipt.canonical_release` gets
// neutral wording: none of the published study's context (canonical, frozen, supplementary).
import { DERIVED_CANONICAL_EVIDENCE } from '../plan/authored-plan.js';
import type { ReceiptWording } from '../plan/plan.js';

/** The facts the wording is derived from; a parsed study or a plan + manifest pair supplies them. */
export interface WordingFacts {
  /** Manifest `runner.architecture` (e.g. `arm64`, `aarch64`, `x86_64`). */
  architecture: string;
  /** Manifest `canonical_evidence.release_tag`. */
  releaseTag: string;
  /** Candidate labels in plan order. */
  candidateLabels: readonly string[];
  wording?: ReceiptWording;
  /** The plan asks the study to choose across candidates (its decision block): neutral defaults. */
  decides?: boolean;
  /** The arrival process of the plan's open-loop search, when it has one. */
  openLoopArrival?: string;
}

/** Plain-text context (not escaped: each renderer escapes for its own format). */
export interface StudyWording {
  /** Display form of the host architecture (`Arm64`, `x86_64`, or the manifest text). */
  architecture: string;
  canonicalRelease: string;
  title: string;
  banner: string;
  question: string;
  decisionBoundary: string;
  /**
   * The study names a published release whose canonical commands it leaves unchanged (the
   * published format's context); false for a plan that names none: neutral wording.
   */
  published: boolean;
  /** Names of the roles `canonical-reference` and `resource-alternative`. */
  roles: { reference: string; alternative: string };
  /** The methodology sentence on the commands each server runs (Markdown-safe apart from the release). */
  commandsSentence: string;
  /** What the reproduce section says to run the commands from. */
  bundleName: string;
}

/** A study whose plan names no published release (authored plans) and no canonical_release wording. */
export function isUnpublished(facts: Pick<WordingFacts, 'releaseTag' | 'wording'>): boolean {
  return (
    facts.releaseTag === DERIVED_CANONICAL_EVIDENCE.release_tag &&
    facts.wording?.canonical_release === undefined
  );
}

/** `arm64`/`aarch64` → `Arm64`, `x86_64`/`amd64`/`x64` → `x86_64`; anything else as recorded. */
export function architectureName(architecture: string): string {
  const a = architecture.trim();
  if (/^(arm64|aarch64)$/i.test(a)) return 'Arm64';
  if (/^(x86_64|x86-64|amd64|x64)$/i.test(a)) return 'x86_64';
  return a;
}

/** A release tag as people name it: `v1.1.0` → `v1.1` (a zero patch level is dropped). */
export function releaseName(tag: string): string {
  const t = tag.trim();
  const m = /^(v?\d+\.\d+)\.0$/.exec(t);
  return m ? m[1] : t;
}

/** The quantization a label names, as written in it (`Q8`, `Q4_K_M`, `IQ3_XS`, `F16`, `BF16`, `F32`). */
const QUANTIZATION = /(?<![A-Za-z0-9])(?:I?Q\d+(?:_[A-Za-z0-9]+)*|BF16|F16|F32)(?![A-Za-z0-9])/i;

/**
 * Short names for the candidates: the quantization each label names when every label names one and
 * they all differ (the reference plan: `Q8`, `Q4`); otherwise the full labels.
 */
export function candidateShortNames(labels: readonly string[]): string[] {
  const quantizations = labels.map((l) => QUANTIZATION.exec(l)?.[0]);
  const all = quantizations.every((q): q is string => q !== undefined);
  return all && new Set(quantizations).size === labels.length ? quantizations : [...labels];
}

/** A candidate role as the reports name it (plain text: each renderer escapes it for its format). */
export function roleName(role: string, roles: StudyWording['roles'] = PUBLISHED_ROLES): string {
  if (role === 'canonical-reference') return roles.reference;
  if (role === 'resource-alternative') return roles.alternative;
  return role;
}

const PUBLISHED_ROLES = {
  reference: 'Canonical latency choice',
  alternative: 'Measured resource alternative',
};
const NEUTRAL_ROLES = { reference: 'Quality reference', alternative: 'Alternative' };

/** The role names of a study in the published context, or neutral ones. */
export const rolesFor = (published: boolean): StudyWording['roles'] =>
  published ? PUBLISHED_ROLES : NEUTRAL_ROLES;

/** `A`, `A and B`, `A, B and C`. */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function decisionBoundary(labels: readonly string[]): string {
  if (labels.length === 1) {
    return `this receipt measures a single model candidate (${labels[0]}) and compares it with no other. Use its row here to select a serving point.`;
  }
  return `this receipt does not choose between ${joinAnd(candidateShortNames(labels))}. Choose the model candidate first, then use its row here to select a serving point.`;
}

export function studyWording(facts: WordingFacts): StudyWording {
  const w = facts.wording ?? {};
  const architecture = architectureName(facts.architecture);
  const canonicalRelease = w.canonical_release ?? releaseName(facts.releaseTag);
  const published = !isUnpublished(facts);
  const n = facts.candidateLabels.length;
  return {
    architecture,
    canonicalRelease,
    title: w.title ?? `ParetoPilot ${architecture} Capacity Receipt`,
    banner:
      w.banner ??
      (facts.decides
        ? `CAPACITY DECISION · ${n} CANDIDATES · ${architecture}`
        : published
          ? `SUPPLEMENTARY EVIDENCE · CANONICAL ${canonicalRelease} UNCHANGED`
          : `CAPACITY STUDY · ${n} ${n === 1 ? 'CANDIDATE' : 'CANDIDATES'} · ${architecture}`),
    question:
      w.question ??
      (facts.decides
        ? `Which candidate, server-slot count and client concurrency give the most generated tokens per second on this ${architecture} runner within the predeclared SLO, memory ceiling and quality floor — and how sure is that answer?`
        : published
          ? `This receipt asks a separate deployment question: after the frozen ${canonicalRelease} candidate decision, which observed server-slot and client-concurrency point best satisfies the predeclared capacity gates?`
          : `Which server-slot count and client concurrency give ${n === 1 ? 'this candidate' : 'each candidate'} the most generated tokens per second on this ${architecture} runner within the predeclared SLO, memory ceiling and quality floor?`),
    decisionBoundary:
      w.decision_boundary ??
      (facts.decides
        ? 'the decision above chooses across the candidates with the intervals it states; the envelopes below keep the per-candidate selection of the published format for comparison.'
        : decisionBoundary(facts.candidateLabels)),
    published,
    roles: rolesFor(published),
    commandsSentence: published
      ? `Capacity commands are compared with the frozen ${canonicalRelease} deployment commands.`
      : "Each server's command is compared with the command the plan pins for its candidate.",
    bundleName: published ? 'the extracted supplementary capacity bundle' : 'the extracted study bundle',
  };
}

/** The study's `boundary_caveat`: the plan's text, or the limits derived from the facts. */
export function boundaryCaveat(facts: WordingFacts): string {
  const w = facts.wording ?? {};
  if (w.boundary_caveat !== undefined) return w.boundary_caveat;
  const { architecture, canonicalRelease, published } = studyWording(facts);
  const marker =
    'The KleidiAI log marker establishes only that llama.cpp reported a CPU_KLEIDIAI model buffer; it is not kernel-level acceleration proof.';
  const canonical = published
    ? `, or a replacement for the frozen canonical ${canonicalRelease} recommendation`
    : '';
  if (facts.openLoopArrival !== undefined)
    return (
      `This is a bounded study on one ${architecture} runner with the models and server options its plan names: ` +
      `fixed client concurrency, and a search of ${facts.openLoopArrival} arrival rates within a runner-time budget. ` +
      `It is not a production-capacity guarantee, a cost or energy claim${canonical}. ${marker}`
    );
  if (!published)
    return (
      `This is a bounded fixed-concurrency study on one ${architecture} runner with the models and server options its plan names. ` +
      `It is not an open-loop production-capacity benchmark or a cost or energy claim. ${marker}`
    );
  return (
    `This is a bounded fixed-concurrency study on one native ${architecture} runner. ` +
    'It is not an open-loop production-capacity benchmark, a cost or energy claim, or a replacement ' +
    `for the frozen canonical ${canonicalRelease} recommendation. ` +
    marker
  );
}

function field(value: unknown, ...path: string[]): string {
  let v = value;
  for (const key of path) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return '';
    v = (v as Record<string, unknown>)[key];
  }
  return typeof v === 'string' ? v : '';
}

/**
 * The facts of a plan (parsed, or the study's plan mapping) and a manifest (the study's
 * `provenance`); both are validated before any wording is derived from them.
 */
export function wordingFacts(
  plan: {
    candidates: readonly { label: string }[];
    receipt?: ReceiptWording;
    decision?: { choose: boolean };
    open_loop?: { arrival: string };
  },
  manifest: unknown,
): WordingFacts {
  return {
    architecture: field(manifest, 'runner', 'architecture'),
    releaseTag: field(manifest, 'canonical_evidence', 'release_tag'),
    candidateLabels: plan.candidates.map((c) => c.label),
    wording: plan.receipt,
    ...(plan.decision?.choose ? { decides: true } : {}),
    ...(plan.open_loop ? { openLoopArrival: plan.open_loop.arrival } : {}),
  };
}
