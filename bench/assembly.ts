// Assembly + receipt of a large synthetic study: wall time per phase and cells per second (target < 1 s).
// BENCH_ASSEMBLY_RUNS=n repeats the measurement in the same process (the first run is the cold one
// a CLI invocation sees: schema compilation, JIT warm-up, heap growth).
import { assembleStudy, type AssemblyInputs } from '../src/domain/study/assemble.js';
import { parseJson } from '../src/domain/core/json-reader.js';
import { canonicalJson } from '../src/domain/core/json-writer.js';
import { receiptFor } from '../src/orchestrators/study-io.js';
import { syntheticBundle } from './synthetic-study.js';

interface Phases {
  assemble: number;
  write: number;
  parse: number;
  receipt: number;
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/** Assembles and serializes; the study object is dropped on return, as the CLI's `assemble` drops it. */
function assembleAndWrite(inputs: AssemblyInputs): {
  text: string;
  cells: number;
  a: number;
  b: number;
  c: number;
} {
  const a = performance.now();
  const { study } = assembleStudy(inputs);
  const b = performance.now();
  const text = canonicalJson(study);
  const c = performance.now();
  return { text, cells: (study.cells as unknown[]).length, a, b, c };
}

export async function benchAssembly(): Promise<void> {
  const shape = {
    candidates: 6,
    serverLevels: [1, 2, 4, 8, 16, 32],
    clientLevels: [1, 2, 4, 8, 16, 32, 64, 128],
    measuredRequests: 128,
  };
  const runs = Math.max(1, Math.min(20, Number(process.env.BENCH_ASSEMBLY_RUNS ?? 1) || 1));
  const t0 = performance.now();
  const { inputs } = syntheticBundle(shape);
  const tGen = performance.now();
  const samples =
    shape.candidates * shape.serverLevels.length * 2 * shape.clientLevels.length * shape.measuredRequests;
  console.log('assembly + receipt of a synthetic study');
  const measured: Phases[] = [];
  for (let run = 0; run < runs; run++) {
    const { text, cells, a, b, c } = assembleAndWrite(inputs);
    const parsed = parseJson(text);
    const d = performance.now();
    const receipt = receiptFor(parsed);
    const e = performance.now();
    const phases = { assemble: b - a, write: c - b, parse: d - c, receipt: e - d };
    measured.push(phases);
    if (run === 0) {
      console.log(
        `  shape: ${shape.candidates} candidates × ${shape.serverLevels.length} P × ${shape.clientLevels.length} C × 2 passes × ${shape.measuredRequests} requests per level = ${cells} cells, ${samples} samples`,
      );
      console.log(
        `  study: ${(text.length / 1e6).toFixed(1)} MB; receipt: ${(receipt.length / 1e3).toFixed(1)} kB (generation of inputs: ${seconds(tGen - t0)} s, not counted)`,
      );
      const total = (e - a) / 1000;
      console.log(
        `  run 1 (cold): assemble ${seconds(phases.assemble)} s + write study ${seconds(phases.write)} s · parse study ${seconds(phases.parse)} s + receipt (validate by re-derivation + render) ${seconds(phases.receipt)} s`,
      );
      console.log(
        `  total: ${total.toFixed(3)} s · ${(cells / total).toFixed(0)} cells/s · target < 1 s: ${total < 1 ? 'met' : 'NOT met'}`,
      );
    }
  }
  // The decision's statistics on the same evidence: the plan asks for it, nothing else changes.
  const { inputs: decided } = syntheticBundle({ ...shape, decision: {} });
  const plain: number[] = [];
  const withDecision: number[] = [];
  // Alternating which goes first, so heap growth and machine drift fall on both alike.
  for (let run = 0; run < Math.max(5, runs); run++) {
    const time = (x: AssemblyInputs) => {
      const a = performance.now();
      assembleStudy(x);
      return performance.now() - a;
    };
    if (run % 2 === 0) {
      plain.push(time(inputs));
      withDecision.push(time(decided));
    } else {
      withDecision.push(time(decided));
      plain.push(time(inputs));
    }
  }
  const med = (v: number[]) => [...v].sort((x, y) => x - y)[Math.floor(v.length / 2)];
  const added = (med(withDecision) - med(plain)) / 1000;
  console.log(
    `  decision (intervals, gates, comparisons, 2000 resamples): assemble ${seconds(med(plain))} s → ${seconds(med(withDecision))} s (median of ${plain.length}); adds ${added.toFixed(3)} s · target ≤ 0.3 s: ${added <= 0.3 ? 'met' : 'NOT met'}`,
  );
  if (runs > 1) {
    const stat = (key: keyof Phases | 'total') => {
      const values = measured
        .map((p) => (key === 'total' ? p.assemble + p.write + p.parse + p.receipt : p[key]))
        .sort((x, y) => x - y);
      return `${seconds(values[0])}/${seconds(values[Math.floor(values.length / 2)])}`;
    };
    console.log(
      `  ${runs} runs, min/median s: assemble ${stat('assemble')} · write ${stat('write')} · parse ${stat('parse')} · receipt ${stat('receipt')} · total ${stat('total')}`,
    );
  }
}
