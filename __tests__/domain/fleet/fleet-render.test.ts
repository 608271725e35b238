// The fleet receipt and HTML section: content from capacity-fleet.json, hostile strings inert.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderFleetHtmlPage, renderFleetHtmlSection } from '../../../src/domain/fleet/fleet-html.js';
import { renderFleetReceipt } from '../../../src/domain/fleet/fleet-receipt.js';
import { FIXTURES, readPlain, type Plain } from '../../kits/fleet-kit.js';

const expected = () => readPlain(join(FIXTURES, 'capacity-fleet.expected.json'));

test('the receipt shows every runner x candidate, the decision with its reason, both charts and receipt links', () => {
  const fleet = expected();
  const md = renderFleetReceipt(fleet);
  const choice = fleet.decision.choice;
  expect(md).toContain(
    `**${choice.runner} · ${choice.candidate_id} · P${choice.server_parallel} / C${choice.client_concurrency}**`,
  );
  expect(md).toContain(fleet.decision.reason);
  const rows = md.split('\n').filter((l) => /^\| local-/.test(l));
  // 3 runners x 2 candidates in the table, plus 3 runner rows.
  expect(rows).toHaveLength(9);
  expect(md.match(/```mermaid\nxychart-beta/g)).toHaveLength(2);
  for (let i = 0; i < 3; i++) expect(md).toContain(`(runners/r${i}/capacity-receipt.md)`);
  for (const r of fleet.runners)
    for (const c of r.candidates)
      expect(md).toContain(`${c.selected.generated_tokens_per_second_median.toFixed(2)}`);
  // Deterministic.
  expect(renderFleetReceipt(expected())).toBe(md);
});

test('without prices the receipt has no cost column and no cost chart', () => {
  const fleet = expected();
  fleet.prices = null;
  for (const r of fleet.runners) {
    r.usd_per_minute = null;
    for (const c of r.candidates) c.selected.usd_per_million_tokens = null;
  }
  const md = renderFleetReceipt(fleet);
  expect(md).not.toContain('$/M tokens');
  expect(md.match(/```mermaid/g)).toHaveLength(1);
  expect(md).toContain('Basis: highest median generated tokens/s');
});

test('plan- and artifact-derived strings cannot break the table, inject HTML or close a fence', () => {
  const fleet = expected();
  const evil = 'x | y `code` <img src=x onerror=alert(1)>\n## heading';
  fleet.plan.scope = evil;
  fleet.runners[0].machine.cpu = evil;
  fleet.runners[1].status = 'incomplete';
  fleet.runners[1].failed_stage = 'a|b';
  fleet.runners[1].incomplete_reason = evil;
  fleet.runners[1].artifact_name = 'name`with`ticks';
  fleet.decision.reason = evil;
  fleet.runners[2].machine.os = '@org/team see [x](https://e.vil) <!-- marker -->';
  const md = renderFleetReceipt(fleet);
  expect(md).not.toContain('@org');
  expect(md).not.toContain('[x](');
  expect(md).not.toContain('<!--');
  expect(md).not.toContain('<img');
  expect(md).not.toContain('\n## heading');
  expect(md).toContain('x \\| y \\`code\\` &lt;img src=x onerror=alert(1)&gt; ## heading');
  expect(md).toContain('**INCOMPLETE** (a\\|b)');
  expect(md).toContain('<code>name\\`with\\`ticks</code>');
  const tableRows = md.split('\n').filter((l) => l.startsWith('| local-cpu1 | — |'));
  expect(tableRows).toHaveLength(1);
  // Unescaped pipes split cells: the row has exactly as many cells as the header.
  const header = md.split('\n').find((l) => l.startsWith('| Runner | Candidate'))!;
  const cells = (line: string) => line.replace(/\\\|/g, '').split('|').length;
  expect(cells(tableRows[0])).toBe(cells(header));

  const html = renderFleetHtmlSection(fleet);
  expect(html).not.toContain('<img');
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(html).toContain('x | y `code`');
});

test('the HTML page is self-contained', () => {
  const html = renderFleetHtmlPage(expected());
  expect(html).toContain(`default-src 'none'`);
  expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/);
  expect(html).toContain('<section class="fleet" id="fleet">');
  const stored = readFileSync(join(FIXTURES, 'capacity-fleet.expected.json'), 'utf8');
  expect(stored.length).toBeGreaterThan(0);
});

test('a fleet with no complete runner renders an honest empty decision', () => {
  const fleet: Plain = expected();
  for (const r of fleet.runners) {
    r.status = 'incomplete';
    r.incomplete_reason = 'no bundle artifact was found for this runner';
    r.candidates = [];
    r.machine = null;
  }
  fleet.complete_runner_count = 0;
  fleet.status = 'incomplete';
  fleet.plan = null;
  fleet.decision = {
    ...fleet.decision,
    choice: null,
    reason: 'No runner finished its study, so the fleet has no recommendation.',
  };
  const md = renderFleetReceipt(fleet);
  expect(md).toContain('**No recommendation.**');
  expect(md).not.toContain('```mermaid');
  expect(renderFleetHtmlSection(fleet)).toContain('No recommendation.');
});
