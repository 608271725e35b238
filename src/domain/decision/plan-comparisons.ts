// Before anything runs: which factor each pair of a run spec's candidates differs in, so a plan whose
// comparison is confounded (build, model and server options changed at once) is told so at prepare.
import type { CandidateRun, RunSpec } from '../plan/run-spec.js';
import { classifyPair, type CandidateFactors, type FactorOfPair } from './factors.js';

export interface PlannedComparison extends FactorOfPair {
  a: string;
  b: string;
}

function factorsOf(spec: RunSpec, c: CandidateRun): CandidateFactors {
  const build = spec.builds.find((b) => b.label === c.build);
  const model = c.model.kind === 'fixture' ? `fixture:${c.model.fixture}` : `sha256:${c.model.sha256}`;
  return {
    build: {
      identity: c.build,
      kleidiai: build?.kleidiai ?? false,
      rest: JSON.stringify({
        target: build?.target ?? null,
        cmake: sortedEntries(build?.cmakeOptions ?? {}),
      }),
    },
    model: { identity: model, family: c.family, revision: c.revision },
    options: c.serverArgs,
  };
}

function sortedEntries(o: Record<string, string>): [string, string][] {
  return Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Every pair of candidates (run spec order, a before b) with the factor it identifies. */
export function plannedComparisons(spec: RunSpec): PlannedComparison[] {
  const ids = spec.candidates.map((c) => c.id);
  // Candidates that run the same thing share a class, and each pair of classes is classified once:
  // the pairs grow with the square of the candidates, the work with the square of what differs.
  const classes = new Map<string, number>();
  const factors: CandidateFactors[] = [];
  const classOf = spec.candidates.map((c) => {
    const f = factorsOf(spec, c);
    const key = JSON.stringify(f);
    if (!classes.has(key)) classes.set(key, factors.push(f) - 1);
    return classes.get(key)!;
  });
  const classified = new Map<number, FactorOfPair>();
  const classify = (x: number, y: number): FactorOfPair => {
    const key = x * factors.length + y;
    if (!classified.has(key)) classified.set(key, classifyPair(factors[x], factors[y]));
    return classified.get(key)!;
  };
  const out: PlannedComparison[] = [];
  for (let i = 0; i < ids.length; i++)
    for (let j = i + 1; j < ids.length; j++)
      out.push({ a: ids[i], b: ids[j], ...classify(classOf[i], classOf[j]) });
  return out;
}

/**
 * One line per confounded pair that no factorial design explains (empty when every pair is clean). A
 * confounded pair whose two candidates are joined through a third by two single-factor pairs is a
 * diagonal of a factorial: each of its factors is identified by those pairs, so it is not reported.
 */
export function confoundedWarnings(spec: RunSpec): string[] {
  const pairs = plannedComparisons(spec);
  // The single-factor pairs by both orders of their ids, so each look-up is one set probe.
  const key = (x: string, y: string) => JSON.stringify([x, y]);
  const singles = new Set(
    pairs
      .filter((p) => p.factor !== 'confounded' && p.factor !== 'identical')
      .flatMap((p) => [key(p.a, p.b), key(p.b, p.a)]),
  );
  const single = (x: string, y: string) => singles.has(key(x, y));
  const ids = spec.candidates.map((c) => c.id);
  return pairs
    .filter((c) => c.factor === 'confounded')
    .filter((c) => !ids.some((m) => m !== c.a && m !== c.b && single(c.a, m) && single(m, c.b)))
    .map(
      (c) =>
        `candidates ${c.a} and ${c.b} differ in more than one factor (${c.detail}): their comparison is confounded ` +
        'and credits no single factor; make them differ in one of build, model or server_args to identify its effect',
    );
}
