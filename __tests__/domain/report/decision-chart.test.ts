// The decision's trade-off chart: one point per cell, the Pareto frontier, the SLO line, open bounds, escaping.
import {
  decisionChart,
  paretoFrontier,
  plottedCells,
  pointTooltip,
  sloOnChart,
  type DecisionChartInput,
  type TradeOff,
} from '../../../src/domain/report/decision-chart.js';
import { decisionFixture } from '../../kits/decision-fixture.js';

const CANDIDATES = [
  { id: 'q8-generic', label: 'Q8 generic reference' },
  { id: 'q4-kleidiai-tuned', label: 'Q4 with KleidiAI and 512-token micro-batch' },
];

function input(): DecisionChartInput {
  const d = decisionFixture();
  return {
    cells: d.cells,
    candidates: CANDIDATES,
    sloE2eMs: 6500,
    chosen: { candidateId: d.choice!.candidate_id!, cell: d.choice!.cell! },
  };
}

/** The `<g class="decision-point …">…</g>` groups with their attributes. */
function points(svg: string): { cls: string; id: string; p: number; c: number; body: string }[] {
  return [
    ...svg.matchAll(
      /<g class="decision-point ([^"]*)" data-candidate="([^"]+)" data-p="(\d+)" data-c="(\d+)"[^>]*>([\s\S]*?)<\/g>/g,
    ),
  ].map((m) => ({ cls: m[1], id: m[2], p: Number(m[3]), c: Number(m[4]), body: m[5] }));
}

describe('paretoFrontier', () => {
  const cases: [string, TradeOff[], number[]][] = [
    ['nothing', [], []],
    ['one point', [{ latency: 5, rate: 1 }], [0]],
    [
      'a point beaten on both axes drops out',
      [
        { latency: 10, rate: 5 },
        { latency: 8, rate: 6 },
      ],
      [1],
    ],
    [
      'a trade-off keeps both, ordered by latency',
      [
        { latency: 10, rate: 9 },
        { latency: 4, rate: 5 },
      ],
      [1, 0],
    ],
    [
      'equal rate, higher latency is dominated',
      [
        { latency: 4, rate: 5 },
        { latency: 6, rate: 5 },
      ],
      [0],
    ],
    [
      'equal latency, lower rate is dominated',
      [
        { latency: 4, rate: 5 },
        { latency: 4, rate: 7 },
      ],
      [1],
    ],
    [
      'exact duplicates dominate neither',
      [
        { latency: 4, rate: 5 },
        { latency: 4, rate: 5 },
      ],
      [0, 1],
    ],
    [
      'staircase with interior dominated points',
      [
        { latency: 1, rate: 1 },
        { latency: 2, rate: 3 },
        { latency: 3, rate: 2 },
        { latency: 4, rate: 4 },
        { latency: 5, rate: 4 },
        { latency: 6, rate: 6 },
      ],
      [0, 1, 3, 5],
    ],
  ];
  test.each(cases)('%s', (_name, pts, expected) => {
    expect(paretoFrontier(pts)).toEqual(expected);
  });
});

describe('decisionChart', () => {
  const SVG = decisionChart(input());

  test('draws one point per cell, is accessible and deterministic', () => {
    const cells = input().cells;
    const drawn = points(SVG);
    expect(drawn).toHaveLength(cells.length);
    expect(drawn.map((g) => `${g.id} P${g.p}/C${g.c}`).sort()).toEqual(
      cells.map((c) => `${c.candidate_id} P${c.server_parallel}/C${c.client_concurrency}`).sort(),
    );
    expect(SVG).toMatch(
      /^<svg class="decision-chart" width="800" [^>]*role="img" aria-label="Generation rate vs p95 E2E latency: 18 cells of 2 candidates, SLO p95 E2E ≤ 6500.0 ms">/,
    );
    for (const g of drawn) expect(g.body).toMatch(/^\n<title>[^<]+<\/title>/);
    expect(decisionChart(input())).toBe(SVG);
  });

  test('the frontier is exactly the cells that fail no gate and no such cell dominates', () => {
    const eligible = input().cells.filter((c) => c.verdict !== 'fail');
    const key = (c: (typeof eligible)[number]) =>
      `${c.candidate_id}:P${c.server_parallel}/C${c.client_concurrency}`;
    const rate = (c: (typeof eligible)[number]) => c.generated_tokens_per_second.estimate!;
    const lat = (c: (typeof eligible)[number]) => c.e2e_latency_ms_p95.estimate!;
    const expected = eligible
      .filter(
        (c) =>
          !eligible.some(
            (o) => rate(o) >= rate(c) && lat(o) <= lat(c) && (rate(o) > rate(c) || lat(o) < lat(c)),
          ),
      )
      .sort((a, b) => lat(a) - lat(b))
      .map(key);
    const frontier = /<path class="frontier" d="([^"]+)"[^>]* data-cells="([^"]+)"/.exec(SVG);
    expect(frontier).not.toBeNull();
    expect(frontier![2].split(' ')).toEqual(expected);
    // Seed: the fastest cells at P4/C4 and the lowest-latency cell at q8 P4/C1 are on it.
    expect(expected).toEqual(expect.arrayContaining(['q4-kleidiai-tuned:P4/C4', 'q8-generic:P4/C1']));
    expect(frontier![1].match(/H/g)).toHaveLength(expected.length - 1);
  });

  test('the SLO line sits at the limit on the x axis ticks', () => {
    const ticks = [
      ...SVG.matchAll(/<text class="tick" x="([\d.]+)" y="384" text-anchor="middle">([\d.]+)<\/text>/g),
    ].map((m) => ({ x: Number(m[1]), v: Number(m[2]) }));
    expect(ticks.length).toBeGreaterThanOrEqual(4);
    const [first, last] = [ticks[0], ticks[ticks.length - 1]];
    expect(first.v).toBe(0);
    const slo = /<line class="slo-limit" x1="([\d.]+)"/.exec(SVG);
    const expected = first.x + ((last.x - first.x) * 6500) / last.v;
    expect(Math.abs(Number(slo![1]) - expected)).toBeLessThanOrEqual(0.1);
    expect(SVG).toContain('>SLO ≤ 6500.0 ms</text>');
  });

  test('an SLO far beyond every point is named at the edge instead of squeezing the points', () => {
    const far = decisionChart({ ...input(), sloE2eMs: 1e7 });
    expect(far).not.toContain('<line class="slo-limit"');
    expect(far).toContain('SLO ≤ 10000000.0 ms, beyond the chart →</text>');
    const ticks = [
      ...far.matchAll(/<text class="tick" x="[\d.]+" y="384" text-anchor="middle">([\d.]+)<\/text>/g),
    ];
    const top = Math.max(...ticks.map((m) => Number(m[1])));
    expect(top).toBeLessThan(1e6);
    expect(sloOnChart(plottedCells(input()), 1e7)).toBe(false);
    expect(sloOnChart(plottedCells(input()), 6500)).toBe(true);
  });

  test('a missing upper bound is an open dashed bar with a "no bound" mark and says so', () => {
    const drawn = points(SVG);
    const open = drawn.filter((g) => g.body.includes('class="bar open no-bound upper"'));
    const cells = input().cells;
    expect(open.map((g) => `${g.id} P${g.p}/C${g.c}`).sort()).toEqual(
      cells
        .filter((c) => c.e2e_latency_ms_p95.upper === null)
        .map((c) => `${c.candidate_id} P${c.server_parallel}/C${c.client_concurrency}`)
        .sort(),
    );
    expect(open.length).toBe(6);
    for (const g of open) {
      expect(g.body).toContain('stroke-dasharray="4 3"');
      expect(g.body).toContain('class="no-bound-mark"');
      expect(g.body).toContain('no bound, needs 59 requests');
    }
    const closed = drawn.filter((g) => !open.includes(g));
    for (const g of closed) expect(g.body).not.toContain('no-bound');
  });

  test('the chosen cell is ringed, failing cells are hollow grey', () => {
    const drawn = points(SVG);
    const ringed = drawn.filter((g) => g.body.includes('class="chosen-ring"'));
    expect(ringed.map((g) => `${g.id} P${g.p}/C${g.c}`)).toEqual(['q4-kleidiai-tuned P4/C4']);
    expect(ringed[0].cls).toContain('chosen');
    const failed = input().cells.filter((c) => c.verdict === 'fail').length;
    expect(failed).toBeGreaterThan(0);
    const hollow = drawn.filter((g) => g.body.includes('class="marker hollow"'));
    expect(hollow).toHaveLength(failed);
    for (const g of hollow) expect(g.cls).toContain('verdict-fail');
  });

  test('the tooltip names label, point, rate interval and E2E p95', () => {
    const cell = input().cells.find(
      (c) => c.candidate_id === 'q4-kleidiai-tuned' && c.server_parallel === 4 && c.client_concurrency === 4,
    )!;
    expect(pointTooltip('Q4', cell)).toBe(
      'Q4 P4/C4: 90.7 [87.2, 94.2] tok/s, p95 E2E 2852.6 ms (bounds 2681.5 – 3080.9); verdict pass',
    );
  });

  test('hostile labels are escaped in the tooltips and the legend', () => {
    const hostile = '<script>alert("x")</script> & \'Q8\'';
    const svg = decisionChart({
      ...input(),
      candidates: [{ id: 'q8-generic', label: hostile }, CANDIDATES[1]],
    });
    expect(svg).not.toContain('<script');
    const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Q8&#39;';
    expect(svg).toContain(`<text class="legend-label" x="90" y="434">${escaped}</text>`);
    expect(svg.split(`<title>${escaped} P`).length - 1).toBe(9);
  });

  test('cells without a rate or an E2E estimate are not drawn; legend rows wrap', () => {
    const base = input();
    const cells = base.cells.map((c, i) =>
      i === 0
        ? { ...c, generated_tokens_per_second: { estimate: null, ci: null, df: null } }
        : i === 1
          ? { ...c, e2e_latency_ms_p95: { ...c.e2e_latency_ms_p95, estimate: null } }
          : c,
    );
    expect(points(decisionChart({ ...base, cells }))).toHaveLength(16);
    const many = decisionChart({
      ...base,
      candidates: [
        { id: 'q8-generic', label: 'x'.repeat(60) },
        { id: 'q4-kleidiai-tuned', label: 'y'.repeat(60) },
      ],
    });
    expect(many).toMatch(/<svg class="decision-chart" width="800" height="462" viewBox="0 0 800 462"/);
    expect(SVG).toMatch(/<svg class="decision-chart" width="800" height="440" viewBox="0 0 800 440"/);
  });
});
