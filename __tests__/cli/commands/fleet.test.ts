// `fleet` and `verify-fleet` on three real studies measured on this machine under three CPU-affinity
// profiles: assembly, byte-identical re-derivation, tampering, missing runners, prices.
import { mkdirSync, readFileSync, writeFileSync, existsSync, cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { cli } from '../../kits/seed-bundle.js';
import {
  FIXTURES,
  PRICES,
  PROFILES,
  readPlain,
  runnerArgs,
  scratchFleet,
  writeJson,
  type Plain,
} from '../../kits/fleet-kit.js';

let s: ReturnType<typeof scratchFleet>;
beforeEach(() => (s = scratchFleet()));
afterEach(() => s.dispose());

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** The selected cell of each candidate read straight from a study, without the fleet code. */
function expectedPoints(label: string): Plain[] {
  const study = readPlain(join(FIXTURES, label, 'capacity-study.json'));
  return study.selections.map((sel: Plain) => {
    const c = sel.selected_cell;
    if (!c) return { candidate_id: sel.candidate_id, selected: null };
    const cell = study.cells.find(
      (x: Plain) =>
        x.candidate_id === sel.candidate_id &&
        x.server_parallel === c.server_parallel &&
        x.client_concurrency === c.client_concurrency,
    );
    return {
      candidate_id: sel.candidate_id,
      p: c.server_parallel,
      c: c.client_concurrency,
      tps: cell.summary.generated_tokens_per_second_median,
      ttft: cell.summary.ttft_ms_p95_median,
      e2e: cell.summary.e2e_latency_ms_p95_median,
      rss: cell.summary.server_peak_rss_mib_max,
    };
  });
}

describe('fleet from three real local-profile studies', () => {
  test('records every runner study by artifact name and sha256, its machine facts and selected points', async () => {
    const out = join(s.dir, 'capacity-fleet.json');
    const r = await cli(['fleet', ...runnerArgs(s.dir), '--output', out]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const fleet = readPlain(out);
    expect(fleet.status).toBe('complete');
    expect(fleet.runners.map((x: Plain) => x.label)).toEqual([...PROFILES]);
    for (const runner of fleet.runners) {
      expect(runner.artifact_name).toBe(runner.label);
      expect(runner.study_sha256).toBe(sha256(join(FIXTURES, runner.label, 'capacity-study.json')));
      const study = readPlain(join(FIXTURES, runner.label, 'capacity-study.json'));
      expect(runner.machine).toMatchObject({
        cpu: study.provenance.runner.cpu,
        cpu_count: study.provenance.runner.cpu_count,
        architecture: study.provenance.runner.architecture,
        os: study.provenance.runner.os,
        memory_total_mib: study.provenance.host_evidence.memory_total_bytes / 1048576,
      });
      const points = expectedPoints(runner.label);
      expect(runner.candidates.map((c: Plain) => c.candidate_id)).toEqual(points.map((p) => p.candidate_id));
      runner.candidates.forEach((c: Plain, i: number) => {
        const p = points[i];
        if (p.selected === null) return expect(c.selected).toBeNull();
        expect(c.gate_status).toBe('selected');
        expect(c.selected).toMatchObject({
          server_parallel: p.p,
          client_concurrency: p.c,
          generated_tokens_per_second_median: p.tps,
          ttft_ms_p95_median: p.ttft,
          e2e_latency_ms_p95_median: p.e2e,
          server_peak_rss_mib_max: p.rss,
          usd_per_million_tokens: null,
        });
      });
    }
    // The affinity profiles are visible in the facts each study recorded.
    expect(fleet.runners.map((x: Plain) => x.machine.available_parallelism)).toEqual([1, 1, 2]);
    // Without prices: the highest median tok/s over every runner x candidate.
    const all = PROFILES.flatMap((l) =>
      expectedPoints(l)
        .filter((p) => p.selected !== null)
        .map((p): Plain => ({ l, ...p })),
    );
    const best = all.reduce((a, b) => (b.tps > a.tps ? b : a));
    expect(fleet.decision.basis).toBe('highest-generated-tokens-per-second');
    expect(fleet.decision.choice).toMatchObject({
      runner: best.l,
      candidate_id: best.candidate_id,
      generated_tokens_per_second_median: best.tps,
    });
  });

  test('prices add USD per million tokens and the decision is the cheapest passing point', async () => {
    const out = join(s.dir, 'capacity-fleet.json');
    const r = await cli(['fleet', ...runnerArgs(s.dir), '--prices', PRICES, '--output', out]);
    expect(r.code).toBe(0);
    const fleet = readPlain(out);
    const prices = JSON.parse(readFileSync(PRICES, 'utf8'));
    let cheapest: { runner: string; id: string; cost: number } | null = null;
    for (const runner of fleet.runners) {
      expect(runner.usd_per_minute).toBe(prices[runner.label].usd_per_minute);
      for (const c of runner.candidates) {
        if (!c.selected) continue;
        const cost =
          (prices[runner.label].usd_per_minute / (c.selected.generated_tokens_per_second_median * 60)) * 1e6;
        expect(c.selected.usd_per_million_tokens).toBe(cost);
        if (!cheapest || cost < cheapest.cost) cheapest = { runner: runner.label, id: c.candidate_id, cost };
      }
    }
    expect(fleet.decision.basis).toBe('lowest-usd-per-million-tokens');
    expect(fleet.decision.choice).toMatchObject({
      runner: cheapest!.runner,
      candidate_id: cheapest!.id,
      usd_per_million_tokens: cheapest!.cost,
    });
    // The same inputs as the committed expectation give the same bytes.
    expect(readFileSync(out, 'utf8')).toBe(
      readFileSync(join(FIXTURES, 'capacity-fleet.expected.json'), 'utf8'),
    );
  });

  test('a minimum tok/s target excludes slower points; one above every point leaves no recommendation', async () => {
    const rates = PROFILES.flatMap((l) => expectedPoints(l).map((p) => p.tps as number)).sort(
      (a, b) => a - b,
    );
    const mid = Math.floor(rates[Math.floor(rates.length / 2)]);
    const out = join(s.dir, 'a.json');
    expect(
      (await cli(['fleet', ...runnerArgs(s.dir), '--min-tokens-per-second', String(mid), '--output', out]))
        .code,
    ).toBe(0);
    const fleet = readPlain(out);
    const below = fleet.excluded.filter((e: Plain) => e.reason === 'below-min-tokens-per-second');
    expect(below.length).toBe(rates.filter((x) => x < mid).length);
    expect(below.length).toBeGreaterThan(0);
    expect(fleet.decision.choice.generated_tokens_per_second_median).toBeGreaterThanOrEqual(mid);

    const none = join(s.dir, 'b.json');
    const huge = String(Math.ceil(rates[rates.length - 1]) + 1);
    expect(
      (await cli(['fleet', ...runnerArgs(s.dir), '--min-tokens-per-second', huge, '--output', none])).code,
    ).toBe(0);
    const empty = readPlain(none);
    expect(empty.decision.choice).toBeNull();
    expect(empty.decision.reason).toContain(`at or above ${huge} generated tokens/s`);
  });

  test('a fleet bundle re-derives byte for byte; running twice gives identical bytes', async () => {
    const a = join(s.dir, 'fleet-a');
    const b = join(s.dir, 'fleet-b');
    for (const dir of [a, b])
      expect((await cli(['fleet', ...runnerArgs(s.dir), '--prices', PRICES, '--bundle', dir])).code).toBe(0);
    for (const f of [
      'capacity-fleet.json',
      'capacity-fleet-receipt.md',
      'capacity-fleet-report.html',
      'SHA256SUMS',
    ])
      expect(readFileSync(join(a, f))).toEqual(readFileSync(join(b, f)));
    const v = await cli(['verify-fleet', a]);
    expect(v.code).toBe(0);
    expect(v.out).toContain('capacity-fleet.json: byte-identical to the re-derivation');
    expect(v.out).toContain('capacity-fleet-receipt.md: byte-identical');
    expect(v.out).toContain('result: OK');
    // `verify` recognises a fleet bundle and verifies it the same way.
    const same = await cli(['verify', a]);
    expect(same.code).toBe(0);
    expect(same.out).toBe(v.out);
    writeFileSync(
      join(a, 'capacity-fleet-receipt.md'),
      readFileSync(join(a, 'capacity-fleet-receipt.md'), 'utf8').replace('Decision', 'Decisión'),
    );
    const broken = await cli(['verify', a]);
    expect(broken.code).toBe(1);
    expect(broken.out).toContain('capacity-fleet-receipt.md: sha256');
  });

  test('a tampered runner study is caught by sha256, in the runner bundle and in the fleet bundle', async () => {
    // 1. Edited after assembly: its bundle's SHA256SUMS no longer matches.
    const study = join(s.runner('local-cpu1'), 'capacity-study.json');
    const text = readFileSync(study, 'utf8');
    const rate = /"generated_tokens_per_second_median": ([0-9.]+)/.exec(text)![1];
    writeFileSync(
      study,
      text.replace(
        `"generated_tokens_per_second_median": ${rate}`,
        `"generated_tokens_per_second_median": ${Number(rate) * 2}`,
      ),
    );
    const r = await cli(['fleet', ...runnerArgs(s.dir), '--output', join(s.dir, 'x.json')]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /runner "local-cpu1": capacity-study.json has sha256 [0-9a-f]{64}, but its bundle's SHA256SUMS records [0-9a-f]{64}/,
    );
    expect(existsSync(join(s.dir, 'x.json'))).toBe(false);

    // 2. Checksum list forged too: the study itself no longer re-derives.
    const sums = join(s.runner('local-cpu1'), 'SHA256SUMS');
    writeFileSync(
      sums,
      readFileSync(sums, 'utf8').replace(/^[0-9a-f]{64}(?= {2}\.\/capacity-study\.json$)/m, sha256(study)),
    );
    const forged = await cli(['fleet', ...runnerArgs(s.dir), '--output', join(s.dir, 'y.json')]);
    expect(forged.code).toBe(1);
    expect(forged.err).toContain('runner "local-cpu1": its study is refused');
    expect(forged.err).toContain('differ from the recomputation');

    // 3. Inside a fleet bundle: the recorded study_sha256 catches a swapped study.
    const clean = scratchFleet();
    try {
      const bundle = join(clean.dir, 'fleet');
      expect((await cli(['fleet', ...runnerArgs(clean.dir), '--bundle', bundle])).code).toBe(0);
      cpSync(
        join(clean.dir, 'local-cpu0', 'capacity-study.json'),
        join(bundle, 'runners', 'r1', 'capacity-study.json'),
      );
      const v = await cli(['verify-fleet', bundle]);
      expect(v.code).toBe(1);
      expect(v.out).toMatch(
        /runner "local-cpu1": runners\/r1\/capacity-study.json has sha256 [0-9a-f]{64}, but capacity-fleet.json records study_sha256/,
      );
    } finally {
      clean.dispose();
    }
  });

  test('a missing runner and a runner whose study failed are reported incomplete; the others stay intact', async () => {
    const failed = join(s.dir, 'capacity-r3-diagnostics-a1');
    mkdirSync(failed);
    writeJson(join(failed, 'status.json'), {
      canonical_outputs_modified: false,
      classification: 'incomplete',
      failed_stage: 'measure',
      measurement_valid: false,
      reason: 'llama-server exited during forward/tiny-q8/p2',
      schema_version: '1.0',
      status: 'incomplete',
    });
    const bundle = join(s.dir, 'fleet');
    const r = await cli([
      'fleet',
      ...runnerArgs(s.dir),
      `ubuntu-24.04-arm=${failed}`,
      '--missing',
      'ubuntu-latest',
      '--bundle',
      bundle,
      '--prices',
      PRICES,
    ]);
    // The example prices name only the local runners: a fleet is priced as a whole.
    expect(r.code).toBe(2);
    expect(r.err).toContain('has no price for runner "ubuntu-24.04-arm"');

    const r2 = await cli([
      'fleet',
      ...runnerArgs(s.dir),
      `ubuntu-24.04-arm=${failed}`,
      '--missing',
      'ubuntu-latest',
      '--bundle',
      bundle,
    ]);
    expect(r2.code).toBe(0);
    const fleet = readPlain(join(bundle, 'capacity-fleet.json'));
    expect(fleet.status).toBe('incomplete');
    expect(fleet.complete_runner_count).toBe(3);
    const byLabel = Object.fromEntries(fleet.runners.map((x: Plain) => [x.label, x]));
    expect(byLabel['ubuntu-24.04-arm']).toMatchObject({
      status: 'incomplete',
      failed_stage: 'measure',
      incomplete_reason: 'llama-server exited during forward/tiny-q8/p2',
      artifact_name: 'capacity-r3-diagnostics-a1',
      study_sha256: null,
    });
    expect(byLabel['ubuntu-latest']).toMatchObject({
      status: 'incomplete',
      incomplete_reason: 'no bundle artifact was found for this runner',
      artifact_name: null,
    });
    for (const p of PROFILES) expect(byLabel[p].status).toBe('complete');
    expect(fleet.decision.choice).not.toBeNull();
    const receipt = readFileSync(join(bundle, 'capacity-fleet-receipt.md'), 'utf8');
    expect(receipt).toContain('**3 of 5 runner(s) complete**');
    expect(receipt).toContain(
      '| ubuntu-24.04-arm | — | **INCOMPLETE** (measure) | llama-server exited during forward/tiny-q8/p2 |',
    );
    expect(receipt).toContain(
      '| ubuntu-latest | — | **INCOMPLETE** | no bundle artifact was found for this runner |',
    );
    expect((await cli(['verify-fleet', bundle])).code).toBe(0);
  });

  test('a study of a different plan is refused, naming the runner', async () => {
    const seed = join(
      process.cwd(),
      '__tests__',
      'fixtures',
      'reference',
      'seed-bundle',
      'capacity-study.json',
    );
    const r = await cli([
      'fleet',
      ...runnerArgs(s.dir),
      `ubuntu-24.04-arm=${seed}`,
      '--output',
      join(s.dir, 'x.json'),
    ]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('runner "ubuntu-24.04-arm" ran a different capacity plan');
  });
});

describe('price table edge cases', () => {
  const cases: [string, unknown, RegExp][] = [
    [
      'a missing runner price',
      { 'local-cpu0': { usd_per_minute: 0.004 }, 'local-cpu1': { usd_per_minute: 0.004 } },
      /has no price for runner "local-cpu0-1"/,
    ],
    [
      'a zero price',
      { 'local-cpu0': { usd_per_minute: 0 } },
      /usd_per_minute of runner "local-cpu0" must be greater than 0, got 0/,
    ],
    [
      'a negative price',
      { 'local-cpu1': { usd_per_minute: -0.008 } },
      /usd_per_minute of runner "local-cpu1" must be greater than 0, got -0.008/,
    ],
    [
      'a price written as a string',
      { 'local-cpu0-1': { usd_per_minute: '0.008' } },
      /usd_per_minute of runner "local-cpu0-1" must be a finite number, got "0.008"/,
    ],
    [
      'a null price',
      { 'local-cpu0': { usd_per_minute: null } },
      /usd_per_minute of runner "local-cpu0" must be a finite number, got null/,
    ],
    [
      'a boolean price',
      { 'local-cpu0': { usd_per_minute: true } },
      /usd_per_minute of runner "local-cpu0" must be a finite number, got boolean/,
    ],
    [
      'an unknown field',
      { 'local-cpu0': { usd_per_minute: 0.004, usd_per_hour: 0.24 } },
      /runner "local-cpu0" must have exactly the key usd_per_minute \(unknown fields: usd_per_hour\)/,
    ],
    ['a bare number', { 'local-cpu0': 0.004 }, /the price of runner "local-cpu0" must be an object/],
    ['a list', [0.004], /top-level value must be an object/],
  ];
  test.each(cases)('%s is a clear error naming the runner (exit 2)', async (_name, table, message) => {
    const full = {
      'local-cpu0': { usd_per_minute: 0.004 },
      'local-cpu1': { usd_per_minute: 0.004 },
      'local-cpu0-1': { usd_per_minute: 0.008 },
    };
    const merged =
      Array.isArray(table) || _name === 'a missing runner price' ? table : { ...full, ...(table as object) };
    const path = join(s.dir, 'prices.json');
    writeFileSync(path, JSON.stringify(merged));
    const r = await cli(['fleet', ...runnerArgs(s.dir), '--prices', path, '--output', join(s.dir, 'x.json')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err).toContain('prices.json');
    expect(existsSync(join(s.dir, 'x.json'))).toBe(false);
  });

  test('a price table that is not JSON names the file', async () => {
    const path = join(s.dir, 'prices.json');
    writeFileSync(path, '{"local-cpu0": {"usd_per_minute": NaN}}');
    const r = await cli(['fleet', ...runnerArgs(s.dir), '--prices', path, '--output', join(s.dir, 'x.json')]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('prices.json');
  });
});

describe('usage errors', () => {
  test.each([
    [['fleet', '--output', 'x.json'], 'expected at least one LABEL=PATH runner'],
    [['fleet', 'nolabel', '--output', 'x.json'], 'runner expects LABEL=VALUE'],
    [['fleet', 'bad label=/tmp', '--output', 'x.json'], 'runner label "bad label" must be'],
    [['fleet', 'a=/tmp', 'a=/tmp', '--output', 'x.json'], 'runner "a" is given twice'],
    [['fleet', 'a=/tmp'], 'expected --output <file>, --receipt <file> and/or --bundle <dir>'],
    [
      ['fleet', 'a=/tmp', '--bundle', '-'],
      '--bundle -: a fleet bundle is a directory of several files, so it cannot go to standard output',
    ],
    [
      ['fleet', 'a=/tmp', '--output', 'x.json', '--min-tokens-per-second=-1'],
      '--min-tokens-per-second must be a number greater than 0',
    ],
    [
      ['fleet', 'a=/tmp', '--output', 'x.json', '--min-tokens-per-second', '0'],
      '--min-tokens-per-second must be a number greater than 0',
    ],
    [
      ['fleet', 'a=/tmp', '--output', 'x.json', '--min-tokens-per-second', 'fast'],
      '--min-tokens-per-second must be a number greater than 0',
    ],
  ])('%j', async (args, message) => {
    const r = await cli(args as string[], s.dir);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });

  test('a runner path that does not exist is an error, not a silently missing runner', async () => {
    const r = await cli(['fleet', `local-cpu0=${join(s.dir, 'nope')}`, '--output', join(s.dir, 'x.json')]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('does not exist (declare a runner without a bundle with --missing)');
  });
});

describe('decision ties follow the plan rule', () => {
  test('points within the objective tolerance are equivalent; the tie-breakers, then runner order, decide', async () => {
    const src = join(FIXTURES, 'local-cpu0');
    const both = [`a=${src}`, `b=${src}`];
    const out = join(s.dir, 'tie.json');
    expect((await cli(['fleet', ...both, '--output', out])).code).toBe(0);
    const tie = readPlain(out);
    expect(tie.decision.choice.runner).toBe('a');
    expect(tie.decision.within_tolerance_point_count).toBeGreaterThanOrEqual(2);
    expect(tie.decision.reason).toContain("the plan's lower-is-better tie-breakers");

    // b costs 0.5% less: inside the 1% band, so still equivalent to a.
    const near = join(s.dir, 'near.json');
    writeJson(near, { a: { usd_per_minute: 0.01 }, b: { usd_per_minute: 0.00995 } });
    expect((await cli(['fleet', ...both, '--prices', near, '--output', join(s.dir, 'n.json')])).code).toBe(0);
    expect(readPlain(join(s.dir, 'n.json')).decision.choice.runner).toBe('a');

    // b costs 5% less: outside the band, so b wins on cost alone.
    const far = join(s.dir, 'far.json');
    writeJson(far, { a: { usd_per_minute: 0.01 }, b: { usd_per_minute: 0.0095 } });
    expect((await cli(['fleet', ...both, '--prices', far, '--output', join(s.dir, 'f.json')])).code).toBe(0);
    const cheap = readPlain(join(s.dir, 'f.json'));
    expect(cheap.decision.choice.runner).toBe('b');
    expect(cheap.decision.within_tolerance_point_count).toBe(1);
  });
});

test('a runner study that is not even JSON is refused as that runner’s failure (exit 1)', async () => {
  const dir = s.runner('local-cpu1');
  writeFileSync(join(dir, 'capacity-study.json'), '{"truncated": ');
  rmSync(join(dir, 'SHA256SUMS'));
  const r = await cli(['fleet', ...runnerArgs(s.dir), '--output', join(s.dir, 'x.json')]);
  expect(r.code).toBe(1);
  expect(r.err).toContain('runner "local-cpu1":');
  expect(r.err).toContain('capacity-study.json');
});
