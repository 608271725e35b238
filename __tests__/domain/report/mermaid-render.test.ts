// Every Mermaid block the tool emits (job summary, PR comment, `report --format mermaid`) is rendered
// by the real `mermaid` library in headless Chromium: no parse error, a non-empty SVG per chart with
// its title and axis labels. The summary and comment are the action's own output for the published
// seed bundle and for a synthetic study with more server-slot levels than the palette has colours;
// the fleet receipt's chart comes from the committed local fleet fixture.
//
// UPDATE_DOCS_SCREENSHOTS=1 also writes the screenshots the README shows into docs/.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { syntheticBundle } from '../../../bench/synthetic-study.js';
import { renderFleetReceipt } from '../../../src/domain/fleet/fleet-receipt.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { actionReportOf, type ActionReport } from '../../kits/action-report.js';
import { REFERENCE_FILES, REPO_ROOT, SEED_BUNDLE_DIR } from '../../kits/fixture-paths.js';
import { cli } from '../../kits/seed-bundle.js';
import { findChromium, openPage } from '../../kits/chromium.js';
import {
  markdownPage,
  mermaidBlocks,
  startPageServer,
  type PageServer,
  type RenderedBlock,
} from '../../kits/github-markdown-page.js';

const chromium = findChromium();
const inCi = process.env.CI !== undefined && !['', '0', 'false'].includes(process.env.CI.toLowerCase());
if (chromium === null && !inCi) {
  console.warn(
    '\n!!! SKIPPING the Mermaid rendering tests: no chromium/chromium-browser/google-chrome on PATH ' +
      '(set CHROMIUM_PATH or install it). Under CI these tests fail instead. !!!\n',
  );
}
const describeBrowser = chromium === null && !inCi ? describe.skip : describe;
const UPDATE_DOCS = process.env.UPDATE_DOCS_SCREENSHOTS === '1';
const DOCS = join(REPO_ROOT, 'docs');
const FLEET_FIXTURE = join(REPO_ROOT, '__tests__', 'fixtures', 'fleet-local', 'capacity-fleet.expected.json');

/** Files of `src/` that write a Mermaid fence: every one must feed a source rendered below. */
function mermaidEmitters(): string[] {
  const srcRoot = join(REPO_ROOT, 'src');
  return readdirSync(srcRoot, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && statSync(join(srcRoot, f)).isFile())
    .filter((f) => /(`{3}|\\`\\`\\`)mermaid/.test(readFileSync(join(srcRoot, f), 'utf8')))
    .map((f) => `src/${f.split('\\').join('/')}`)
    .sort();
}

/** Title and x-axis labels each chart declares; the rendered SVG must show them. */
function declared(block: string): { title: string; xLabels: string[]; lines: number } {
  const title = /^\s*title "([^"]*)"/m.exec(block)?.[1] ?? '';
  const xs = /^\s*x-axis "[^"]*" \[([^\]]*)\]/m.exec(block)?.[1] ?? '';
  return {
    title,
    xLabels: [...xs.matchAll(/"([^"]*)"/g)].map((m) => m[1]!),
    lines: (block.match(/^\s*line "/gm) ?? []).length,
  };
}

describe('Mermaid emitters', () => {
  it('only the chart module writes Mermaid, and the summary/comment/report all take it from there', () => {
    // The study charts (summary, comment, report) and the fleet receipt's bar chart.
    expect(mermaidEmitters()).toEqual(['src/domain/fleet/fleet-receipt.ts', 'src/domain/report/mermaid.ts']);
    for (const file of ['src/action/publish.ts', 'src/cli/commands/report.ts']) {
      expect([file, readFileSync(join(REPO_ROOT, file), 'utf8')]).toEqual([
        file,
        expect.stringContaining('renderMermaidCharts('),
      ]);
    }
  });
});

describeBrowser('Mermaid blocks rendered by the mermaid library in headless Chromium', () => {
  let server: PageServer;
  const sources: { name: string; markdown: string; frame: 'summary' | 'comment' | 'plain'; title: string }[] =
    [];
  let seed: ActionReport;

  beforeAll(async () => {
    if (chromium === null)
      throw new Error('CI is set but no Chromium executable was found (set CHROMIUM_PATH)');
    server = await startPageServer();
    seed = await actionReportOf(SEED_BUNDLE_DIR, { baselineStudy: readFileSync(REFERENCE_FILES.seedStudy) });
    const wide = await actionReportOf(
      syntheticBundle({
        candidates: 2,
        serverLevels: [1, 2, 3, 4, 6, 8, 12, 16],
        clientLevels: [1, 2, 4],
        measuredRequests: 4,
      }).files,
    );
    const chartsFile = join(mkdtempSync(join(tmpdir(), 'pp-mermaid-')), 'charts.md');
    const report = await cli([
      'report',
      join(SEED_BUNDLE_DIR, 'capacity-study.json'),
      '--format',
      'mermaid',
      '--output',
      chartsFile,
    ]);
    const reportMarkdown = report.code === 0 ? readFileSync(chartsFile, 'utf8') : '';
    rmSync(dirname(chartsFile), { recursive: true, force: true });
    sources.push(
      { name: 'seed-summary', markdown: seed.summary, frame: 'summary', title: 'Assemble study and receipt' },
      { name: 'seed-comment', markdown: seed.comment, frame: 'comment', title: 'capacity study' },
      {
        name: 'synthetic-summary',
        markdown: wide.summary,
        frame: 'summary',
        title: 'Assemble study and receipt',
      },
      { name: 'synthetic-comment', markdown: wide.comment, frame: 'comment', title: 'capacity study' },
    );
    sources.push({
      name: 'fleet-receipt',
      markdown: renderFleetReceipt(parseJson(readFileSync(FLEET_FIXTURE, 'utf8'))),
      frame: 'summary',
      title: 'Fleet receipt',
    });
    if (reportMarkdown.includes('```mermaid')) {
      sources.push({
        name: 'seed-report-mermaid',
        markdown: reportMarkdown,
        frame: 'plain',
        title: 'report --format mermaid',
      });
    } else {
      throw new Error(`report --format mermaid failed (${report.code}): ${report.err}`);
    }
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it('has charts to render in every source (one per candidate)', () => {
    expect(seed.status).toBe('complete');
    for (const source of sources)
      expect([source.name, mermaidBlocks(source.markdown).length > 0]).toEqual([source.name, true]);
    const candidates = (
      JSON.parse(readFileSync(REFERENCE_FILES.seedStudy, 'utf8')) as { plan: { candidates: unknown[] } }
    ).plan.candidates.length;
    expect(mermaidBlocks(seed.summary)).toHaveLength(candidates);
    expect(seed.comment).toContain('## Capacity charts');
  });

  it('renders every block without a parse error, each a non-empty SVG showing its title and axis labels', async () => {
    for (const source of sources) {
      const blocks = mermaidBlocks(source.markdown);
      const url = server.add(
        `${source.name}.html`,
        markdownPage(source.markdown, source.frame, source.title),
      );
      const page = await openPage(chromium!, url, {
        width: 1044,
        height: 900,
        evaluate: 'window.renderMermaid()',
        timeoutMs: 90_000,
      });
      const results = page.evaluated as RenderedBlock[];
      expect([source.name, results.length]).toEqual([source.name, blocks.length]);
      results.forEach((r, i) => {
        const where = `${source.name} chart ${i + 1}`;
        expect([where, r.ok, r.error]).toEqual([where, true, undefined]);
        expect([where, r.svgLength! > 1000, r.width! > 100, r.height! > 100]).toEqual([
          where,
          true,
          true,
          true,
        ]);
        const want = declared(blocks[i]!);
        expect([where, r.text]).toEqual([where, expect.stringContaining(want.title)]);
        for (const label of want.xLabels)
          expect([where, r.text]).toEqual([where, expect.stringContaining(label)]);
        // One path per plotted line at least (axes and ticks add more).
        expect([where, r.paths! >= want.lines]).toEqual([where, true]);
      });
      expect(page.consoleProblems.filter((p) => !/favicon/.test(p))).toEqual([]);
    }
    // Nothing but the page and its two local assets was requested.
    expect(new Set(server.requests.map((r) => r.replace(/ \/[\w-]+\.html$/, ' /<page>')))).toEqual(
      new Set(['GET /<page>', 'GET /github-markdown-light.css', 'GET /mermaid.min.js']),
    );
  }, 300_000);

  it('reports a parse error for a broken chart (the check can fail)', async () => {
    const broken = [
      '```mermaid',
      'xychart-beta',
      '    x-axis "C" ["C1", "C2"',
      '    line "P1" [1, 2]',
      '```',
    ].join('\n');
    const good = [
      '```mermaid',
      'xychart-beta',
      '    title "ok"',
      '    x-axis "C" ["C1", "C2"]',
      '    y-axis "tok/s" 0 --> 10',
      '    line "P1" [1, 2]',
      '```',
    ].join('\n');
    const url = server.add('broken.html', markdownPage(`${broken}\n\n${good}\n`, 'plain', 'broken'));
    const page = await openPage(chromium!, url, { evaluate: 'window.renderMermaid()', timeoutMs: 60_000 });
    const [bad, ok] = page.evaluated as RenderedBlock[];
    expect(bad!.ok).toBe(false);
    expect(bad!.error).toMatch(/Parse error|Expecting|error/i);
    expect([ok!.ok, ok!.error]).toEqual([true, undefined]);
  }, 120_000);

  it('renders the diagrams of docs/ARCHITECTURE.md without a parse error', async () => {
    const markdown = readFileSync(join(DOCS, 'ARCHITECTURE.md'), 'utf8');
    const blocks = mermaidBlocks(markdown);
    expect(blocks.length).toBeGreaterThanOrEqual(2);
    const url = server.add('architecture.html', markdownPage(markdown, 'plain', 'Architecture'));
    const page = await openPage(chromium!, url, { evaluate: 'window.renderMermaid()', timeoutMs: 90_000 });
    const results = page.evaluated as RenderedBlock[];
    expect(results).toHaveLength(blocks.length);
    results.forEach((r, i) => {
      expect([`diagram ${i + 1}`, r.ok, r.error]).toEqual([`diagram ${i + 1}`, true, undefined]);
      expect([`diagram ${i + 1}`, r.svgLength! > 1000]).toEqual([`diagram ${i + 1}`, true]);
    });
    // Every box of the data-flow diagram made it into the picture.
    expect(results[1]!.text).toEqual(expect.stringContaining('capacity-study.json'));
  }, 120_000);

  (UPDATE_DOCS ? it : it.skip)(
    'writes the README screenshots into docs/',
    async () => {
      mkdirSync(DOCS, { recursive: true });
      const shots: [string, string][] = [];
      const charts = mermaidBlocks(seed.summary).map((b) => `\`\`\`mermaid\n${b}\n\`\`\``);
      shots.push([
        'mermaid-charts.png',
        server.add(
          'charts.html',
          markdownPage(`## Capacity charts\n\n${charts.join('\n\n')}\n`, 'plain', 'charts'),
        ),
      ]);
      shots.push([
        'job-summary.png',
        server.add('summary.html', markdownPage(seed.summary, 'summary', 'Assemble study and receipt')),
      ]);
      shots.push([
        'pr-comment.png',
        server.add('comment.html', markdownPage(seed.comment, 'comment', 'capacity study')),
      ]);
      const demoReport = join(REPO_ROOT, 'capacity-work', 'demo', 'bundle', 'capacity-report.html');
      if (existsSync(demoReport))
        shots.push(['report-demo.png', server.add('demo-report.html', readFileSync(demoReport, 'utf8'))]);
      for (const [file, url] of shots) {
        const page = await openPage(chromium!, url, {
          width: 1044,
          height: 900,
          screenshot: true,
          evaluate: file === 'report-demo.png' ? 'true' : 'window.renderMermaid()',
          timeoutMs: 120_000,
        });
        writeFileSync(join(DOCS, file), page.screenshot!);
      }
      expect(shots.length).toBeGreaterThanOrEqual(3);
    },
    600_000,
  );
});
