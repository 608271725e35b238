// The pre-work bounds at their exact edges: one step inside passes, one step outside names the field.
import { readFileSync } from 'node:fs';
import { KLEIDIAI_V1_24_0_SOURCE } from '../../../src/domain/build/kleidiai.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { parseLoadPlan } from '../../../src/domain/plan/load-plan.js';
import { parseCapacityPlan } from '../../../src/domain/plan/plan.js';
import { parseEvaluationSuite } from '../../../src/domain/plan/evaluation-suite.js';
import { checkRunBounds, RUN_BOUNDS } from '../../../src/domain/plan/run-bounds.js';
import { parseRunSpec } from '../../../src/domain/plan/run-spec.js';

const read = (f: string): any =>
  parseJson(readFileSync(`__tests__/fixtures/four-file-plans/tiny/${f}`, 'utf8'));
const FILES = { spec: 'capacity-run.json', plan: 'capacity-plan.json', loadPlan: 'load-plan.json' };

function check(edit: { candidates?: number; basePort?: number; deadline?: number; timeout?: number }) {
  const specDoc = read('capacity-run.json');
  if (edit.basePort !== undefined) specDoc.base_port = edit.basePort;
  if (edit.deadline !== undefined) specDoc.timeouts.request_deadline_seconds = edit.deadline;
  const planDoc = read('capacity-plan.json');
  if (edit.candidates !== undefined) {
    const alt = planDoc.candidates[1];
    planDoc.candidates = [
      planDoc.candidates[0],
      ...Array.from({ length: edit.candidates - 1 }, (_, i) => ({ ...alt, id: `alt-${i}` })),
    ];
  }
  const loadDoc = read('load-plan.json');
  if (edit.timeout !== undefined) loadDoc.timeout_seconds = edit.timeout;
  return () =>
    checkRunBounds(
      parseRunSpec(specDoc, FILES.spec, { kleidiai: KLEIDIAI_V1_24_0_SOURCE }),
      parseCapacityPlan(planDoc, FILES.plan),
      parseLoadPlan(loadDoc, FILES.loadPlan),
      parseEvaluationSuite(read('evaluation-suite.json')),
      FILES,
    );
}

test.each([
  // 30 candidates: 2 passes × 30 + 30 quality = 90 port groups; the last port is base + 8900 + 2.
  ['highest port exactly 65535', { candidates: 30, basePort: 56633 }, null],
  [
    'highest port 65536',
    { candidates: 30, basePort: 56634 },
    /capacity-run\.json: \/base_port: .*reaches port 65536/,
  ],
  // 2 passes × 2 levels × n + 2n quality = 6n configurations.
  ['42 candidates: 252 configurations', { candidates: 42 }, null],
  [
    '43 candidates: 258 configurations',
    { candidates: 43 },
    /capacity-plan\.json: \/candidates: the plan needs 258 server configurations/,
  ],
  ['request deadline equal to the E2E SLO', { deadline: 3 }, null],
  [
    'request deadline below the E2E SLO',
    { deadline: 2.999 },
    /\/timeouts\/request_deadline_seconds: request_deadline_seconds 2\.999/,
  ],
  ['idle timeout equal to the TTFT SLO', { timeout: 1 }, null],
  [
    'idle timeout below the TTFT SLO',
    { timeout: 0.999 },
    /load-plan\.json: \/timeout_seconds: timeout_seconds 0\.999/,
  ],
] as const)('%s', (_name, edit, error) => {
  if (error === null) expect(check(edit)).not.toThrow();
  else expect(check(edit)).toThrow(error);
});

test('the limits are the documented ones', () => {
  expect(RUN_BOUNDS).toEqual({ maxPort: 65535, maxServerConfigurations: 256, maxRequests: 100_000 });
  expect(readFileSync('docs/cli.md', 'utf8')).toMatch(/Server configurations .* \| ≤ 256 \|/);
  expect(readFileSync('docs/cli.md', 'utf8')).toMatch(/\| ≤ 100,000 \|/);
});
