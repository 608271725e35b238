// A runner's raw memory and log evidence in a fleet: each server configuration's GNU time report
// and server log, checked against the sha256 its study records and read again (peak RSS, KleidiAI
// markers), so the fleet re-derives the numbers the memory gate and the KleidiAI check rest on
// instead of taking them from the study.
import { runFile, SERVER_FILES } from '../bundle/bundle-layout.js';
import { sha256Hex } from '../core/hashing.js';
import { isJsonObject, type JsonValue } from '../core/json.js';
import { decodeUtf8Strict } from '../core/json-reader.js';
import { countKleidiaiMarkers } from '../measurement/server-log.js';
import { parsePeakRssKib, peakRssMib } from '../measurement/time-report.js';
import { markdownCode } from '../report/markdown-escape.js';
import { numberOf } from './prices.js';

/** One server configuration of a study and the files of its evidence, bundle-relative. */
interface EvidenceSlot {
  readonly label: string;
  readonly time: string;
  readonly log: string;
  readonly config: Record<string, JsonValue>;
}

function slots(study: JsonValue): EvidenceSlot[] {
  const configs = isJsonObject(study) ? study.server_configurations : undefined;
  if (!Array.isArray(configs)) return [];
  return configs.filter(isJsonObject).map((config) => {
    const label = String(config.source_load_label);
    return {
      label,
      time: runFile(label, SERVER_FILES.time),
      log: runFile(label, SERVER_FILES.stderr),
      config,
    };
  });
}

/** Every evidence file a runner's study rests on, bundle-relative, in study order. */
export function runnerEvidenceFiles(study: JsonValue): string[] {
  return slots(study).flatMap((s) => [s.time, s.log]);
}

/** True for a path that can be a run cell's time report or server log (what a fleet keeps). */
export function isRunnerEvidencePath(rel: string): boolean {
  return /^runs\/[^/]+\/[^/]+\/p[0-9]+\/(server-time\.txt|server\.stderr\.log)$/.test(rel);
}

/**
 * Checks the evidence of every server configuration: the files' sha256 must be the ones the study
 * records, and the peak RSS and KleidiAI marker count read from them must be the study's. Returns
 * the first problem, or null when every number re-derives.
 */
export function checkRunnerEvidence(study: JsonValue, files: ReadonlyMap<string, Uint8Array>): string | null {
  for (const s of slots(study)) {
    const time = files.get(s.time);
    const log = files.get(s.log);
    if (!time || !log) return `${time ? s.log : s.time} is missing, but its study rests on it`;
    if (sha256Hex(time) !== s.config.rss_sha256)
      return `${s.time} has sha256 ${sha256Hex(time)}, but the study records rss_sha256 ${String(s.config.rss_sha256)}`;
    if (sha256Hex(log) !== s.config.server_log_sha256)
      return `${s.log} has sha256 ${sha256Hex(log)}, but the study records server_log_sha256 ${String(s.config.server_log_sha256)}`;
    let mib: number;
    try {
      mib = peakRssMib(parsePeakRssKib(decodeUtf8Strict(time), s.time));
    } catch (e) {
      return (e as Error).message;
    }
    const recorded = numberOf(s.config.server_peak_rss_mib);
    if (recorded !== mib)
      return `${s.time} gives a peak RSS of ${mib} MiB, but the study records server_peak_rss_mib ${String(recorded)}`;
    const markers = countKleidiaiMarkers(log);
    const recordedMarkers = numberOf(s.config.kleidiai_model_buffer_marker_count);
    if (recordedMarkers !== markers)
      return `${s.log} has ${markers} KleidiAI marker(s), but the study records ${String(recordedMarkers)}`;
  }
  return null;
}

/** Whether a complete runner's time reports and server logs came into the fleet (and re-derived). */
export type RunnerEvidence = 'verified' | 'not-carried';

/**
 * The receipt's plain statement of which numbers the fleet re-derived from raw evidence and which
 * it took from a runner's study. Empty when no runner finished.
 */
export function renderEvidenceNote(
  runners: readonly { label: string; dir: string; evidence: RunnerEvidence }[],
): string {
  if (!runners.length) return '';
  const out = ['', '## What the fleet re-derives', ''];
  out.push(
    "Every value above is re-derived from each runner's study, and each study from the load evaluations and quality wrappers it embeds.",
    '',
  );
  for (const r of runners)
    out.push(
      r.evidence === 'verified'
        ? `- ${markdownCode(r.label)}: peak RSS and KleidiAI marker counts re-read from the GNU time reports and server logs in ${markdownCode(`${r.dir}/runs/`)}, each matching the sha256 its study records.`
        : `- ${markdownCode(r.label)}: **peak RSS and KleidiAI marker counts are taken from its study, not re-derived**: its time reports and server logs are not in this fleet bundle.`,
    );
  out.push('');
  return out.join('\n');
}
