// The fleet HTML section in headless Chromium: every runner x candidate row laid out, no console
// problem, no request but the page. UPDATE_FLEET_SCREENSHOT=1 writes docs/fleet-report.png.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { renderFleetHtmlPage } from '../../../src/domain/fleet/fleet-html.js';
import { findChromium, openPage } from '../../kits/chromium.js';
import { FIXTURES, readPlain, type Plain } from '../../kits/fleet-kit.js';

const chromium = findChromium();
const inCi = process.env.CI === 'true';
if (chromium === null && !inCi)
  console.warn('fleet Chromium test skipped: no Chromium found (set CHROMIUM_PATH or install chromium)');
const describeBrowser = chromium === null && !inCi ? describe.skip : describe;

describeBrowser('fleet report in headless Chromium', () => {
  const fleet = readPlain(join(FIXTURES, 'capacity-fleet.expected.json'));
  const html = renderFleetHtmlPage(fleet);
  const selected = fleet.runners.flatMap((r: Plain) => r.candidates.filter((c: Plain) => c.selected)).length;
  const choice = fleet.decision.choice;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    if (chromium === null) throw new Error('CI is set but no Chromium executable was found');
    server = createServer((req, res) => {
      if (req.url !== '/fleet.html') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  test('lays out every row with its bars and the decision, without errors or outside requests', async () => {
    const run = await openPage(chromium!, `${base}/fleet.html`, {
      width: 1280,
      height: 900,
      screenshot: true,
      evaluate: `(() => ({
        rows: document.querySelectorAll('table.fleet-grid tbody tr').length,
        bars: [...document.querySelectorAll('table.fleet-grid span.fill')].filter((b) => b.getBoundingClientRect().width > 0).length,
        decided: document.querySelectorAll('tr.decided').length,
        decision: document.querySelector('.decision strong').textContent,
        scrollWidth: document.documentElement.scrollWidth,
      }))()`,
    });
    expect(run.consoleProblems).toEqual([]);
    expect(run.requests).toEqual([`${base}/fleet.html`]);
    const e = run.evaluated as {
      rows: number;
      bars: number;
      decided: number;
      decision: string;
      scrollWidth: number;
    };
    expect(e.rows).toBe(6);
    // One tok/s bar and one $/M tokens bar per selected point.
    expect(e.bars).toBe(2 * selected);
    expect(e.decided).toBe(1);
    expect(e.decision).toBe(
      `Decision: ${choice.runner} · ${choice.candidate_id} · P${choice.server_parallel} / C${choice.client_concurrency}`,
    );
    expect(e.scrollWidth).toBeLessThanOrEqual(1280);
    const png = run.screenshot!;
    expect(png.readUInt32BE(16)).toBe(1280);
    if (process.env.UPDATE_FLEET_SCREENSHOT === '1') {
      mkdirSync(join(process.cwd(), 'docs'), { recursive: true });
      writeFileSync(join(process.cwd(), 'docs', 'fleet-report.png'), png);
    }
  }, 120_000);
});
