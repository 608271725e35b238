// The counterbalanced schedule (§4.1): execution order, labels, the port rule, and study orders.
import { readFileSync } from 'node:fs';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { parseCapacityPlan, type CapacityPlan } from '../../../src/domain/plan/plan.js';
import {
  cellKeys,
  performanceRuns,
  planOrderedRuns,
  portFor,
  qualityLabel,
  qualityRuns,
  runLabel,
} from '../../../src/domain/plan/schedule.js';

/** Only the fields the schedule reads; two mirrored passes over two candidates and P ∈ {1, 4}. */
const PLAN = {
  candidates: [{ id: 'ref' }, { id: 'alt' }],
  server_parallel_levels: [1, 4],
  client_concurrency_levels: [1, 2, 4],
  passes: [
    {
      id: 'ab',
      candidate_order: ['ref', 'alt'],
      server_parallel_order: [1, 4],
      client_concurrency_order: [1, 2, 4],
    },
    {
      id: 'ba',
      candidate_order: ['alt', 'ref'],
      server_parallel_order: [4, 1],
      client_concurrency_order: [4, 2, 1],
    },
  ],
} as unknown as CapacityPlan;

test('labels and the port rule', () => {
  expect(runLabel('ab', 'ref', 4)).toBe('ab/ref/p4');
  expect(qualityLabel('alt', 2)).toBe('alt/p2');
  expect(portFor(19000, 0, 1)).toBe(19001);
  expect(portFor(24000, 3, 8)).toBe(24308);
});

test('performance runs follow pass, then its candidate order, then its P order, one port group per candidate', () => {
  const runs = performanceRuns(PLAN, 24000);
  expect(runs.map((r) => [r.ordinal, r.label, r.passIndex, r.port])).toEqual([
    [1, 'ab/ref/p1', 0, 24001],
    [2, 'ab/ref/p4', 0, 24004],
    [3, 'ab/alt/p1', 0, 24101],
    [4, 'ab/alt/p4', 0, 24104],
    [5, 'ba/alt/p4', 1, 24204],
    [6, 'ba/alt/p1', 1, 24201],
    [7, 'ba/ref/p4', 1, 24304],
    [8, 'ba/ref/p1', 1, 24301],
  ]);
  expect(runs[4]).toMatchObject({
    passId: 'ba',
    candidateId: 'alt',
    serverParallel: 4,
    clientOrder: [4, 2, 1],
  });
  expect(runs[0].clientOrder).toEqual([1, 2, 4]);
  expect(runs[0].clientOrder).not.toBe(PLAN.passes[0].client_concurrency_order);
});

test('the default base port is 19000', () => {
  expect(performanceRuns(PLAN)[0].port).toBe(19001);
  expect(qualityRuns(PLAN)[0].port).toBe(19401);
});

test('quality runs come after every pass group: plan candidate order × P ascending', () => {
  expect(qualityRuns(PLAN, 24000)).toEqual([
    { candidateId: 'ref', serverParallel: 1, label: 'ref/p1', port: 24401 },
    { candidateId: 'ref', serverParallel: 4, label: 'ref/p4', port: 24404 },
    { candidateId: 'alt', serverParallel: 1, label: 'alt/p1', port: 24501 },
    { candidateId: 'alt', serverParallel: 4, label: 'alt/p4', port: 24504 },
  ]);
});

test('server_configurations order ignores the pass orders: pass index, plan candidate index, P ascending', () => {
  expect(planOrderedRuns(PLAN).map((r) => r.label)).toEqual([
    'ab/ref/p1',
    'ab/ref/p4',
    'ab/alt/p1',
    'ab/alt/p4',
    'ba/ref/p1',
    'ba/ref/p4',
    'ba/alt/p1',
    'ba/alt/p4',
  ]);
});

test('cells are candidate × P × C ascending', () => {
  const cells = cellKeys(PLAN);
  expect(cells).toHaveLength(2 * 2 * 3);
  expect(cells.slice(0, 4)).toEqual([
    { candidateId: 'ref', serverParallel: 1, clientConcurrency: 1 },
    { candidateId: 'ref', serverParallel: 1, clientConcurrency: 2 },
    { candidateId: 'ref', serverParallel: 1, clientConcurrency: 4 },
    { candidateId: 'ref', serverParallel: 4, clientConcurrency: 1 },
  ]);
  expect(cells[11]).toEqual({ candidateId: 'alt', serverParallel: 4, clientConcurrency: 4 });
});

test('the tiny example plan schedules every run and quality run on a distinct port', () => {
  const plan = parseCapacityPlan(
    parseJson(readFileSync('__tests__/fixtures/four-file-plans/tiny/capacity-plan.json', 'utf8')),
  );
  const runs = performanceRuns(plan);
  const quality = qualityRuns(plan);
  expect(runs).toHaveLength(plan.passes.length * plan.candidates.length * plan.server_parallel_levels.length);
  expect(quality).toHaveLength(plan.candidates.length * plan.server_parallel_levels.length);
  const ports = [...runs, ...quality].map((r) => r.port);
  expect(new Set(ports).size).toBe(ports.length);
  // Every scheduled run appears exactly once in the plan-ordered list.
  expect(
    planOrderedRuns(plan)
      .map((r) => r.label)
      .sort(),
  ).toEqual(runs.map((r) => r.label).sort());
});
