// Renders the seed report in real headless Chromium, served from a loopback server that records
// every request: the page must render the receipt's numbers, log no console error and fetch nothing.
import { createServer, type Server } from 'node:http';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { renderHtmlReport } from '../../../src/domain/report/html-report.js';
import { parseJson, decodeUtf8Strict } from '../../../src/domain/core/json-reader.js';
import { SEED_RECEIPT_PATH, SEED_STUDY_BYTES, type Loose } from '../../kits/seed-study.js';
import { findChromium, openPage } from '../../kits/chromium.js';
import { parseHtmlGrid, parseReceiptGrid } from '../../kits/receipt-grid.js';
import { decisionFixture } from '../../kits/decision-fixture.js';

const chromium = findChromium();
const inCi = process.env.CI !== undefined && !['', '0', 'false'].includes(process.env.CI.toLowerCase());
if (chromium === null && !inCi) {
  console.warn(
    '\n!!! SKIPPING the headless Chromium report tests: no chromium/chromium-browser/google-chrome on PATH ' +
      '(set CHROMIUM_PATH or install it, e.g. `apt-get install -y chromium`). Under CI these tests fail instead. !!!\n',
  );
}
const describeBrowser = chromium === null && !inCi ? describe.skip : describe;

const STUDY = parseJson(decodeUtf8Strict(SEED_STUDY_BYTES));
const PACKAGE_VERSION = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8'))
  .version as string;
const HTML = renderHtmlReport(STUDY, { toolVersion: PACKAGE_VERSION });
const DECISION_HTML = renderHtmlReport(STUDY, { toolVersion: PACKAGE_VERSION, decision: decisionFixture() });
const PROBE = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>probe</title><link rel="icon" href="data:,"></head>
<body><p>probe</p><img src="/missing.png" alt=""><script>console.error('probe console error')</script></body></html>`;

describeBrowser('seed report in headless Chromium', () => {
  let server: Server;
  let base: string;
  const requests: string[] = [];

  beforeAll(async () => {
    if (chromium === null)
      throw new Error(
        'CI is set but no Chromium executable was found (set CHROMIUM_PATH or install chromium)',
      );
    server = createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      const pages: Record<string, string> = {
        '/capacity-report.html': HTML,
        '/decision-report.html': DECISION_HTML,
        '/probe.html': PROBE,
      };
      const body = Object.prototype.hasOwnProperty.call(pages, req.url ?? '') ? pages[req.url!] : null;
      if (body === null) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  beforeEach(() => {
    requests.length = 0;
  });

  test('the detectors see a console error and a sub-resource request when a page makes them', async () => {
    const run = await openPage(chromium!, `${base}/probe.html`);
    expect(run.consoleProblems.some((p) => p.includes('probe console error'))).toBe(true);
    expect(run.requests).toEqual([`${base}/probe.html`, `${base}/missing.png`]);
    expect(requests).toEqual(['GET /probe.html', 'GET /missing.png']);
  });

  test('renders every envelope cell with the receipt numbers, no console error, no request but the page', async () => {
    const run = await openPage(chromium!, `${base}/capacity-report.html`, {
      screenshot: true,
      evaluate: `(() => {
        const boxes = [...document.querySelectorAll('svg.heatmap g.cell rect.cell-bg')].map((r) => r.getBoundingClientRect());
        return {
          cells: boxes.length,
          visible: boxes.filter((b) => b.width > 100 && b.height > 50 && b.right <= window.innerWidth).length,
          strips: document.querySelectorAll('svg.strip circle.sample').length,
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        };
      })()`,
    });
    expect(run.consoleProblems).toEqual([]);
    expect(run.requests).toEqual([`${base}/capacity-report.html`]);
    expect(requests).toEqual(['GET /capacity-report.html']);

    // The DOM Chromium built holds the same cells and numbers as the receipt.
    const study = STUDY as Loose;
    const labelToId = new Map<string, string>(study.plan.candidates.map((c: Loose) => [c.label, c.id]));
    const receiptCells = parseReceiptGrid(readFileSync(SEED_RECEIPT_PATH, 'utf8'));
    const domCells = parseHtmlGrid(run.dom);
    expect(receiptCells).toHaveLength(18);
    expect(domCells).toHaveLength(receiptCells.length);
    for (const r of receiptCells) {
      const cell = domCells.find(
        (d) =>
          d.candidateId === labelToId.get(r.label) &&
          d.serverParallel === r.serverParallel &&
          d.clientConcurrency === r.clientConcurrency,
      );
      expect(cell).toBeDefined();
      expect([
        cell!.status,
        cell!.texts['cell-rate'],
        cell!.texts['cell-e2e'],
        cell!.texts['cell-ttft'],
      ]).toEqual([r.status, r.rate, r.e2e, r.ttft]);
    }
    expect(
      domCells
        .filter((c) => c.selected)
        .map((c) => `${c.candidateId} P${c.serverParallel}/C${c.clientConcurrency}`),
    ).toEqual(['q8-generic P4/C4', 'q4-kleidiai-tuned P4/C4']);

    // Laid out: every cell visible inside the viewport, no horizontal overflow, every sample drawn.
    const layout = run.evaluated as Loose;
    expect(layout.cells).toBe(18);
    expect(layout.visible).toBe(18);
    expect(layout.scrollWidth).toBeLessThanOrEqual(layout.innerWidth);
    expect(layout.strips).toBe(2 * 288);

    const png = run.screenshot!;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(1280);
    expect(png.readUInt32BE(20)).toBeGreaterThan(2000);
    if (process.env.UPDATE_REPORT_SCREENSHOT === '1') {
      mkdirSync(join(process.cwd(), 'docs'), { recursive: true });
      writeFileSync(join(process.cwd(), 'docs', 'report-seed.png'), png);
    }
  });

  test('the decision chart lays out every cell inside the chart at 800 px, no console error, no request', async () => {
    const run = await openPage(chromium!, `${base}/decision-report.html`, {
      width: 800,
      screenshot: true,
      evaluate: `(() => {
        const svg = document.querySelector('section#decision svg.decision-chart').getBoundingClientRect();
        const marks = [...document.querySelectorAll('svg.decision-chart g.decision-point .marker')].map((m) => m.getBoundingClientRect());
        const inside = marks.filter((b) => b.width > 5 && b.left >= svg.left && b.right <= svg.right && b.top >= svg.top && b.bottom <= svg.bottom);
        const first = document.querySelector('main > section');
        return { svgWidth: svg.width, svgRight: svg.right, innerWidth: window.innerWidth, marks: marks.length, inside: inside.length, first: first.id };
      })()`,
    });
    expect(run.consoleProblems).toEqual([]);
    expect(requests).toEqual(['GET /decision-report.html']);
    const layout = run.evaluated as Loose;
    expect(layout.first).toBe('decision');
    expect(layout.marks).toBe(18);
    expect(layout.inside).toBe(18);
    expect(layout.svgRight).toBeLessThanOrEqual(layout.innerWidth);
    expect(layout.svgWidth).toBeGreaterThan(600);
    // To look at it: DECISION_REPORT_SCREENSHOT=/some/file.png
    const shotPath = process.env.DECISION_REPORT_SCREENSHOT;
    if (shotPath) writeFileSync(shotPath, run.screenshot!);
  });
});
