// The fleet's open-loop prices from runners whose studies have a rate envelope: USD per million
// tokens at each converged sustainable rate with its bracket, beside the closed-loop figure; no
// price for a search that did not converge; nothing for closed-loop studies (their fixtures).
import { describe, expect, it } from '@jest/globals';
import { canonicalJson } from '../../../src/domain/core/json-writer.js';
import { float, toPlain } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { deriveFleet, type FleetRunnerInput } from '../../../src/domain/fleet/fleet.js';
import { renderFleetReceipt } from '../../../src/domain/fleet/fleet-receipt.js';
import { renderFleetHtmlSection } from '../../../src/domain/fleet/fleet-html.js';
import { usdText } from '../../../src/domain/fleet/fleet-decision-document.js';
import { parsePriceTable, usdPerMillionTokens } from '../../../src/domain/fleet/prices.js';
import { openLoopStudy, type Boundary } from '../../kits/open-loop-study.js';

type Plain = { [key: string]: any };

function runnerInput(label: string, boundary: Boundary): FleetRunnerInput {
  const { json } = openLoopStudy(boundary);
  const bytes = new TextEncoder().encode(canonicalJson(json));
  const path = `${label}/capacity-study.json`;
  return {
    label,
    artifactName: label,
    study: { path, bytes },
    studyValue: parseJson(canonicalJson(json)),
    status: null,
    receiptFile: null,
  };
}

const PRICES = parsePriceTable(
  { 'r-a': { usd_per_minute: float(0.01) }, 'r-b': { usd_per_minute: float(0.02) } },
  'prices.json',
  '0'.repeat(64),
);

describe('fleet open-loop prices', () => {
  const runners = [
    runnerInput('r-a', (_pass, _cand, p) => 2.5 * p),
    runnerInput('r-b', (_pass, cand) => (cand === 'cand-2' ? 0.1 : 4)),
  ];
  const fleet = toPlain(deriveFleet({ runners, prices: PRICES, minTokensPerSecond: null })) as Plain;
  const entry = (runner: string, cand: string) =>
    fleet.runners
      .find((r: Plain) => r.label === runner)
      .candidates.find((c: Plain) => c.candidate_id === cand);

  it('prices each converged sustainable rate at the runner price, with the bracket', () => {
    const c = entry('r-a', 'cand-1');
    expect(c.open_loop.map((e: Plain) => e.server_parallel)).toEqual([1, 2]);
    for (const e of c.open_loop) {
      expect(e.status).toBe('converged');
      const cost = usdPerMillionTokens(0.01, e.goodput_tokens_per_second);
      expect(e.usd_per_million_tokens).toBeCloseTo(cost, 12);
      const atHi = usdPerMillionTokens(
        0.01,
        (e.goodput_tokens_per_second * e.bracket_rps[1]) / e.max_rate_rps,
      );
      expect(e.usd_per_million_tokens_bracket[0]).toBeCloseTo(atHi, 12);
      expect(e.usd_per_million_tokens_bracket[1]).toBeCloseTo(cost, 12);
      expect(atHi).toBeLessThan(cost);
    }
    // Twice the slots sustain twice the rate here: half the cost per token.
    expect(c.open_loop[1].usd_per_million_tokens).toBeLessThan(c.open_loop[0].usd_per_million_tokens);
  });

  it('gives no price to a search that did not converge', () => {
    const c = entry('r-b', 'cand-2');
    expect(c.open_loop[0].status).toBe('below-min');
    expect(c.open_loop[0].usd_per_million_tokens).toBeNull();
    expect(c.open_loop[0].usd_per_million_tokens_bracket).toBeNull();
  });

  it('renders the open-loop table beside the closed-loop figure of the selected point', () => {
    const md = renderFleetReceipt(fleet);
    expect(md).toContain('## Open-loop capacity');
    const rows = md.split('\n').filter((l) => /^\| r-[ab] \| cand-\d \| P\d \|/.test(l));
    expect(rows).toHaveLength(2 * 2 * 2);
    const c = entry('r-a', 'cand-1');
    const row = rows.find((l) => l.startsWith('| r-a | cand-1 | P2 |'))!;
    expect(row).toContain(`| ${usdText(c.open_loop[1].usd_per_million_tokens)} [`);
    expect(row).toContain(`| ${usdText(c.selected.usd_per_million_tokens)} |`);
    const below = rows.find((l) => l.startsWith('| r-b | cand-2 | P1 |'))!;
    expect(below).toContain('| not established |');
    expect(below).toContain("Below the plan's minimum rate");
  });

  it('without prices: rates and goodput, no cost columns', () => {
    const unpriced = toPlain(deriveFleet({ runners, prices: null, minTokensPerSecond: null })) as Plain;
    expect(unpriced.runners[0].candidates[0].open_loop[0].usd_per_million_tokens).toBeNull();
    const md = renderFleetReceipt(unpriced);
    expect(md).toContain('## Open-loop capacity');
    expect(md).not.toContain('$/M tokens at that rate');
  });
});

describe('fleet HTML open-loop table', () => {
  it('shows the same rows, escaped, and nothing for closed-loop fleets', () => {
    const runners = [runnerInput('r-a', (_pass, _cand, p) => 2.5 * p)];
    const fleet = toPlain(deriveFleet({ runners, prices: PRICES, minTokensPerSecond: null })) as Plain;
    const html = renderFleetHtmlSection(fleet);
    expect(html).toContain('<h3>Open-loop capacity</h3>');
    expect(html.split('<tr>').length - 1).toBeGreaterThanOrEqual(1 + 4);
    const cost = fleet.runners[0].candidates[0].open_loop[0].usd_per_million_tokens;
    expect(html).toContain(`<td>${usdText(cost)} [`);
    for (const r of fleet.runners) for (const c of r.candidates) delete c.open_loop;
    expect(renderFleetHtmlSection(fleet)).not.toContain('Open-loop capacity');
  });
});
