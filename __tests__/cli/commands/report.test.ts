import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reportCommand, REPORT_USAGE } from '../../../src/cli/commands/report.js';
import { renderHtmlReport } from '../../../src/domain/report/html-report.js';
import { renderMermaidCharts } from '../../../src/domain/report/mermaid.js';
import { SEED_STUDY_PATH, seedStudy, type Loose } from '../../kits/seed-study.js';

let dir: string;
let out: string[];
let err: string[];
const io = (): Loose => ({
  stdout: (s: string) => out.push(s),
  stderr: (s: string) => err.push(s),
  cwd: dir,
  toolVersion: '4.5.6',
});

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'report-cli-'));
  copyFileSync(SEED_STUDY_PATH, join(dir, 'capacity-study.json'));
  out = [];
  err = [];
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('writes the HTML report the renderer produces', async () => {
  expect(await reportCommand(['capacity-study.json', '--output', 'capacity-report.html'], io())).toBe(0);
  expect(readFileSync(join(dir, 'capacity-report.html'), 'utf8')).toBe(
    renderHtmlReport(seedStudy(), { toolVersion: '4.5.6' }),
  );
  expect(out.join('')).toBe('wrote HTML report to capacity-report.html\n');
  expect(err).toEqual([]);
});

test('--format mermaid writes the charts; --tool-version overrides', async () => {
  expect(
    await reportCommand(['capacity-study.json', '--output', 'charts.md', '--format', 'mermaid'], io()),
  ).toBe(0);
  expect(readFileSync(join(dir, 'charts.md'), 'utf8')).toBe(renderMermaidCharts(seedStudy()));
  expect(
    await reportCommand(['capacity-study.json', '--output', 'r.html', '--tool-version', 'v9'], io()),
  ).toBe(0);
  expect(readFileSync(join(dir, 'r.html'), 'utf8')).toContain('paretopilot-capacity <code>v9</code>');
});

test('bad usage and bad input exit 2; --help exits 0', async () => {
  expect(await reportCommand(['--help'], io())).toBe(0);
  expect(out.join('')).toBe(REPORT_USAGE);
  expect(await reportCommand(['capacity-study.json'], io())).toBe(2);
  expect(await reportCommand(['capacity-study.json', '--output', 'x', '--format', 'pdf'], io())).toBe(2);
  expect(err.join('')).toContain('--format must be html or mermaid');
  expect(await reportCommand(['capacity-study.json', '--output', 'x', '--nope'], io())).toBe(2);
  expect(await reportCommand(['capacity-study.json', '--output', './capacity-study.json'], io())).toBe(2);
  expect(err.join('')).toContain(
    './capacity-study.json: is the input capacity-study.json of this command; choose another output',
  );
  expect(await reportCommand(['absent.json', '--output', 'x'], io())).toBe(2);
  expect(err.join('')).toContain('report: absent.json: file not found');
  writeFileSync(join(dir, 'partial.json'), JSON.stringify({ plan: {} }));
  err = [];
  expect(await reportCommand(['partial.json', '--output', 'x'], io())).toBe(2);
  // The same full validation as receipt: every missing field is named, nothing is rendered.
  expect(err.join('')).toMatch(
    /^report: study does not validate: partial\.json: \/boundary_caveat: is required; .*\/load_contract: is required/,
  );
  expect(existsSync(join(dir, 'x'))).toBe(false);
});
