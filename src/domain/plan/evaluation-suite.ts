// The evaluation suite a plan pins (spec §8.1): its cases and match modes, and the quality request
// contract every quality server is asked with (system prompt, max tokens, seed).
import { fail } from '../core/errors.js';
import { pyStrip } from '../core/format.js';
import type { JsonValue } from '../core/json.js';
import { parseJson } from '../core/json-reader.js';
import { compactSortedJson } from '../core/json-writer.js';
import { Fields, longerThan } from '../core/fields.js';

export const MATCH_MODES = ['trimmed-exact', 'json-exact', 'normalized-text'] as const;
export type MatchMode = (typeof MATCH_MODES)[number];
export const QUALITY_SYSTEM_PROMPT = 'Follow the user instruction exactly and answer concisely.';
export const QUALITY_MAX_TOKENS = 32;
export const REQUEST_SEED = 4242;

export interface QualityCase {
  id: string;
  prompt: string;
  accepted_answers: string[];
  match_mode: MatchMode;
}

export interface EvaluationSuite {
  id: string;
  license: string;
  quality_cases: QualityCase[];
  performance: { prompt: string; generation_tokens: number; repetitions: number; warmups: number };
}

export function parseEvaluationSuite(value: JsonValue, file = 'evaluation-suite.json'): EvaluationSuite {
  const f = Fields.root(value, file);
  f.exactKeys(['schema_version', 'id', 'license', 'quality_cases', 'performance']);
  f.literal('schema_version', '1.0');
  const cases = f.objects('quality_cases').map((c) => {
    c.exactKeys(['id', 'prompt', 'accepted_answers'], ['match_mode']);
    const answers = c.array('accepted_answers').map((a, i) => {
      if (typeof a !== 'string' || !pyStrip(a))
        fail('must be a non-empty string', file, `${c.at('accepted_answers')}/${i}`);
      if (longerThan(a, 256))
        fail('must contain at most 256 characters', file, `${c.at('accepted_answers')}/${i}`);
      return pyStrip(a);
    });
    if (answers.length < 1 || answers.length > 20)
      fail('must contain 1 to 20 accepted answers', file, c.at('accepted_answers'));
    const mode = c.has('match_mode') ? c.text('match_mode') : 'normalized-text';
    if (!(MATCH_MODES as readonly string[]).includes(mode))
      fail(`match_mode must be one of ${MATCH_MODES.join(', ')}`, file, c.at('match_mode'));
    return {
      id: c.text('id', 128),
      prompt: c.text('prompt', 4096),
      accepted_answers: answers,
      match_mode: mode as MatchMode,
    };
  });
  if (cases.length < 1 || cases.length > 100)
    fail('must contain 1 to 100 quality cases', file, '/quality_cases');
  const ids = cases.map((c) => c.id);
  if (new Set(ids).size !== ids.length) fail('quality case ids must be unique', file, '/quality_cases');
  const perf = f.object('performance');
  perf.exactKeys(['prompt', 'generation_tokens', 'repetitions', 'warmups']);
  return {
    id: f.text('id', 128),
    license: f.text('license', 256),
    quality_cases: cases,
    performance: {
      prompt: perf.text('prompt', 32768),
      generation_tokens: perf.integer('generation_tokens', 8, 512),
      repetitions: perf.integer('repetitions', 5, 50),
      warmups: perf.integer('warmups', 1, 10),
    },
  };
}

/** json-exact canonical text, or null when the text is not strict JSON. */
function canonicalJsonText(text: string): string | null {
  try {
    return compactSortedJson(parseJson(pyStrip(text), { anyTopLevel: true }));
  } catch {
    return null;
  }
}

function normalizedText(text: string): string {
  // Full case mapping up then down approximates Unicode case folding for the ASCII result kept.
  return text
    .toUpperCase()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

export function answerMatches(response: string, answer: string, mode: MatchMode): boolean {
  switch (mode) {
    case 'trimmed-exact':
      return pyStrip(response) === pyStrip(answer);
    case 'json-exact': {
      const r = canonicalJsonText(response);
      return r !== null && r === canonicalJsonText(answer);
    }
    case 'normalized-text':
      return normalizedText(response) === normalizedText(answer);
  }
}

/** First accepted answer (list order) that matches, or null. */
export function matchedAnswer(response: string, answers: readonly string[], mode: MatchMode): string | null {
  return answers.find((a) => answerMatches(response, a, mode)) ?? null;
}
