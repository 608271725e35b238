// A rate search history: written, read back and replayed exactly; every figure of a probe is
// recomputed from its requests, and a tampered verdict, rate, count, lag, goodput, request, status,
// bracket or prepare run is refused at its JSON pointer.
import { describe, expect, it } from '@jest/globals';
import { canonicalJson } from '../../../src/domain/core/json-writer.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { type JsonObject } from '../../../src/domain/core/json.js';
import { InputError } from '../../../src/domain/core/errors.js';
import { historyDocument, parseSearchHistory } from '../../../src/domain/measurement/rate-search-history.js';
import { KIT_MANIFEST_SHA256, openLoopPlan, simulatedHistory } from '../../kits/rate-search-kit.js';

const cell = { label: 'forward/a/p1', pass_id: 'forward', candidate_id: 'a', server_parallel: 1 };
const expected = {
  manifestSha256: KIT_MANIFEST_SHA256,
  label: cell.label,
  passId: 'forward',
  candidateId: 'a',
  serverParallel: 1,
};
const o = openLoopPlan();

function written(): any {
  return parseJson(canonicalJson(historyDocument(simulatedHistory(o, 3.1, cell), o)));
}

function errorOf(doc: unknown): InputError {
  try {
    parseSearchHistory(doc as JsonObject, 'h.json', o, expected);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return e as InputError;
  }
  throw new Error('the history was accepted');
}

describe('rate search history', () => {
  it('reads back what it wrote and replays to the same converged bracket', () => {
    const h = simulatedHistory(o, 3.1, cell);
    expect(h.status).toBe('converged');
    const { history } = parseSearchHistory(written(), 'h.json', o, expected);
    expect(history).toEqual(h);
    expect(history.bracket_rps[0]!).toBeLessThanOrEqual(3.1);
    expect(history.bracket_rps[1]!).toBeGreaterThan(3.1);
    expect(history.bracket_rps[1]! / history.bracket_rps[0]! - 1).toBeLessThanOrEqual(o.tolerance);
  });

  it('refuses a verdict its counts do not give', () => {
    const doc = written();
    const i = doc.probes.findIndex((p: any) => p.verdict === 'fail');
    doc.probes[i].verdict = 'pass';
    expect(errorOf(doc).message).toContain(`/probes/${i}/verdict`);
  });

  it('refuses a good count edited with its verdict (the replay no longer asks for the next rate)', () => {
    const doc = written();
    const i = doc.probes.findIndex((p: any) => p.verdict === 'fail');
    const passing = doc.probes.find((p: any) => p.verdict === 'pass');
    Object.assign(doc.probes[i], {
      good: passing.good,
      attainment: passing.attainment,
      attainment_lower: passing.attainment_lower,
      attainment_upper: passing.attainment_upper,
      verdict: 'pass',
      misses: passing.misses,
    });
    expect(errorOf(doc).message).toMatch(/\/probes|\/status|\/bracket_rps/);
  });

  it('refuses an edited rate, status and bracket', () => {
    const rate = written();
    rate.probes[1].rate_rps = 1.5;
    expect(errorOf(rate).message).toContain('/probes');
    const status = written();
    status.status = 'budget';
    expect(errorOf(status).message).toContain('/status');
    const bracket = written();
    bracket.bracket_rps = [1, 2];
    expect(errorOf(bracket).message).toContain('/bracket_rps');
  });

  it('refuses a history of another cell or seed', () => {
    const another = written();
    another.candidate_id = 'b';
    expect(errorOf(another).message).toContain('/candidate_id');
    const seed = written();
    seed.seed = 4;
    expect(errorOf(seed).message).toContain('/seed');
    const gamma = openLoopPlan({ arrival: 'gamma', burstiness: 2 });
    const doc = parseJson(canonicalJson(historyDocument(simulatedHistory(gamma, 3.1, cell), gamma)));
    const other = { ...gamma, burstiness: 3 };
    expect(() => parseSearchHistory(doc, 'h.json', other, expected)).toThrow(/\/burstiness/);
    expect(parseSearchHistory(doc, 'h.json', gamma, expected).history.probes.length).toBeGreaterThan(0);
  });

  it('ends with budget when the next probe would overrun it, and says running while probes remain', () => {
    const tight = openLoopPlan({ budget_seconds: 30 });
    const h = simulatedHistory(tight, 3.1, cell);
    expect(h.probes.length).toBeGreaterThan(1);
    expect(h.status).toBe('budget');
    const doc: any = parseJson(canonicalJson(historyDocument({ ...h, probes: h.probes.slice(0, 1) }, tight)));
    doc.status = 'running';
    doc.bracket_rps = [null, null];
    const { history } = parseSearchHistory(doc, 'h.json', tight, expected);
    expect(history.status).toBe('running');
  });

  it('recomputes every figure of a probe from its requests: none is taken as written', () => {
    const doc = written();
    const i = doc.probes.findIndex((p: any) => p.verdict === 'pass');
    const edits: [string, (p: any) => void][] = [
      ['sent', (p) => (p.sent = p.sent - 1)],
      ['good', (p) => (p.good = p.requests + 1)],
      ['misses', (p) => (p.misses.e2e = 1)],
      ['lag_ms_p50', (p) => (p.lag_ms_p50 = 0.25)],
      ['lag_ms_p99', (p) => (p.lag_ms_p99 = 0.25)],
      ['achieved_rate_rps', (p) => (p.achieved_rate_rps = 99.5)],
      ['goodput_rps', (p) => (p.goodput_rps = 1e12)],
      ['goodput_tokens_per_second', (p) => (p.goodput_tokens_per_second = 1e12)],
      ['stopped_early', (p) => (p.stopped_early = true)],
      ['seconds', (p) => (p.seconds = 0.5)],
    ];
    for (const [key, edit] of edits) {
      const tampered = written();
      edit(tampered.probes[i]);
      expect(errorOf(tampered).message).toContain(`/probes/${i}/${key}: is `);
    }
    expect(doc.probes[i].records).toHaveLength(o.requests_per_probe);
  });

  it('refuses good > sent even when the verdict, attainment and interval follow from them', () => {
    const doc = written();
    const i = doc.probes.findIndex((p: any) => p.verdict === 'pass');
    doc.probes[i].sent = 0;
    expect(errorOf(doc).message).toMatch(new RegExp(`/probes/${i}/sent: is 0, but the probe's requests`));
  });

  it('refuses requests off their seeded schedule, too few of them, and an unsent one with a result', () => {
    const moved = written();
    moved.probes[0].records[3].scheduled_at_seconds += 0.001;
    expect(errorOf(moved).message).toContain('/probes/0/records/3/scheduled_at_seconds: must be');
    const short = written();
    short.probes[0].records.pop();
    expect(errorOf(short).message).toContain(
      `/probes/0/records: must hold the plan's ${o.requests_per_probe}`,
    );
    const unsent = written();
    Object.assign(unsent.probes[0].records[0], { sent_at_seconds: null, completed: false });
    expect(errorOf(unsent).message).toContain('/probes/0/records/0: a request never sent has no');
    const faster = written();
    const failed = faster.probes.findIndex((p: any) => p.verdict === 'fail');
    // A request made good by hand: its probe's good count no longer matches.
    faster.probes[failed].records[0].e2e_latency_ms = 100;
    expect(errorOf(faster).message).toContain(`/probes/${failed}/good: is 0`);
  });

  it("refuses a history of another prepare run: it is bound to this work dir's manifest", () => {
    const other = 'b'.repeat(64);
    const doc = parseJson(
      canonicalJson(historyDocument(simulatedHistory(o, 3.1, { ...cell, manifest_sha256: other }), o)),
    );
    expect(errorOf(doc).message).toContain(`/manifest_sha256: must be ${KIT_MANIFEST_SHA256}`);
    expect(
      parseSearchHistory(doc, 'h.json', o, { ...expected, manifestSha256: other }).history.manifest_sha256,
    ).toBe(other);
  });

  it('keeps queue samples as observations: read back as written, consistent ones only', () => {
    const h = simulatedHistory(o, 3.1, cell);
    const queue = {
      requests_processing_max: 1,
      requests_processing_mean: 0.75,
      requests_deferred_max: 4,
      requests_deferred_mean: 1.25,
      samples: 8,
    };
    const sampled = { ...h, probes: h.probes.map((p) => ({ ...p, queue })) };
    const doc = () => parseJson(canonicalJson(historyDocument(sampled, o))) as any;
    expect(parseSearchHistory(doc(), 'h.json', o, expected).history).toEqual(sampled);
    const meanAboveMax = doc();
    meanAboveMax.probes[2].queue.requests_deferred_mean = 5;
    expect(errorOf(meanAboveMax).message).toMatch(/\/probes\/2\/queue.*requests_deferred_mean is above/);
    const busy = doc();
    busy.probes[0].queue.requests_processing_max = 2;
    expect(errorOf(busy).message).toMatch(/\/probes\/0\/queue.*above the server's 1 slot/);
    const extra = doc();
    extra.probes[0].queue.requests_waiting_max = 0;
    expect(errorOf(extra).message).toContain('/probes/0/queue');
    // A plausible edit of a queue value is not derivable; the verdict next to it still is.
    const verdict = doc();
    const i = verdict.probes.findIndex((p: any) => p.verdict === 'fail');
    verdict.probes[i].verdict = 'pass';
    expect(errorOf(verdict).message).toContain(`/probes/${i}/verdict`);
  });
});
