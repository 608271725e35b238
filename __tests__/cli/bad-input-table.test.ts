// Table-driven bad input across every command: plans, bundles, studies, exports and outputs. Each
// case asserts the exit code, that the message names the file or field, that no stack trace is
// printed, and that no file in the workspace was created, changed or left partial (a snapshot of
// every path with its type and sha256 before and after).
import {
  cpSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseJson } from '../../src/domain/core/json-reader.js';
import { canonicalJson } from '../../src/domain/core/json-writer.js';
import { cli, seedCopy } from '../kits/seed-bundle.js';
import { SEED_EVIDENCE_PATH, SEED_RECEIPT_PATH, SEED_STUDY_PATH } from '../kits/seed-study.js';

const TINY = '__tests__/fixtures/four-file-plans/tiny';

/** Workspace: bundle/ (seed inputs), study.json, receipt.md, evidence.json, plan/ (the four-file tiny plan), out/. */
function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pp-bad-'));
  const bundle = seedCopy();
  cpSync(bundle, join(dir, 'bundle'), { recursive: true });
  rmSync(bundle, { recursive: true, force: true });
  cpSync(SEED_STUDY_PATH, join(dir, 'study.json'));
  cpSync(SEED_RECEIPT_PATH, join(dir, 'receipt.md'));
  cpSync(SEED_EVIDENCE_PATH, join(dir, 'evidence.json'));
  cpSync(TINY, join(dir, 'plan'), { recursive: true });
  mkdirSync(join(dir, 'out'));
  return dir;
}

/** Every path under dir with its type and content hash (symlinks not followed). */
export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string): void => {
    for (const name of readdirSync(join(dir, rel)).sort()) {
      const r = rel ? `${rel}/${name}` : name;
      const st = lstatSync(join(dir, r));
      if (st.isSymbolicLink()) out[r] = `link ${readlinkSync(join(dir, r))}`;
      else if (st.isDirectory()) {
        out[r] = 'dir';
        walk(r);
      } else
        out[r] = `file ${createHash('sha256')
          .update(readFileSync(join(dir, r)))
          .digest('hex')}`;
    }
  };
  walk('');
  return out;
}

const editJson = (dir: string, rel: string, edit: (v: any) => void): void => {
  const v = parseJson(readFileSync(join(dir, rel), 'utf8')) as any;
  edit(v);
  writeFileSync(join(dir, rel), canonicalJson(v));
};
const replaceIn = (dir: string, rel: string, from: string, to: string): void => {
  const text = readFileSync(join(dir, rel), 'utf8');
  if (!text.includes(from)) throw new Error(`${rel} does not contain ${from}`);
  writeFileSync(join(dir, rel), text.replace(from, to));
};
/** The plan with n candidates in both files: the reference plus n-1 copies of the alternative. */
const manyCandidates = (dir: string, n: number): void => {
  editJson(dir, 'plan/capacity-plan.json', (p) => {
    const alt = p.candidates[1];
    p.candidates = [
      p.candidates[0],
      ...Array.from({ length: n - 1 }, (_, i) => ({ ...alt, id: `alt-${i}`, label: `alt ${i}` })),
    ];
  });
  editJson(dir, 'plan/capacity-run.json', (s) => {
    const [reference, alternative] = Object.keys(s.candidates);
    const alt = s.candidates[alternative];
    s.candidates = {
      [reference]: s.candidates[reference],
      ...Object.fromEntries(Array.from({ length: n - 1 }, (_, i) => [`alt-${i}`, alt])),
    };
  });
};
const TAMPERED_RSS = (d: string): void =>
  replaceIn(d, 'study.json', '"server_peak_rss_mib_max": 3437.59765625', '"server_peak_rss_mib_max": 1024.0');

const PLAN = ['--plan', 'plan/capacity-run.json', '--work-dir', 'work', '--cache-dir', 'cache'];
/** A finished study's bundle in the work dir (and no prepared.json): a refused stage must keep it. */
const FINISHED_WORK_BUNDLE = (d: string): void => {
  mkdirSync(join(d, 'work'));
  cpSync(join(d, 'bundle'), join(d, 'work/bundle'), { recursive: true });
  FINALIZED(d, 'work/bundle');
};
/** The study and receipt a finished finalize leaves in a bundle (what a refused finalize must keep). */
const FINALIZED = (d: string, bundle = 'bundle'): void => {
  cpSync(join(d, 'study.json'), join(d, bundle, 'capacity-study.json'));
  cpSync(join(d, 'receipt.md'), join(d, bundle, 'capacity-receipt.md'));
  writeFileSync(join(d, bundle, 'SHA256SUMS'), 'listed\n');
};
const LABELLED = ['--capacity-plan', 'bundle/capacity-plan.json', '--load-plan', 'bundle/load-plan.json'];

interface Case {
  name: string;
  setup?: (dir: string) => void;
  args: string[];
  code: number;
  message: RegExp;
}

const cases: Case[] = [
  // ── outputs: never an input, never inside what an input bundle's assembly reads ──
  {
    name: 'assemble over the bundle plan with --force',
    args: ['assemble', 'bundle', '--output', 'bundle/capacity-plan.json', '--force'],
    code: 2,
    message: /bundle\/capacity-plan\.json: would replace capacity-plan\.json of the input bundle bundle/,
  },
  {
    name: 'assemble over a bundle load evaluation with --force',
    args: [
      'assemble',
      'bundle',
      '--output',
      'bundle/runs/forward/q8-generic/p1/load-evaluation.json',
      '--force',
    ],
    code: 2,
    message:
      /load-evaluation\.json: would replace runs\/forward\/q8-generic\/p1\/load-evaluation\.json of the input bundle/,
  },
  {
    name: 'assemble into the bundle runs folder',
    args: ['assemble', 'bundle', '--output', 'bundle/runs/new.json'],
    code: 2,
    message: /bundle\/runs\/new\.json: lies in the runs\/ folder of the input bundle bundle/,
  },
  {
    name: 'assemble into the bundle quality folder',
    args: ['assemble', 'bundle', '--output', 'bundle/quality/new.json'],
    code: 2,
    message: /bundle\/quality\/new\.json: lies in the quality\/ folder/,
  },
  {
    name: 'assemble onto the bundle directory itself',
    args: ['assemble', 'bundle', '--output', 'bundle', '--force'],
    code: 2,
    message: /bundle: is the input bundle bundle itself/,
  },
  {
    name: 'assemble through a symlink into the bundle plan',
    setup: (d) => symlinkSync('../bundle/capacity-plan.json', join(d, 'out/link.json')),
    args: ['assemble', 'bundle', '--output', 'out/link.json', '--force'],
    code: 2,
    message: /out\/link\.json: would replace capacity-plan\.json of the input bundle/,
  },
  {
    name: 'assemble labelled inputs over its own --capacity-plan',
    args: [
      'assemble',
      ...LABELLED,
      '--manifest',
      'bundle/manifest.json',
      '--output',
      'bundle/load-plan.json',
      '--force',
    ],
    code: 2,
    message: /bundle\/load-plan\.json: is the input bundle\/load-plan\.json of this command/,
  },
  {
    name: 'assemble to a directory',
    args: ['assemble', 'bundle', '--output', 'out'],
    code: 2,
    message: /out: is a directory; give a file path/,
  },
  {
    name: 'assemble into a missing directory',
    args: ['assemble', 'bundle', '--output', 'missing/dir/study.json'],
    code: 2,
    message: /missing\/dir\/study\.json: directory missing\/dir does not exist/,
  },
  {
    name: 'assemble over an existing file without --force',
    setup: (d) => writeFileSync(join(d, 'out/study.json'), 'keep'),
    args: ['assemble', 'bundle', '--output', 'out/study.json'],
    code: 2,
    message: /out\/study\.json: output already exists \(pass --force to overwrite\)/,
  },
  {
    name: 'receipt over its study with --force',
    args: ['receipt', 'study.json', '--output', 'study.json', '--force'],
    code: 2,
    message: /study\.json: is the input study\.json of this command/,
  },
  {
    name: 'receipt over its study through ./',
    args: ['receipt', 'study.json', '--output', './out/../study.json', '--force'],
    code: 2,
    message: /is the input study\.json of this command/,
  },
  {
    name: 'receipt over a hard link to its study',
    setup: (d) => linkSync(join(d, 'study.json'), join(d, 'out/hard.json')),
    args: ['receipt', 'study.json', '--output', 'out/hard.json', '--force'],
    code: 2,
    message: /out\/hard\.json: is a hard link to the input study\.json/,
  },
  {
    name: 'receipt over a symlink to its study',
    setup: (d) => symlinkSync('../study.json', join(d, 'out/soft.md')),
    args: ['receipt', 'study.json', '--output', 'out/soft.md', '--force'],
    code: 2,
    message: /out\/soft\.md: is the input study\.json/,
  },
  {
    name: 'receipt to a directory',
    args: ['receipt', 'study.json', '--output', 'out', '--force'],
    code: 2,
    message: /out: is a directory/,
  },
  {
    name: 'receipt into a missing directory',
    args: ['receipt', 'study.json', '--output', 'nodir/r.md'],
    code: 2,
    message: /nodir\/r\.md: directory nodir does not exist/,
  },
  {
    name: 'receipt over an existing file without --force',
    args: ['receipt', 'study.json', '--output', 'receipt.md'],
    code: 2,
    message: /receipt\.md: output already exists/,
  },
  {
    name: 'report over its study',
    args: ['report', 'study.json', '--output', 'study.json', '--force'],
    code: 2,
    message: /study\.json: is the input study\.json/,
  },
  {
    name: 'report over an existing file without --force',
    args: ['report', 'study.json', '--output', 'receipt.md'],
    code: 2,
    message: /receipt\.md: output already exists \(pass --force to overwrite\)/,
  },
  {
    name: 'report to a directory',
    args: ['report', 'study.json', '--output', 'out'],
    code: 2,
    message: /out: is a directory/,
  },
  {
    name: 'report into a missing directory',
    args: ['report', 'study.json', '--output', 'nodir/r.html'],
    code: 2,
    message: /nodir\/r\.html: directory nodir does not exist/,
  },
  {
    name: 'report over a hard link to its study',
    setup: (d) => linkSync(join(d, 'study.json'), join(d, 'out/hard.html')),
    args: ['report', 'study.json', '--output', 'out/hard.html', '--force'],
    code: 2,
    message: /out\/hard\.html: is a hard link to the input study\.json/,
  },
  {
    name: 'export-evidence over its study',
    args: ['export-evidence', 'study.json', '--output', 'study.json', '--force'],
    code: 2,
    message: /study\.json: is the input study\.json/,
  },
  {
    name: 'export-evidence over its --receipt',
    args: ['export-evidence', 'study.json', '--receipt', 'receipt.md', '--output', 'receipt.md', '--force'],
    code: 2,
    message: /receipt\.md: is the input receipt\.md/,
  },
  {
    name: 'export-evidence over an existing file without --force',
    args: ['export-evidence', 'study.json', '--output', 'evidence.json'],
    code: 2,
    message: /evidence\.json: output already exists/,
  },
  {
    name: 'export-evidence to a directory',
    args: ['export-evidence', 'study.json', '--output', 'out'],
    code: 2,
    message: /out: is a directory/,
  },
  {
    name: 'export-evidence into a missing directory',
    args: ['export-evidence', 'study.json', '--output', 'nodir/e.json'],
    code: 2,
    message: /nodir\/e\.json: directory nodir does not exist/,
  },
  {
    name: 'fleet over its runner study',
    args: ['fleet', 'a=study.json', '--output', 'study.json', '--force'],
    code: 2,
    message: /fleet: study\.json: is the input study\.json of this command/,
  },
  {
    name: 'fleet receipt into a runner bundle file',
    args: ['fleet', 'a=bundle', '--output', 'out/f.json', '--receipt', 'bundle/load-plan.json', '--force'],
    code: 2,
    message: /bundle\/load-plan\.json: would replace load-plan\.json of the input bundle bundle/,
  },
  {
    name: 'fleet into a missing directory',
    args: ['fleet', 'a=study.json', '--output', 'nodir/f.json'],
    code: 2,
    message: /nodir\/f\.json: directory nodir does not exist/,
  },
  {
    name: 'fleet with --output and --receipt naming one file',
    args: ['fleet', 'a=study.json', '--output', 'out/f', '--receipt', './out/f'],
    code: 2,
    message: /fleet: --output and --receipt must name different files/,
  },
  {
    name: 'verify-fleet of a missing bundle',
    args: ['verify-fleet', 'nope'],
    code: 2,
    message: /verify-fleet: .*nope/,
  },
  // ── studies: every reader re-derives before rendering ──
  {
    name: 'report of a study with a tampered RSS cell',
    setup: TAMPERED_RSS,
    args: ['report', 'study.json', '--output', 'out/r.html'],
    code: 1,
    message:
      /study\.json: 1 stored value\(s\) differ from the recomputation:\n {2}\/cells\/0\/summary\/server_peak_rss_mib_max/,
  },
  {
    name: 'report --format mermaid of a study with a tampered RSS cell',
    setup: TAMPERED_RSS,
    args: ['report', 'study.json', '--output', 'out/r.md', '--format', 'mermaid'],
    code: 1,
    message: /\/cells\/0\/summary\/server_peak_rss_mib_max/,
  },
  {
    name: 'receipt of a study with a tampered RSS cell',
    setup: TAMPERED_RSS,
    args: ['receipt', 'study.json', '--output', 'out/r.md'],
    code: 1,
    message: /study\.json: 1 stored value\(s\) differ.*\n.*server_peak_rss_mib_max/,
  },
  {
    name: 'export-evidence of a study with a tampered RSS cell',
    setup: TAMPERED_RSS,
    args: ['export-evidence', 'study.json', '--output', 'out/e.json'],
    code: 1,
    message: /study\.json: 1 stored value\(s\) differ.*\n.*server_peak_rss_mib_max/,
  },
  {
    name: 'report of a study whose selection was flipped',
    setup: (d) =>
      editJson(d, 'study.json', (s) => {
        s.selections[0].eligible_cell_count += 1;
      }),
    args: ['report', 'study.json', '--output', 'out/r.html'],
    code: 1,
    message: /study\.json: .*differ.*\n.*\/selections\/0\/eligible_cell_count/,
  },
  {
    name: 'report of invalid JSON',
    setup: (d) => writeFileSync(join(d, 'study.json'), '{"cells": ['),
    args: ['report', 'study.json', '--output', 'out/r.html'],
    code: 2,
    message: /study\.json: invalid JSON/,
  },
  {
    name: 'report of a study with a duplicate key',
    setup: (d) => replaceIn(d, 'study.json', '"synthetic": false', '"synthetic": false, "synthetic": false'),
    args: ['report', 'study.json', '--output', 'out/r.html'],
    code: 2,
    message: /study\.json: invalid JSON: duplicate key "synthetic"/,
  },
  {
    name: 'report of a directory given as study',
    args: ['report', 'out', '--output', 'r.html'],
    code: 2,
    message: /report: out: is a folder without capacity-study\.json: give a study file, or a bundle folder/,
  },
  {
    name: 'report of a missing study',
    args: ['report', 'nope.json', '--output', 'out/r.html'],
    code: 2,
    message: /report: nope\.json: file not found/,
  },
  {
    name: 'receipt of an empty study',
    setup: (d) => writeFileSync(join(d, 'study.json'), ''),
    args: ['receipt', 'study.json', '--output', 'out/r.md'],
    code: 2,
    message: /study\.json: invalid JSON: unexpected end/,
  },
  {
    name: 'receipt of invalid UTF-8',
    setup: (d) => writeFileSync(join(d, 'study.json'), Buffer.from([0x7b, 0xff, 0xfe, 0x7d])),
    args: ['receipt', 'study.json', '--output', 'out/r.md'],
    code: 2,
    message: /study\.json: is not valid UTF-8/,
  },
  {
    name: 'export-evidence of an empty object',
    setup: (d) => writeFileSync(join(d, 'study.json'), '{}'),
    args: ['export-evidence', 'study.json', '--output', 'out/e.json'],
    code: 2,
    message: /study does not validate: .*study\.json/,
  },
  {
    name: 'export-evidence with a missing --receipt',
    args: ['export-evidence', 'study.json', '--receipt', 'nope.md', '--output', 'out/e.json'],
    code: 2,
    message: /nope\.md: file not found/,
  },
  {
    name: 'report with an unknown format',
    args: ['report', 'study.json', '--output', 'out/r.pdf', '--format', 'pdf'],
    code: 2,
    message: /--format must be html or mermaid, got "pdf"/,
  },
  {
    name: 'receipt without --output',
    args: ['receipt', 'study.json'],
    code: 2,
    message: /receipt: --output is required/,
  },
  // ── bundles ──
  {
    name: 'assemble a missing bundle',
    args: ['assemble', 'nope', '--output', 'out/s.json'],
    code: 2,
    message: /assemble: nope: bundle directory not found/,
  },
  {
    name: 'assemble a file given as bundle',
    args: ['assemble', 'study.json', '--output', 'out/s.json'],
    code: 2,
    message: /assemble: study\.json: is not a directory \(expected a bundle directory\)/,
  },
  {
    name: 'assemble a bundle whose plan is a directory',
    setup: (d) => {
      rmSync(join(d, 'bundle/capacity-plan.json'));
      mkdirSync(join(d, 'bundle/capacity-plan.json'));
    },
    args: ['assemble', 'bundle', '--output', 'out/s.json'],
    code: 2,
    message: /capacity-plan\.json: must be a regular file/,
  },
  {
    name: 'assemble a bundle without manifest',
    setup: (d) => rmSync(join(d, 'bundle/manifest.json')),
    args: ['assemble', 'bundle', '--output', 'out/s.json'],
    code: 2,
    message: /manifest\.json: file not found/,
  },
  {
    name: 'assemble labelled inputs with a missing manifest',
    args: ['assemble', ...LABELLED, '--manifest', 'bundle/nope.json', '--output', 'out/s.json'],
    code: 2,
    message: /bundle\/nope\.json: file not found/,
  },
  {
    name: 'verify a missing bundle',
    args: ['verify', 'nope'],
    code: 2,
    message: /verify: nope: bundle directory not found/,
  },
  {
    name: 'verify a file given as bundle',
    args: ['verify', 'study.json'],
    code: 2,
    message: /verify: study\.json: is not a directory/,
  },
  {
    name: 'verify an empty directory',
    args: ['verify', 'out'],
    code: 2,
    message: /verify: out: not a capacity bundle: it has neither SHA256SUMS nor capacity-plan\.json/,
  },
  {
    name: 'verify a bundle whose SHA256SUMS is a directory',
    setup: (d) => {
      mkdirSync(join(d, 'bundle/SHA256SUMS'));
      writeFileSync(join(d, 'bundle/SHA256SUMS/x'), '');
    },
    args: ['verify', 'bundle'],
    code: 2,
    message: /verify: SHA256SUMS: must be a regular file/,
  },
  {
    name: 'verify a bundle with a malformed SHA256SUMS',
    setup: (d) => writeFileSync(join(d, 'bundle/SHA256SUMS'), 'not a checksum line\n'),
    args: ['verify', 'bundle'],
    code: 2,
    message: /SHA256SUMS: line 1 is not "<sha256> {2}<path>"/,
  },
  {
    name: 'verify a bundle holding a symbolic link',
    setup: (d) => symlinkSync('/etc/hostname', join(d, 'bundle/extra.txt')),
    args: ['verify', 'bundle'],
    code: 2,
    message: /extra\.txt: bundles must not contain symbolic links/,
  },
  {
    name: 'finalize a missing bundle',
    args: ['finalize', 'nope'],
    code: 2,
    message: /finalize: nope: bundle directory not found/,
  },
  {
    name: 'finalize a file given as bundle',
    args: ['finalize', 'study.json'],
    code: 2,
    message: /finalize: study\.json: is not a directory/,
  },
  {
    name: 'finalize a folder that is no bundle (it keeps its files)',
    setup: (d) => {
      mkdirSync(join(d, 'notbundle'));
      writeFileSync(join(d, 'notbundle/capacity-study.json'), '{}');
      writeFileSync(join(d, 'notbundle/capacity-receipt.md'), '# mine\n');
    },
    args: ['finalize', 'notbundle'],
    code: 2,
    message: /finalize: notbundle: not a capacity bundle: it has no capacity-plan\.json/,
  },
  {
    name: 'finalize an empty folder',
    args: ['finalize', 'out'],
    code: 2,
    message: /finalize: out: not a capacity bundle: it has no capacity-plan\.json/,
  },
  {
    name: 'finalize a bundle holding a symbolic link (nothing removed first)',
    setup: (d) => {
      FINALIZED(d);
      symlinkSync('/etc/hostname', join(d, 'bundle/capacity-report.html'));
    },
    args: ['finalize', 'bundle'],
    code: 2,
    message: /capacity-report\.html: bundles must not contain symbolic links/,
  },
  {
    name: 'finalize a bundle whose status.json is a directory',
    setup: (d) => {
      FINALIZED(d);
      mkdirSync(join(d, 'bundle/status.json'));
    },
    args: ['finalize', 'bundle'],
    code: 2,
    message: /finalize: bundle: status\.json is not a regular file, so finalize cannot replace it/,
  },
  {
    name: 'verify a bundle whose SHA256SUMS is not UTF-8',
    setup: (d) => writeFileSync(join(d, 'bundle/SHA256SUMS'), Buffer.from([0xff, 0x0a])),
    args: ['verify', 'bundle'],
    code: 2,
    message: /verify: SHA256SUMS: is not valid UTF-8$/m,
  },
  {
    name: 'measure with an unknown --pass leaves a finished bundle alone',
    setup: FINISHED_WORK_BUNDLE,
    args: ['measure', ...PLAN, '--pass', 'bogus'],
    code: 2,
    message:
      /measure: --pass bogus: not a pass id of the plan; allowed values: all, remaining, 1, 2, forward, reverse/,
  },
  {
    name: 'measure before prepare leaves a finished bundle alone',
    setup: FINISHED_WORK_BUNDLE,
    args: ['measure', ...PLAN, '--pass', '1'],
    code: 1,
    message:
      /measure: stage prepare failed: .*prepared\.json is missing or unreadable: run the prepare stage first/,
  },
  {
    name: 'quality before prepare leaves a finished bundle alone',
    setup: FINISHED_WORK_BUNDLE,
    args: ['quality', ...PLAN],
    code: 1,
    message: /quality: stage prepare failed: .*run the prepare stage first/,
  },
  {
    name: 'receipt to an output path ending in a slash',
    args: ['receipt', 'study.json', '--output', 'out/new/'],
    code: 2,
    message: /receipt: out\/new\/: names a directory \(it ends with a slash\)/,
  },
  {
    name: 'report over an existing file named with a trailing slash',
    args: ['report', 'study.json', '--output', 'receipt.md/', '--force'],
    code: 2,
    message: /report: receipt\.md\/: names a directory/,
  },
  {
    name: 'assemble to an output path ending in slash-dot',
    args: ['assemble', 'bundle', '--output', 'out/x/.'],
    code: 2,
    message: /assemble: out\/x\/\.: names a directory/,
  },
  // ── plans: nothing that cannot run starts work ──
  {
    name: 'prepare with a missing run spec',
    args: ['prepare', '--plan', 'plan/nope.json', '--work-dir', 'work', '--cache-dir', 'cache'],
    code: 2,
    message:
      /^prepare: plan\/nope\.json: 1 problem; nothing was started .*\nproblem: plan\/nope\.json: \/: file not found\n {2}fix: check the path/,
  },
  {
    name: 'prepare with a directory as run spec',
    args: ['prepare', '--plan', 'plan', '--work-dir', 'work', '--cache-dir', 'cache'],
    code: 2,
    message: /problem: plan: \/: must be a regular file/,
  },
  {
    name: 'prepare with a missing capacity plan',
    setup: (d) => rmSync(join(d, 'plan/capacity-plan.json')),
    args: ['prepare', ...PLAN],
    code: 2,
    message: /problem: plan\/capacity-plan\.json: \/: file not found/,
  },
  {
    name: 'prepare with 1000 candidates',
    setup: (d) => manyCandidates(d, 1000),
    args: ['prepare', ...PLAN],
    code: 2,
    message:
      /plan\/capacity-plan\.json: \/candidates: the plan needs 6000 server configurations .*at most 256/,
  },
  {
    name: 'run with 1000 candidates',
    setup: (d) => manyCandidates(d, 1000),
    args: ['run', ...PLAN],
    code: 2,
    message: /plan\/capacity-plan\.json: \/candidates: the plan needs 6000 server configurations/,
  },
  {
    name: 'measure with 1000 candidates',
    setup: (d) => manyCandidates(d, 1000),
    args: ['measure', ...PLAN, '--pass', 'all'],
    code: 2,
    message: /\/candidates: the plan needs 6000 server configurations/,
  },
  {
    name: 'prepare with a port layout beyond 65535',
    setup: (d) => {
      manyCandidates(d, 30);
      editJson(d, 'plan/capacity-run.json', (s) => (s.base_port = 60000));
    },
    args: ['prepare', ...PLAN],
    code: 2,
    message:
      /plan\/capacity-run\.json: \/base_port: the port layout .* reaches port 68902; every port must stay at most 65535/,
  },
  {
    name: 'quality with a port layout beyond 65535',
    setup: (d) => {
      manyCandidates(d, 30);
      editJson(d, 'plan/capacity-run.json', (s) => (s.base_port = 60000));
    },
    args: ['quality', ...PLAN],
    code: 2,
    message: /\/base_port: the port layout .* reaches port 68902/,
  },
  {
    name: 'prepare with more than 100000 requests',
    setup: (d) => {
      manyCandidates(d, 10);
      const levels = [1, 2, 4, 8, 16, 32, 64, 128, 256];
      editJson(d, 'plan/capacity-plan.json', (p) => (p.client_concurrency_levels = levels));
      editJson(d, 'plan/load-plan.json', (l) => {
        l.concurrency_levels = levels;
        l.measured_requests_per_level = 256;
        l.warmup_requests_per_level = 32;
      });
    },
    args: ['prepare', ...PLAN],
    code: 2,
    message: /plan\/load-plan\.json: \/measured_requests_per_level: the study would send 103740 requests/,
  },
  {
    name: 'prepare with an idle timeout below the TTFT SLO',
    setup: (d) => replaceIn(d, 'plan/load-plan.json', '"timeout_seconds": 30.0', '"timeout_seconds": 0.5'),
    args: ['prepare', ...PLAN],
    code: 2,
    message: /plan\/load-plan\.json: \/timeout_seconds: timeout_seconds 0\.5 would abandon a request/,
  },
  {
    name: 'run with a request deadline below the E2E SLO',
    setup: (d) => editJson(d, 'plan/capacity-run.json', (s) => (s.timeouts.request_deadline_seconds = 2)),
    args: ['run', ...PLAN],
    code: 2,
    message:
      /plan\/capacity-run\.json: \/timeouts\/request_deadline_seconds: request_deadline_seconds 2 would cut off/,
  },
  {
    name: 'prepare with base_port below 1024',
    setup: (d) => editJson(d, 'plan/capacity-run.json', (s) => (s.base_port = 80)),
    args: ['prepare', ...PLAN],
    code: 2,
    message: /plan\/capacity-run\.json: \/base_port: must be/,
  },
  {
    name: 'prepare with an unknown run-spec field',
    setup: (d) => editJson(d, 'plan/capacity-run.json', (s) => (s.extra = true)),
    args: ['prepare', ...PLAN],
    code: 2,
    message: /plan\/capacity-run\.json: \/: unknown fields: extra/,
  },
  {
    name: 'run with a plan inside the bundle folder prepare replaces',
    setup: (d) => {
      mkdirSync(join(d, 'work/bundle'), { recursive: true });
      cpSync(join(d, 'plan'), join(d, 'work/bundle/plan'), { recursive: true });
    },
    args: [
      'run',
      '--plan',
      'work/bundle/plan/capacity-run.json',
      '--work-dir',
      'work',
      '--cache-dir',
      'cache',
    ],
    code: 2,
    message: /work\/bundle\/plan\/capacity-run\.json lies inside the work directory's bundle folder/,
  },
  {
    name: 'run with a file as work directory',
    args: ['run', '--plan', 'plan/capacity-run.json', '--work-dir', 'study.json', '--cache-dir', 'cache'],
    code: 2,
    message: /the work directory .*study\.json exists and is not a directory/,
  },
  {
    name: 'prepare with a file as cache directory',
    args: ['prepare', '--plan', 'plan/capacity-run.json', '--work-dir', 'work', '--cache-dir', 'receipt.md'],
    code: 2,
    message: /the cache directory .*receipt\.md exists and is not a directory/,
  },
  {
    name: 'measure without --pass',
    args: ['measure', ...PLAN],
    code: 2,
    message: /measure: --pass is required/,
  },
  {
    name: 'pins with a missing run spec',
    args: ['pins', '--plan', 'plan/nope.json'],
    code: 2,
    message: /plan\/nope\.json: file not found/,
  },
  {
    name: 'pins --write with a broken load plan',
    setup: (d) => writeFileSync(join(d, 'plan/load-plan.json'), '{'),
    args: ['pins', '--plan', 'plan/capacity-run.json', '--write'],
    code: 2,
    message: /plan\/load-plan\.json: invalid JSON/,
  },
  {
    name: 'pins on a plan whose candidate was renamed',
    setup: (d) => editJson(d, 'plan/capacity-plan.json', (p) => (p.candidates[1].id = 'tiny-q8-renamed')),
    args: ['pins', '--plan', 'plan/capacity-run.json'],
    code: 2,
    message:
      /^pins: plan\/capacity-plan\.json: \/candidates\/1\/id: candidate "tiny-q8-renamed" is not among the candidates of the run spec plan\/capacity-run\.json \[tiny-f16, tiny-q8\]: the run spec and the capacity plan must name the same candidates\n$/,
  },
  {
    name: 'pins --write on a run spec with a candidate the plan lacks',
    setup: (d) =>
      editJson(d, 'plan/capacity-run.json', (s) => (s.candidates['tiny-extra'] = s.candidates['tiny-q8'])),
    args: ['pins', '--plan', 'plan/capacity-run.json', '--write'],
    code: 2,
    message:
      /plan\/capacity-run\.json: \/candidates\/tiny-extra: candidate "tiny-extra" is not among the candidates of the capacity plan plan\/capacity-plan\.json \[tiny-f16, tiny-q8\]/,
  },
  {
    name: 'prepare on a plan whose candidate was renamed',
    setup: (d) => editJson(d, 'plan/capacity-plan.json', (p) => (p.candidates[1].id = 'tiny-q8-renamed')),
    args: ['prepare', ...PLAN],
    code: 2,
    message: /plan\/capacity-plan\.json: \/candidates\/1\/id: candidate "tiny-q8-renamed" is not among/,
  },
  {
    name: 'demo with an unexpected argument',
    args: ['demo', 'extra'],
    code: 2,
    message: /demo: unexpected argument "extra": this command takes only options/,
  },
  // ── evidence exports ──
  {
    name: 'verify-evidence of a missing export',
    args: ['verify-evidence', 'nope.json', '--source', 'study.json'],
    code: 2,
    message: /cannot read evidence nope\.json: file not found/,
  },
  {
    name: 'verify-evidence with a directory as source',
    args: ['verify-evidence', 'evidence.json', '--source', 'out'],
    code: 2,
    message: /cannot read source out: must be a regular file/,
  },
  {
    name: 'verify-evidence of invalid JSON',
    setup: (d) => writeFileSync(join(d, 'evidence.json'), '[1,'),
    args: ['verify-evidence', 'evidence.json', '--source', 'study.json'],
    code: 2,
    message: /evidence\.json: not a valid JSON document/,
  },
  {
    name: 'verify-evidence against a tampered study',
    setup: TAMPERED_RSS,
    args: ['verify-evidence', 'evidence.json', '--source', 'study.json'],
    code: 1,
    message: /problem\(s\) in evidence\.json/,
  },
  {
    name: 'export-evidence with an unknown option',
    args: ['export-evidence', 'study.json', '--output', 'out/e.json', '--bogus'],
    code: 2,
    message:
      /^export-evidence: unknown option --bogus\nRun 'paretopilot-capacity export-evidence --help' for usage\.\n$/,
  },
];

test('the table covers at least 60 cases across every command', () => {
  expect(cases.length).toBeGreaterThanOrEqual(60);
  const commands = new Set(cases.map((c) => c.args[0]));
  for (const c of [
    'assemble',
    'receipt',
    'verify',
    'run',
    'demo',
    'prepare',
    'measure',
    'quality',
    'finalize',
    'pins',
    'export-evidence',
    'verify-evidence',
    'report',
    'fleet',
    'verify-fleet',
  ])
    expect(commands).toContain(c);
});

describe('bad input: exit code, named file or field, no stack trace, no file touched', () => {
  test.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const dir = workspace();
    try {
      c.setup?.(dir);
      const before = snapshot(dir);
      const r = await cli(c.args, dir);
      expect(r.err).toMatch(c.message);
      expect(r.code).toBe(c.code);
      expect(`${r.out}${r.err}`).not.toMatch(/\n\s+at .*[(:]\d+/);
      expect(r.err).not.toMatch(/internal error|partial-|ENOENT|EISDIR/);
      expect(snapshot(dir)).toEqual(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
