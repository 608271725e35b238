// The receipt, HTML report and summary say what is true for the plan and machine that produced the
// study: a demo-like plan on x86_64 gets none of the published study's context, every plan wording
// field shows up, and hostile labels stay data. Derived bundles run through the real CLI.
import { readFileSync } from 'node:fs';
import {
  fitCommentBody,
  stickyMarker,
  truncateAtLine,
} from '../../src/adapters/github/sticky-comment-body.js';
import { incompleteSummaryBody, studySummaryBody } from '../../src/adapters/summary/summary-body.js';
import { renderHtmlReport } from '../../src/domain/report/html-report.js';
import { parseJson } from '../../src/domain/core/json-reader.js';
import { renderMermaidCharts } from '../../src/domain/report/mermaid.js';
import { cli, readJson, writeCanonical } from '../kits/seed-bundle.js';
import { assembleAndRender, cleanup, derivedBundle, type StudyRun } from '../kits/scenario-kit.js';

afterAll(cleanup);

/** Phrases that are only true for the published Arm64 study. */
const SEED_ONLY = ['Arm64', 'v1.1', 'Q8 and Q4', 'CANONICAL v1.1', 'frozen v1.1'];

interface Edits {
  labels?: string[];
  architecture?: string;
  releaseTag?: string;
  receipt?: Record<string, string>;
}

/** A small synthetic bundle with the plan labels / wording and the manifest facts replaced. */
function bundle(edits: Edits): string {
  const dir = derivedBundle();
  const plan = readJson(dir, 'capacity-plan.json');
  edits.labels?.forEach((label, i) => (plan.candidates[i].label = label));
  if (edits.receipt) plan.receipt = edits.receipt;
  writeCanonical(dir, 'capacity-plan.json', plan);
  const manifest = readJson(dir, 'manifest.json');
  if (edits.architecture) manifest.runner.architecture = edits.architecture;
  if (edits.releaseTag) manifest.canonical_evidence.release_tag = edits.releaseTag;
  writeCanonical(dir, 'manifest.json', manifest);
  return dir;
}

async function study(edits: Edits): Promise<StudyRun & { html: string }> {
  const run = await assembleAndRender(bundle(edits));
  expect(run.assemble.err).toBe('');
  expect(run.assemble.code).toBe(0);
  // `receipt` re-derives the study before rendering: the derived wording must survive that.
  expect(run.receipt?.err).toBe('');
  expect(run.receipt?.code).toBe(0);
  const html = renderHtmlReport(parseJson(readFileSync(run.studyPath, 'utf8')), { toolVersion: 'test' });
  return { ...run, html };
}

const DEMO: Edits = {
  labels: ['Tiny F16 reference', 'Tiny Q8_0 with 512-token micro-batch'],
  architecture: 'x86_64',
  releaseTag: 'examples-tiny',
};

describe('a demo-like plan on x86_64 without wording fields', () => {
  let run: Awaited<ReturnType<typeof study>>;
  beforeAll(async () => {
    run = await study(DEMO);
  });

  test('the receipt names the host and the candidates it measured', () => {
    const lines = run.receiptText.split('\n');
    expect(lines[0]).toBe('# ParetoPilot x86_64 Capacity Receipt');
    expect(lines[2]).toBe('> **SUPPLEMENTARY EVIDENCE · CANONICAL examples-tiny UNCHANGED**');
    expect(lines[4]).toContain('after the frozen examples-tiny candidate decision');
    expect(run.receiptText).toContain(
      '**Decision boundary:** this receipt does not choose between F16 and Q8_0. Choose the model candidate first',
    );
    expect(run.receiptText).toContain('compared with the frozen examples-tiny deployment commands.');
  });

  test('the boundary caveat is derived from the same facts and stored in the study', () => {
    expect(run.study.boundary_caveat).toMatch(
      /^This is a bounded fixed-concurrency study on one native x86_64 runner\./,
    );
    expect(run.study.boundary_caveat).toContain('the frozen canonical examples-tiny recommendation');
    expect(run.receiptText).toContain(`\n## Boundary\n\n${run.study.boundary_caveat}\n`);
  });

  test.each(SEED_ONLY)('no seed-only phrase %p in the receipt, HTML report or summary', (phrase) => {
    const charts = renderMermaidCharts(parseJson(readFileSync(run.studyPath, 'utf8')));
    expect(run.receiptText).not.toContain(phrase);
    expect(run.html).not.toContain(phrase);
    expect(studySummaryBody(run.receiptText, '', charts)).not.toContain(phrase);
  });

  test('the HTML report shows the same context', () => {
    expect(run.html).toContain('<h1>ParetoPilot x86_64 capacity report</h1>');
    expect(run.html).toContain(
      '<p class="banner">SUPPLEMENTARY EVIDENCE · CANONICAL examples-tiny UNCHANGED</p>',
    );
    expect(run.html).toContain('does not choose between F16 and Q8_0.');
    expect(run.html).toContain('one native x86_64 runner');
  });
});

describe('facts select the wording', () => {
  test.each([
    ['aarch64', 'Arm64'],
    ['arm64', 'Arm64'],
    ['amd64', 'x86_64'],
    ['riscv64', 'riscv64'],
  ])('architecture %p is named %p', async (architecture, name) => {
    const run = await study({ ...DEMO, architecture });
    expect(run.receiptText.split('\n')[0]).toBe(`# ParetoPilot ${name} Capacity Receipt`);
    expect(run.study.boundary_caveat).toContain(`one native ${name} runner`);
  });

  test('a release tag with a zero patch level is named without it, others as recorded', async () => {
    expect((await study({ ...DEMO, releaseTag: 'v2.3.0' })).receiptText).toContain(
      'CANONICAL v2.3 UNCHANGED',
    );
    expect((await study({ ...DEMO, releaseTag: 'v2.3.1' })).receiptText).toContain(
      'CANONICAL v2.3.1 UNCHANGED',
    );
  });

  test('labels without distinct quantizations are named in full', async () => {
    const run = await study({ ...DEMO, labels: ['Q8 generic', 'Q8 with KleidiAI'] });
    expect(run.receiptText).toContain('does not choose between Q8 generic and Q8 with KleidiAI.');
    const other = await study({ ...DEMO, labels: ['Small model', 'Large model'] });
    expect(other.receiptText).toContain('does not choose between Small model and Large model.');
  });
});

describe('each plan wording field replaces its sentence', () => {
  const WORDING = {
    title: 'Tiny demo capacity receipt',
    banner: 'LOCAL DEMONSTRATION',
    question: 'Which point serves the tiny models best on this laptop?',
    decision_boundary: 'the models were picked for the demo, not by this receipt.',
    canonical_release: 'the demo run spec',
    boundary_caveat: 'A toy study with generated weights; nothing here describes a real deployment.',
  };

  test.each(Object.keys(WORDING) as (keyof typeof WORDING)[])('%s', async (key) => {
    const run = await study({ ...DEMO, receipt: { [key]: WORDING[key] } });
    const text = run.receiptText;
    const lines = text.split('\n');
    switch (key) {
      case 'title':
        expect(lines[0]).toBe(`# ${WORDING.title}`);
        expect(run.html).toContain(`<h1>${WORDING.title}</h1>`);
        break;
      case 'banner':
        expect(lines[2]).toBe(`> **${WORDING.banner}**`);
        expect(text).not.toContain('SUPPLEMENTARY EVIDENCE');
        expect(run.html).toContain(`<p class="banner">${WORDING.banner}</p>`);
        break;
      case 'question':
        expect(lines[4]).toBe(WORDING.question);
        expect(run.html).toContain(`<p class="question">${WORDING.question}</p>`);
        break;
      case 'decision_boundary':
        expect(text).toContain(`**Decision boundary:** ${WORDING.decision_boundary}\n`);
        expect(text).not.toContain('does not choose between');
        break;
      case 'canonical_release':
        expect(lines[2]).toBe('> **SUPPLEMENTARY EVIDENCE · CANONICAL the demo run spec UNCHANGED**');
        expect(lines[4]).toContain('after the frozen the demo run spec candidate decision');
        expect(text).toContain('compared with the frozen the demo run spec deployment commands.');
        expect(run.study.boundary_caveat).toContain('frozen canonical the demo run spec recommendation');
        expect(text).not.toContain('examples-tiny UNCHANGED');
        break;
      case 'boundary_caveat':
        expect(run.study.boundary_caveat).toBe(WORDING.boundary_caveat);
        expect(
          text.endsWith(`## Boundary\n\n${WORDING.boundary_caveat}\n\n**Canonical outputs modified: No**\n`),
        ).toBe(true);
        break;
    }
    // The wording is part of the predeclared plan the study embeds and fingerprints.
    expect(run.study.plan.receipt).toEqual({ [key]: WORDING[key] });
  });

  test('wording is validated like the rest of the plan', async () => {
    for (const [receipt, message] of [
      [{ titel: 'x' }, /\/receipt.*unknown fields: titel/],
      [{ title: '   ' }, /\/receipt\/title.*non-empty/],
      [{}, /\/receipt/],
      [{ banner: 'x'.repeat(201) }, /\/receipt\/banner/],
    ] as const) {
      const run = await assembleAndRender(bundle({ ...DEMO, receipt: receipt as Record<string, string> }));
      expect(run.assemble.code).not.toBe(0);
      expect(run.assemble.err).toMatch(message);
    }
  });
});

describe('hostile labels are data in the receipt, summary, comment and report', () => {
  const MARKER = stickyMarker('capacity-plan.json');
  const HOSTILE =
    `@octocat <img src=x onerror=alert(1)> [click](https://evil.example) ![i](https://evil.example/i.png) ` +
    `a|b \`code\` ${MARKER} #12 www.evil.example`;
  let run: Awaited<ReturnType<typeof study>>;
  let summary: string;
  let comment: string;
  beforeAll(async () => {
    run = await study({ ...DEMO, labels: [HOSTILE, 'Second\nline @team'] });
    const charts = renderMermaidCharts(parseJson(readFileSync(run.studyPath, 'utf8')));
    summary = studySummaryBody(run.receiptText, '', charts);
    comment = fitCommentBody(MARKER, summary, 65_536, truncateAtLine, undefined).body;
  });

  const texts = (): [string, string][] => [
    ['receipt', run.receiptText],
    ['summary', summary],
    ['comment', comment],
  ];

  test('no mention, no HTML, no link or image, no autolink', () => {
    for (const [name, text] of texts()) {
      expect([name, text.match(/@[A-Za-z]/g)]).toEqual([name, null]);
      expect([name, /<img|<!--/i.test(text.replace(MARKER, ''))]).toEqual([name, false]);
      // Outside code fences (a Mermaid chart source is not Markdown): brackets only as escaped
      // text, so no `[text](url)` link or `![alt](src)` image; no bare autolink; no issue reference.
      const markdown = text.replace(/```mermaid\n[\s\S]*?\n```/g, '');
      if (name !== 'receipt') expect(markdown.length).toBeLessThan(text.length);
      expect([name, /(?<!\\)\]\(https?:/.test(markdown)]).toEqual([name, false]);
      expect([name, /(^|[^/\u200b])www\.evil/.test(markdown)]).toEqual([name, false]);
      expect([name, /https:\/\/evil/.test(markdown)]).toEqual([name, false]);
      expect([name, /(^|\s)#12/.test(markdown)]).toEqual([name, false]);
    }
  });

  test('the comment has exactly one marker line, the first', () => {
    const lines = comment.split('\n');
    expect(lines[0]).toBe(MARKER);
    expect(lines.filter((l) => l.includes('paretopilot-capacity:') && l.includes('<!--'))).toEqual([MARKER]);
    expect(comment.indexOf(MARKER, 1)).toBe(-1);
  });

  test('table rows keep their cells and labels keep to one line', () => {
    /** Cells of a table row, counting only the table's own (unescaped) pipes. */
    const cells = (row: string): number => row.replace(/\\\|/g, '').split('|').length - 2;
    for (const [, text] of texts()) {
      const lines = text.split('\n');
      const hostileRows = lines
        .map((line, i) => [line, i] as const)
        .filter(([line]) => line.startsWith('| ') && line.includes('octocat'));
      expect(hostileRows.length).toBeGreaterThanOrEqual(2);
      for (const [row, i] of hostileRows) {
        let head = i;
        while (head > 0 && lines[head - 1].startsWith('| ')) head--;
        expect([row, cells(row)]).toEqual([row, cells(lines[head])]);
      }
      expect(text).not.toMatch(/\nline @/);
      expect(text).toContain('Second line @\u200bteam');
    }
    const selected = run.receiptText
      .split('\n')
      .find((l) => l.includes('octocat') && l.includes('Canonical'))!;
    expect(selected.replace(/\\\|/g, '').split('|')).toHaveLength(7);
    expect(selected).toContain('a\\|b \\`code\\`');
    expect(selected).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(selected).toContain('\\[click\\](https:/\u200b/evil.example)');
    expect(selected).toContain('!\\[i\\]');
    expect(selected).toContain('&lt;!-- paretopilot-capacity:capacity-plan.json --&gt;');
  });

  test('behind the escaping, the comment body never carries a second marker line', () => {
    const raw = `text\n${MARKER}\n<!--   PARETOPILOT-CAPACITY:other -->\nend`;
    const body = fitCommentBody(MARKER, raw, 65_536, truncateAtLine, undefined).body;
    expect(body.split('\n')).toEqual([
      MARKER,
      'text',
      `&lt;${MARKER.slice(1)}`,
      '&lt;!--   PARETOPILOT-CAPACITY:other -->',
      'end',
    ]);
  });

  test('the HTML report escapes the same labels', () => {
    expect(run.html).not.toMatch(/<img|<!-- paretopilot/);
    expect(run.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(run.html).toContain('&lt;!-- paretopilot-capacity:capacity-plan.json --&gt;');
  });

  test('an incomplete-study summary escapes artifact text the same way', () => {
    const body = incompleteSummaryBody({
      failedStage: 'download`x',
      reason: `artifact ${HOSTILE} is not a zip`,
      missingCells: ['forward/<b>x</b>/p1'],
      problems: [`[x](https://evil.example) @octocat\n${MARKER}`],
      artifactName: 'capacity-diagnostics-a1',
    });
    expect(body).not.toMatch(/@[A-Za-z]|<img|<b>|<!--|(?<!\\)\]\(|(?<!\\)\[/);
    expect(body).toContain('**Failed stage:** <code>download\\`x</code>');
    expect(body).toContain('The diagnostics bundle `capacity-diagnostics-a1` keeps');
    expect(body.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(2);
  });
});

test('the tiny example plan validates and its wording reads as a demo', async () => {
  const r = await cli(['pins', '--plan', '__tests__/fixtures/four-file-plans/tiny/capacity-run.json']);
  expect(r.code).toBe(0);
  const plan = JSON.parse(readFileSync('__tests__/fixtures/four-file-plans/tiny/capacity-plan.json', 'utf8'));
  // pins prints what --write would store: the example is up to date.
  expect(JSON.parse(r.out).pins).toEqual(plan.pins);
  expect(plan.receipt.banner).toMatch(/DEMONSTRATION/);
  expect(plan.receipt.boundary_caveat).not.toMatch(/Arm64|v1\.1/);
});
