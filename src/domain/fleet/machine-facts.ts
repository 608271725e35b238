// A fleet runner's machine facts, read from its study's embedded manifest (provenance).
import { float, isJsonObject, type JsonObject, type JsonValue } from '../core/json.js';
import { numberOf } from './prices.js';

const obj = (v: JsonValue | undefined): JsonObject => (isJsonObject(v) ? v : {});

/** Runner facts from the study's embedded manifest (provenance). */
export function machineFacts(study: JsonObject): JsonObject {
  const prov = obj(study.provenance);
  const runner = obj(prov.runner);
  const source = obj(prov.source);
  const host = obj(prov.host_evidence);
  const memBytes = numberOf(host.memory_total_bytes);
  const parallel = numberOf(host.available_parallelism);
  const image = typeof host.runner_image === 'string' && host.runner_image.trim() ? host.runner_image : null;
  return {
    os: runner.os ?? null,
    architecture: runner.architecture ?? null,
    cpu: runner.cpu ?? null,
    cpu_count: runner.cpu_count ?? null,
    available_parallelism:
      parallel !== null && Number.isSafeInteger(parallel) && parallel > 0 ? parallel : null,
    memory_total_mib: memBytes !== null && memBytes > 0 ? float(memBytes / 1048576) : null,
    runner_image: image,
    run_id: source.run_id ?? null,
    run_attempt: source.run_attempt ?? null,
    generated_at_utc: source.generated_at_utc ?? null,
  };
}
