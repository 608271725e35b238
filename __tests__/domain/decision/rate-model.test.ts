// The one fit of the rate model: cells with a positive rate in every pass, server runs as whole plots.
import { fitRateModel, runToRunSd, serverRunKey } from '../../../src/domain/decision/rate-model.js';

interface C {
  id: string;
  p: number;
  rates: number[];
}
const cells: C[] = [
  { id: 'a', p: 1, rates: [100, 110] },
  { id: 'a', p: 1, rates: [150, 140] },
  { id: 'a', p: 2, rates: [0, 130] },
  { id: 'b', p: 1, rates: [90, 95] },
  { id: 'b', p: 1, rates: [120, 118] },
];
const fit = fitRateModel(
  cells,
  (c) => c.rates,
  (c) => serverRunKey(c.id, c.p),
);

test('a cell with no rate in some pass stays out; the rest are fitted on ln(rate) in order', () => {
  expect(fit.inModel).toEqual([cells[0], cells[1], cells[3], cells[4]]);
  expect(fit.model!.cellMeans[0]).toBeCloseTo((Math.log(100) + Math.log(110)) / 2, 12);
});

test('the C levels of one candidate and P are one server run', () => {
  expect(fit.model!.runs!.runOf).toEqual([0, 0, 2, 2]);
  expect(fit.model!.runs!.groups).toBe(2);
  expect(runToRunSd(fit.model)).toBeCloseTo(Math.sqrt(fit.model!.runs!.betweenVariance), 15);
});

test('no cell with a rate in every pass: no model and no noise floor', () => {
  const none = fitRateModel(
    [cells[2]],
    (c) => c.rates,
    (c) => serverRunKey(c.id, c.p),
  );
  expect(none).toEqual({ inModel: [], model: null });
  expect(runToRunSd(null)).toBeNull();
});
