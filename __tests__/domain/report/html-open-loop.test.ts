// The HTML report's open-loop section from a synthetic study with a rate envelope: one chart per
// candidate with every probe's attainment and interval, the target line at the plan's target, a
// tick at each converged P's sustainable rate, the envelope table; nothing without an envelope.
import { describe, expect, it } from '@jest/globals';
import { renderHtmlReport } from '../../../src/domain/report/html-report.js';
import { rateAxis } from '../../../src/domain/report/html-open-loop.js';
import { rateText } from '../../../src/domain/report/receipt-open-loop.js';
import { openLoopOf } from '../../../src/domain/study/study-model.js';
import { openLoopStudy } from '../../kits/open-loop-study.js';

const count = (s: string, needle: string): number => s.split(needle).length - 1;

/** The markup of one candidate's part of the open-loop section. */
function candidatePart(html: string, label: string): string {
  const section = html.slice(html.indexOf('<section id="open-loop">'));
  const from = section.indexOf(`<h3>${label}</h3>`);
  const to = section.indexOf('<h3>', from + 1);
  return section.slice(from, to < 0 ? section.indexOf('</section>') : to);
}

describe('open-loop HTML section', () => {
  const study = openLoopStudy((_pass, cand, p) => (cand === 'cand-1' ? 2.5 * p : 0.1));
  const html = renderHtmlReport(study.json, { toolVersion: '0', openLoop: openLoopOf(study.plain) });

  it('draws one chart per candidate with every probe and its interval bar', () => {
    expect(count(html, '<svg class="open-loop-chart"')).toBe(2);
    const part = candidatePart(html, 'Candidate 1');
    const probes = study.plain.rate_searches!['forward/cand-1/p1'].history.probes.length;
    const all = Object.values(study.plain.rate_searches!)
      .filter((s) => s.history.candidate_id === 'cand-1')
      .reduce((n, s) => n + s.history.probes.length, 0);
    expect(probes).toBeGreaterThan(0);
    expect(count(part, 'class="interval"')).toBe(all);
    // Probe markers plus one legend marker per pass.
    expect(count(part, '<g class="probe">')).toBe(all + 2);
  });

  it('puts the target line at the plan target and a tick at each converged P', () => {
    const part = candidatePart(html, 'Candidate 1');
    expect(count(part, 'class="target-line"')).toBe(1);
    expect(part).toContain(`target ${(study.open.attainment_target * 100).toFixed(1)}%`);
    const rates = Object.values(study.plain.rate_searches!)
      .filter((s) => s.history.candidate_id === 'cand-1')
      .flatMap((s) => s.history.probes.map((p) => p.rate_rps));
    const y = Math.round(rateAxis(rates).sy(study.open.attainment_target) * 10) / 10;
    expect(part).toContain(`class="target-line" x1="64" y1="${y}"`);
    const entries = study.plain.rate_envelope!.filter((e) => e.candidate_id === 'cand-1');
    expect(count(part, 'class="sustainable"')).toBe(entries.length);
    for (const e of entries)
      expect(part).toContain(`P${e.server_parallel} ${rateText(e.max_rate_rps!)}</text>`);
  });

  it('shows no sustainable tick and no capacity for a search below the minimum', () => {
    const part = candidatePart(html, 'Candidate 2');
    expect(count(part, 'class="sustainable"')).toBe(0);
    expect(part).toContain('not established');
    expect(part).toContain('Below the plan&#39;s minimum rate');
  });

  it('adds nothing when the option is absent', () => {
    const plainHtml = renderHtmlReport(study.json, { toolVersion: '0' });
    expect(plainHtml).not.toContain('id="open-loop"');
    expect(plainHtml).not.toContain('open-loop-chart');
  });
});
