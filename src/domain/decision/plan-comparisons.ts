// Before anything runs: which factor each pair of a run spec's candidates differs in, so a plan whose
// comparison is confounded (build, model and server options changed at once) is told so at prepare.
import type { RunSpec } from '../plan/run-spec.js';
import { classifyPair, type CandidateFactors, type FactorOfPair } from './factors.js';

export interface PlannedComparison extends FactorOfPair {
  a: string;
  b: string;
}

function factorsOf(spec: RunSpec, id: string): CandidateFactors {
  const c = spec.candidates.find((x) => x.id === id)!;
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
  const out: PlannedComparison[] = [];
  for (let i = 0; i < ids.length; i++)
    for (let j = i + 1; j < ids.length; j++)
      out.push({ a: ids[i], b: ids[j], ...classifyPair(factorsOf(spec, ids[i]), factorsOf(spec, ids[j])) });
  return out;
}

/**
 * One line per confounded pair that no factorial design explains (empty when every pair is clean). A
 * confounded pair whose two candidates are joined through a third by two single-factor pairs is a
 * diagonal of a factorial: each of its factors is identified by those pairs, so it is not reported.
 */
export function confoundedWarnings(spec: RunSpec): string[] {
  const pairs = plannedComparisons(spec);
  const single = (x: string, y: string) =>
    pairs.some(
      (p) =>
        ((p.a === x && p.b === y) || (p.a === y && p.b === x)) &&
        p.factor !== 'confounded' &&
        p.factor !== 'identical',
    );
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
