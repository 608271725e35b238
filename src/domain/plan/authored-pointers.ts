// Problems of the documents derived from an authored plan, reported against the authored file: each
// JSON pointer of a derived run spec, capacity plan, load plan or suite mapped to the authored field
// it came from (docs/plans.md, "How derivation works").
import { InputError, SchemaError } from '../core/errors.js';
import { escapePointerToken } from '../core/json.js';
import {
  derivedLabel,
  DERIVED_FILE_NAMES,
  type DerivedDocuments,
  type DerivedKind,
} from './authored-plan.js';

export type AuthoredMapping = Pick<DerivedDocuments, 'candidateModels' | 'order' | 'inlineSuite'>;

const token = (t: string) => `/${escapePointerToken(t)}`;
const unescape = (t: string) => t.replace(/~1/g, '/').replace(/~0/g, '~');

/** Derived capacity-plan members → authored members (a prefix match; the rest of the pointer is kept). */
const PLAN_MEMBERS: [string, string][] = [
  ['/server_parallel_levels', '/grid/server_parallel'],
  ['/client_concurrency_levels', '/grid/client_concurrency'],
  ['/passes', '/grid/candidate_order'],
  ['/quality_gate/minimum_score', '/gates/quality_floor'],
  ['/quality_gate/minimum_retention_vs_reference', '/gates/quality_retention'],
  ['/quality_gate/reference_candidate_id', '/gates/reference'],
  ['/quality_gate', '/gates'],
  ['/capacity_gate/max_server_peak_rss_mib', '/gates/max_server_peak_rss_mib'],
  ['/capacity_gate/max_throughput_relative_spread_percent', '/gates/max_throughput_relative_spread_percent'],
  ['/capacity_gate/max_e2e_relative_spread_percent', '/gates/max_e2e_relative_spread_percent'],
  ['/capacity_gate', '/gates'],
  ['/load_slo', '/slo'],
  ['/selection', '/selection'],
  ['/receipt/title', '/title'],
  ['/receipt', '/receipt'],
  ['/decision', '/decision'],
  ['/open_loop', '/open_loop'],
  ['/early_stop', '/early_stop'],
  ['/scope', '/scope'],
  ['/per_slot_context_tokens', '/per_slot_context_tokens'],
];

const LOAD_MEMBERS: [string, string][] = [
  ['/concurrency_levels', '/grid/client_concurrency'],
  ['/slo', '/slo'],
  ['/schema_version', '/load'],
  ['', '/load'],
];

const SUITE_MEMBERS: [string, string][] = [
  ['/quality_cases', '/quality/cases'],
  ['/schema_version', '/quality'],
  ['', '/quality'],
];

function byPrefix(pointer: string, members: [string, string][]): string | undefined {
  for (const [from, to] of members)
    if (pointer === from || pointer.startsWith(`${from}/`) || (from === '' && pointer !== ''))
      return to + pointer.slice(from.length);
  return undefined;
}

/** The authored pointer a derived document's pointer stands for ('' when it has no authored source). */
export function authoredPointer(kind: DerivedKind, pointer: string, mapping: AuthoredMapping): string {
  const parts = pointer.split('/').slice(1).map(unescape);
  if (kind === 'runSpec') {
    if (parts[0] === 'candidates' && parts.length >= 3 && parts[2] === 'model') {
      const model = mapping.candidateModels[parts[1]];
      if (model !== undefined) return token('models') + token(model) + parts.slice(3).map(token).join('');
    }
    if (
      ['llama_cpp', 'builds', 'candidates', 'base_port', 'host', 'timeouts', 'mirror_dirs'].includes(parts[0])
    )
      return pointer;
    return '';
  }
  if (kind === 'plan') {
    if (parts[0] === 'candidates' && parts.length >= 2 && /^\d+$/.test(parts[1])) {
      const id = mapping.order[Number(parts[1])];
      const member = parts[2] === 'label' ? token('label') : '';
      return id === undefined ? '/candidates' : token('candidates') + token(id) + member;
    }
    if (parts[0] === 'candidates') return '/candidates';
    return byPrefix(pointer, PLAN_MEMBERS) ?? '';
  }
  if (kind === 'loadPlan') return byPrefix(pointer, LOAD_MEMBERS) ?? '/load';
  return byPrefix(pointer, SUITE_MEMBERS) ?? '/quality';
}

/**
 * `e` reported against the authored `file` when it names one of the documents derived from it
 * (any other error — a `quality_suite` file's own — is returned as it is).
 */
export function toAuthoredError(e: InputError, file: string, mapping: AuthoredMapping): InputError {
  const kinds = Object.keys(DERIVED_FILE_NAMES) as DerivedKind[];
  const kind = kinds.find((k) => e.file === derivedLabel(file, k));
  if (kind === undefined || (kind === 'suite' && !mapping.inlineSuite)) return e;
  const label = derivedLabel(file, kind);
  const text = (m: string) => m.split(label).join(file);
  if (e instanceof SchemaError)
    return new SchemaError(
      file,
      e.errors.map((x) => ({ pointer: authoredPointer(kind, x.pointer, mapping), message: text(x.message) })),
    );
  const pointer = e.pointer ?? '';
  const prefix = `${label}${e.pointer !== undefined ? `: ${pointer || '/'}` : ''}: `;
  const message = e.message.startsWith(prefix) ? e.message.slice(prefix.length) : e.message;
  return new InputError(text(message), file, authoredPointer(kind, pointer, mapping));
}
