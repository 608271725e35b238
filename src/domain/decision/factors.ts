// Which factor a pair of candidates differs in (docs/decision.md, "Factors"): build, model, server
// options — exactly one identifies that factor's effect; more than one is confounded; none is an A/A twin.
import type { CandidateFacts } from '../measurement/manifest.js';

export type Factor = 'build' | 'model' | 'server_args' | 'confounded' | 'identical';

export interface FactorOfPair {
  factor: Factor;
  /** What differs: `kleidiai` or `build`; `quantization` or `model_family`; the option names; or the list. */
  detail: string | null;
}

/** Options whose values name files or endpoints, not what the server computes. */
const PLACE_OPTIONS = new Set(['--model', '-m', '--port', '--host']);

/** The server options of a canonical argv: the binary and place-naming options removed. */
export function serverOptions(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < argv.length; i++) {
    if (PLACE_OPTIONS.has(argv[i])) {
      i++;
      continue;
    }
    out.push(argv[i]);
  }
  return out;
}

/** An option name (`-t`, `--threads`), not a value such as `-1` or `-0.5`. */
const isOptionName = (token: string): boolean => /^--?[A-Za-z]/.test(token);

/** Option names whose presence or value differs between two option lists. */
function differingOptions(a: readonly string[], b: readonly string[]): string[] {
  const table = (xs: readonly string[]) => {
    const m = new Map<string, string>();
    for (let i = 0; i < xs.length; i++) {
      if (!isOptionName(xs[i])) continue;
      const value = i + 1 < xs.length && !isOptionName(xs[i + 1]) ? xs[i + 1] : '';
      m.set(xs[i], m.has(xs[i]) ? `${m.get(xs[i])}\u0000${value}` : value);
    }
    return m;
  };
  const ta = table(a);
  const tb = table(b);
  const names = [...new Set([...ta.keys(), ...tb.keys()])].sort();
  const differ = names.filter((n) => ta.get(n) !== tb.get(n));
  if (differ.length === 0 && a.join('\u0000') !== b.join('\u0000')) return ['(order)'];
  return differ;
}

/** What a candidate runs, normalized so a run spec (before a study) and a manifest (after) compare alike. */
export interface CandidateFactors {
  /** Identity of the build; equal identities are the same build. */
  build: {
    identity: string;
    kleidiai: boolean;
    /** What else defines it (target, cmake options); null: unknown. */ rest: string | null;
  };
  model: { identity: string; family: string; revision: string | null };
  /** Server options without the binary and the place-naming options. */
  options: readonly string[];
}

/** The factor two candidates differ in, read from what each runs. */
export function classifyPair(a: CandidateFactors, b: CandidateFactors): FactorOfPair {
  const differences: FactorOfPair[] = [];
  if (a.build.identity !== b.build.identity) {
    const onlyKleidiai =
      a.build.kleidiai !== b.build.kleidiai && (a.build.rest === null || a.build.rest === b.build.rest);
    differences.push(
      onlyKleidiai
        ? { factor: 'build', detail: 'kleidiai' }
        : a.build.kleidiai !== b.build.kleidiai
          ? { factor: 'confounded', detail: 'kleidiai+build options' }
          : { factor: 'build', detail: 'build' },
    );
  }
  if (a.model.identity !== b.model.identity)
    differences.push({
      factor: 'model',
      detail:
        a.model.family === b.model.family && a.model.revision === b.model.revision
          ? 'quantization'
          : 'model_family',
    });
  const options = differingOptions(a.options, b.options);
  if (options.length > 0) differences.push({ factor: 'server_args', detail: options.join(' ') });
  if (differences.length === 0) return { factor: 'identical', detail: null };
  if (differences.length === 1) return differences[0];
  return {
    factor: 'confounded',
    detail: differences.map((d) => (d.factor === 'confounded' ? d.detail : d.factor)).join('+'),
  };
}

/** The factor of two candidates of a study, from its manifest's build and model records and argv. */
export function factorOf(
  a: CandidateFacts,
  b: CandidateFacts,
  argvA: readonly string[],
  argvB: readonly string[],
): FactorOfPair {
  const normalize = (c: CandidateFacts, argv: readonly string[]): CandidateFactors => ({
    build: {
      identity: `${c.build.label}\u0000${c.build.binarySha256}`,
      kleidiai: c.build.kleidiai,
      rest: null,
    },
    model: { identity: c.model.sha256, family: c.model.family, revision: c.model.revision },
    options: serverOptions(argv),
  });
  return classifyPair(normalize(a, argvA), normalize(b, argvB));
}
