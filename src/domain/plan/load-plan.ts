// Load plan (spec §3) and the methodology contract every load artifact repeats (§3.2).
import { fail } from '../core/errors.js';
import { pyStrip } from '../core/format.js';
import { promptSha256 } from '../core/hashing.js';
import type { JsonObject, JsonValue } from '../core/json.js';
import { Fields, longerThan } from '../core/fields.js';
import { parseSlo, sloMapping, type Slo } from './plan.js';

export interface LoadPlan {
  prompts: string[];
  output_tokens: number;
  warmup_requests_per_level: number;
  measured_requests_per_level: number;
  concurrency_levels: number[];
  timeout_seconds: number;
  slo: Slo;
}

export function parseLoadPlan(value: JsonValue, file = 'load-plan.json'): LoadPlan {
  const f = Fields.root(value, file);
  f.exactKeys([
    'schema_version',
    'prompts',
    'output_tokens',
    'warmup_requests_per_level',
    'measured_requests_per_level',
    'concurrency_levels',
    'timeout_seconds',
    'slo',
  ]);
  f.literal('schema_version', '1.0');
  const prompts = f.array('prompts').map((p, i) => {
    if (typeof p !== 'string' || !pyStrip(p)) fail('must be a non-empty string', file, `/prompts/${i}`);
    if (longerThan(p, 8192)) fail('must contain at most 8192 characters', file, `/prompts/${i}`);
    return p;
  });
  if (prompts.length < 1 || prompts.length > 16) fail('must contain 1 to 16 prompts', file, '/prompts');
  if (new Set(prompts).size !== prompts.length) fail('prompts must be distinct', file, '/prompts');
  const levels = f.integers('concurrency_levels', 1, 1024);
  if (levels.length === 0) fail('must not be empty', file, '/concurrency_levels');
  for (let i = 1; i < levels.length; i++) {
    if (levels[i] <= levels[i - 1]) fail('must be strictly increasing', file, '/concurrency_levels');
  }
  const maxLevel = levels[levels.length - 1];
  const measured = f.integer('measured_requests_per_level', maxLevel, 256);
  for (const level of levels) {
    if (measured % level !== 0)
      fail(
        `must be divisible by every concurrency level (not by ${level})`,
        file,
        '/measured_requests_per_level',
      );
  }
  return {
    prompts,
    output_tokens: f.integer('output_tokens', 1, 4096),
    warmup_requests_per_level: f.integer('warmup_requests_per_level', 0, 32),
    measured_requests_per_level: measured,
    concurrency_levels: levels,
    timeout_seconds: f.number('timeout_seconds', 0, 3600, { exclusiveMin: true }),
    slo: parseSlo(f.object('slo')),
  };
}

/** The methodology object of spec §3.2 (what every load artifact must carry verbatim). */
export function methodology(plan: LoadPlan): JsonObject {
  return {
    concurrency_levels: [...plan.concurrency_levels],
    prompts: plan.prompts.map((text, i) => ({ index: i + 1, text, sha256: promptSha256(text) })),
    output_tokens: plan.output_tokens,
    warmup_requests_per_level: plan.warmup_requests_per_level,
    measured_requests_per_level: plan.measured_requests_per_level,
    prompt_schedule: 'round-robin',
    client_scheduler: 'bounded thread pool',
  };
}

export function loadContract(plan: LoadPlan, loadPlanSha256: string): JsonObject {
  return { load_plan_sha256: loadPlanSha256, methodology: methodology(plan), slo: sloMapping(plan.slo) };
}

/** Round-robin prompt index (1-based) of measured or warmup request `index` (1-based). */
export function promptIndexFor(index: number, promptCount: number): number {
  return ((index - 1) % promptCount) + 1;
}
