// The price table's range: a price the fleet cannot turn into a positive, normal, finite USD per
// million tokens is refused up front, naming the price file, the runner and the field.
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import {
  MAX_USD_PER_MINUTE,
  MIN_USD_PER_MINUTE,
  parsePriceTable,
  usdPerMillionTokens,
} from '../../../src/domain/fleet/prices.js';
import { cli } from '../../kits/seed-bundle.js';
import { runnerArgs, scratchFleet } from '../../kits/fleet-kit.js';

const table = (price: string) =>
  parsePriceTable(parseJson(`{"r": {"usd_per_minute": ${price}}}`), 'p.json', 'x');

test.each(['1e-320', '5e-324', '1e-10', '1e7', '1e300'])('usd_per_minute %s is out of range', (price) => {
  expect(() => table(price)).toThrow(
    new RegExp(
      `^p\\.json: /r/usd_per_minute: usd_per_minute of runner "r" must be between ${MIN_USD_PER_MINUTE} and ${MAX_USD_PER_MINUTE} USD per minute, got `,
    ),
  );
});

test('both ends of the range are accepted, and give a normal cost at any plausible rate', () => {
  for (const price of [MIN_USD_PER_MINUTE, MAX_USD_PER_MINUTE]) {
    expect(table(String(price)).usdPerMinute.get('r')).toBe(price);
    for (const tps of [1e-6, 1, 1e9]) {
      const cost = usdPerMillionTokens(price, tps);
      expect([price, tps, Number.isFinite(cost) && cost >= 2 ** -1022]).toEqual([price, tps, true]);
    }
  }
});

test('the fleet command names prices.json and the runner, not its own capacity-fleet.json', async () => {
  const s = scratchFleet();
  try {
    const path = join(s.dir, 'prices.json');
    writeFileSync(
      path,
      '{"local-cpu0": {"usd_per_minute": 1e-320}, "local-cpu1": {"usd_per_minute": 0.004}, "local-cpu0-1": {"usd_per_minute": 0.004}}',
    );
    const r = await cli(['fleet', ...runnerArgs(s.dir), '--prices', path, '--output', join(s.dir, 'x.json')]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(
      `${path}: /local-cpu0/usd_per_minute: usd_per_minute of runner "local-cpu0" must be between`,
    );
    expect(r.err).not.toContain('capacity-fleet');
  } finally {
    s.dispose();
  }
});
