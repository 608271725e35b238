// The keys each object of an authored plan allows (schemas/capacity.schema.json; a test keeps the two
// equal), so a misspelt key is answered with the key it most likely meant.

const MODEL_KEYS = [
  'fixture',
  'url',
  'path',
  'sha256',
  'size_bytes',
  'filename',
  'family',
  'repository',
  'revision',
];
const SOURCE_KEYS = [
  'kind',
  'repository',
  'commit',
  'package',
  'version',
  'integrity',
  'expected_commit',
  'kleidiai',
];

/** Object pointer pattern → the keys allowed there. */
export const AUTHORED_KEYS: readonly [RegExp, readonly string[]][] = [
  [
    /^$/,
    [
      '$schema',
      'format',
      'title',
      'scope',
      'llama_cpp',
      'builds',
      'models',
      'candidates',
      'grid',
      'per_slot_context_tokens',
      'load',
      'slo',
      'gates',
      'quality',
      'quality_suite',
      'selection',
      'decision',
      'open_loop',
      'early_stop',
      'receipt',
      'base_port',
      'host',
      'mirror_dirs',
      'timeouts',
    ],
  ],
  [/^\/llama_cpp$/, SOURCE_KEYS],
  [/^\/llama_cpp\/kleidiai$/, ['version', 'url', 'sha256', 'size_bytes', 'md5']],
  [/^\/builds\/[^/]+$/, ['kleidiai', 'cmake_options', 'target']],
  [/^\/models\/[^/]+$/, MODEL_KEYS],
  [/^\/candidates\/[^/]+$/, ['build', 'model', 'server_args', 'label']],
  [/^\/grid$/, ['server_parallel', 'client_concurrency', 'candidate_order']],
  [
    /^\/load$/,
    [
      'prompts',
      'output_tokens',
      'warmup_requests_per_level',
      'measured_requests_per_level',
      'timeout_seconds',
    ],
  ],
  [/^\/slo$/, ['max_e2e_latency_ms_p95', 'max_ttft_ms_p95', 'min_completion_rate']],
  [
    /^\/gates$/,
    [
      'max_server_peak_rss_mib',
      'max_throughput_relative_spread_percent',
      'max_e2e_relative_spread_percent',
      'quality_floor',
      'quality_retention',
      'reference',
    ],
  ],
  [/^\/quality$/, ['id', 'license', 'cases', 'performance']],
  [/^\/quality\/cases\/\d+$/, ['id', 'prompt', 'accepted_answers', 'match_mode']],
  [/^\/quality\/performance$/, ['prompt', 'generation_tokens', 'repetitions', 'warmups']],
  [/^\/selection$/, ['objective_tolerance_percent']],
  [/^\/decision$/, ['confidence', 'pairs', 'choose', 'indifference_zone_percent', 'resamples', 'tie_rule']],
  [/^\/early_stop$/, ['margin_percent']],
  [/^\/receipt$/, ['banner', 'question', 'decision_boundary', 'canonical_release', 'boundary_caveat']],
  [/^\/timeouts$/, ['health_seconds', 'request_deadline_seconds', 'pause_between_runs_seconds']],
];

function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length];
}

/** Keys longer than this get no suggestion: none is that long, and the edit distance costs |key| × |allowed|. */
const MAX_SUGGESTED_KEY_CHARS = 64;

/** The allowed key closest to the misspelt key at `pointer`, when one is close enough to be meant. */
export function suggestedKey(pointer: string): string | undefined {
  const cut = pointer.lastIndexOf('/');
  const parent = pointer.slice(0, cut);
  const key = pointer
    .slice(cut + 1)
    .replace(/~1/g, '/')
    .replace(/~0/g, '~');
  if (key.length > MAX_SUGGESTED_KEY_CHARS) return undefined;
  const allowed = AUTHORED_KEYS.find(([pattern]) => pattern.test(parent))?.[1] ?? [];
  let best: { key: string; d: number } | undefined;
  for (const k of allowed) {
    const d = distance(key.toLowerCase(), k.toLowerCase());
    if (!best || d < best.d) best = { key: k, d };
  }
  return best && best.d <= Math.max(2, Math.floor(key.length / 3)) ? best.key : undefined;
}
