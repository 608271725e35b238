// Assembly + receipt of a large synthetic study: wall time and cells per second (target < 1 s).
import { assembleStudy } from '../src/domain/assemble.js';
import { canonicalJson, parseJson } from '../src/domain/json.js';
import { receiptFor } from '../src/cli/study-io.js';
import { syntheticBundle } from './synthetic-study.js';

export async function benchAssembly(): Promise<void> {
  const shape = { candidates: 6, serverLevels: [1, 2, 4, 8, 16, 32], clientLevels: [1, 2, 4, 8, 16, 32, 64, 128], measuredRequests: 128 };
  const t0 = performance.now();
  const { inputs } = syntheticBundle(shape);
  const tGen = performance.now();
  const { study } = assembleStudy(inputs);
  const text = canonicalJson(study);
  const tAsm = performance.now();
  const receipt = receiptFor(parseJson(text));
  const tRec = performance.now();
  const cells = (study.cells as unknown[]).length;
  const samples = 6 * 6 * 2 * 8 * 128;
  console.log('assembly + receipt of a synthetic study');
  console.log(`  shape: ${shape.candidates} candidates × ${shape.serverLevels.length} P × ${shape.clientLevels.length} C × 2 passes × ${shape.measuredRequests} requests per level = ${cells} cells, ${samples} samples`);
  console.log(`  study: ${(text.length / 1e6).toFixed(1)} MB; receipt: ${(receipt.length / 1e3).toFixed(1)} kB (generation of inputs: ${((tGen - t0) / 1000).toFixed(2)} s, not counted)`);
  console.log(`  assemble: ${((tAsm - tGen) / 1000).toFixed(3)} s · receipt (validate by re-derivation + render): ${((tRec - tAsm) / 1000).toFixed(3)} s`);
  const total = (tRec - tGen) / 1000;
  console.log(`  total: ${total.toFixed(3)} s · ${(cells / total).toFixed(0)} cells/s · target < 1 s: ${total < 1 ? 'met' : 'NOT met'}`);
}
