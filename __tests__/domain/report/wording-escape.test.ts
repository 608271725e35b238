// The derived wording and the one escaper every published Markdown text goes through.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toPlain } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { esc, markdownCode, markdownText } from '../../../src/domain/report/markdown-escape.js';
import { receiptWording } from '../../../src/domain/report/receipt.js';
import type { StudyDocument } from '../../../src/domain/study/study-model.js';
import {
  architectureName,
  boundaryCaveat,
  candidateShortNames,
  joinAnd,
  releaseName,
  studyWording,
  wordingFacts,
} from '../../../src/domain/study/wording.js';

const SEED = join(process.cwd(), '__tests__', 'fixtures', 'reference', 'seed-bundle');
const STUDY = toPlain(
  parseJson(readFileSync(join(SEED, 'capacity-study.json'), 'utf8')),
) as unknown as StudyDocument;
const GOLDEN = readFileSync(join(SEED, 'capacity-receipt.md'), 'utf8').split('\n');

describe('wording derived from the published study’s facts', () => {
  test('gives the published sentences, and the published caveat', () => {
    const w = receiptWording(STUDY);
    expect(`# ${w.title}`).toBe(GOLDEN[0]);
    expect(`> **${w.banner}**`).toBe(GOLDEN[2]);
    expect(w.question).toBe(GOLDEN[4]);
    expect(`**Decision boundary:** ${w.decisionBoundary}`).toBe(GOLDEN[10]);
    expect(boundaryCaveat(wordingFacts(STUDY.plan, STUDY.provenance))).toBe(
      (STUDY as unknown as { boundary_caveat: string }).boundary_caveat,
    );
  });

  test('the published plan has no wording fields: the text comes from arm64, v1.1.0 and the labels', () => {
    expect(STUDY.plan.receipt).toBeUndefined();
    expect(STUDY.provenance.runner.architecture).toBe('arm64');
    expect(STUDY.provenance.canonical_evidence.release_tag).toBe('v1.1.0');
  });

  test.each([
    ['arm64', 'Arm64'],
    ['AArch64', 'Arm64'],
    ['x86_64', 'x86_64'],
    ['AMD64', 'x86_64'],
    ['x64', 'x86_64'],
    [' ppc64le ', 'ppc64le'],
  ])('architectureName(%p) = %p', (a, name) => expect(architectureName(a)).toBe(name));

  test.each([
    ['v1.1.0', 'v1.1'],
    ['1.2.0', '1.2'],
    ['v1.1.2', 'v1.1.2'],
    ['v1.10.0', 'v1.10'],
    ['examples-tiny', 'examples-tiny'],
    ['v1.0.0-rc1', 'v1.0.0-rc1'],
  ])('releaseName(%p) = %p', (tag, name) => expect(releaseName(tag)).toBe(name));

  test.each([
    [
      ['Q8 generic reference', 'Q4 with KleidiAI'],
      ['Q8', 'Q4'],
    ],
    [
      ['Tiny F16 reference', 'Tiny Q8_0 with 512-token micro-batch'],
      ['F16', 'Q8_0'],
    ],
    [
      ['Qwen Q4_K_M', 'Qwen IQ3_XS', 'Qwen BF16'],
      ['Q4_K_M', 'IQ3_XS', 'BF16'],
    ],
    [
      ['Q8 generic', 'Q8 KleidiAI'],
      ['Q8 generic', 'Q8 KleidiAI'],
    ],
    [
      ['Q8 model', 'Other model'],
      ['Q8 model', 'Other model'],
    ],
    [
      ['SQ8 thing', 'Q80x'],
      ['SQ8 thing', 'Q80x'],
    ],
  ])('candidateShortNames(%p) = %p', (labels, names) => expect(candidateShortNames(labels)).toEqual(names));

  test('lists read as prose', () => {
    expect(joinAnd(['A'])).toBe('A');
    expect(joinAnd(['A', 'B'])).toBe('A and B');
    expect(joinAnd(['A', 'B', 'C'])).toBe('A, B and C');
  });

  test('a single candidate is not said to be chosen between', () => {
    const w = studyWording({ architecture: 'x86_64', releaseTag: 'r', candidateLabels: ['Only F16'] });
    expect(w.decisionBoundary).toContain('a single model candidate (Only F16)');
    expect(w.decisionBoundary).not.toContain('choose between');
  });

  test('plan wording wins over every derived sentence', () => {
    const wording = {
      title: 'T',
      banner: 'B',
      question: 'Q',
      decision_boundary: 'D',
      canonical_release: 'R',
      boundary_caveat: 'C',
    };
    const facts = { architecture: 'arm64', releaseTag: 'v1.1.0', candidateLabels: ['Q8 a', 'Q4 b'], wording };
    expect(studyWording(facts)).toMatchObject({
      architecture: 'Arm64',
      canonicalRelease: 'R',
      title: 'T',
      banner: 'B',
      question: 'Q',
      decisionBoundary: 'D',
      published: true,
    });
    expect(boundaryCaveat(facts)).toBe('C');
    const releaseOnly = { ...facts, wording: { canonical_release: 'R' } };
    expect(studyWording(releaseOnly).banner).toBe('SUPPLEMENTARY EVIDENCE · CANONICAL R UNCHANGED');
    expect(boundaryCaveat(releaseOnly)).toContain('the frozen canonical R recommendation');
  });
});

describe('markdownText', () => {
  test.each([
    ['Q8 generic reference', 'Q8 generic reference'],
    [
      'A bounded study, on one runner (4 CPUs): CPU_KLEIDIAI *ok*.',
      'A bounded study, on one runner (4 CPUs): CPU_KLEIDIAI *ok*.',
    ],
    ['a|b `c` \\d', 'a\\|b \\`c\\` \\\\d'],
    ['<b>x</b> & &#64;', '&lt;b&gt;x&lt;/b&gt; &amp; &amp;#64;'],
    ['<!-- paretopilot-capacity:k -->', '&lt;!-- paretopilot-capacity:k --&gt;'],
    ['[t](https://x.example) ![i](y)', '\\[t\\](https:/\u200b/x.example) !\\[i\\](y)'],
    [
      'hi @octocat and @org/team, mail a@b.example',
      'hi @\u200boctocat and @\u200borg/team, mail a@\u200bb.example',
    ],
    ['see #12 and www.x.example', 'see #\u200b12 and w\u200bww.x.example'],
    ['one\ntwo\r\nthree\u2028four\u202esix', 'one two three four six'],
    ['# heading', '\\# heading'],
    ['- item', '\\- item'],
    ['1. item', '1\\. item'],
    ['a @ b # c', 'a @ b # c'],
  ])('%p → %p', (input, output) => expect(markdownText(input)).toBe(output));

  test('builds on the receipt’s esc, which stays the spec’s three replacements', () => {
    expect(esc('a\\|b`<@[')).toBe('a\\\\\\|b\\`<@[');
  });
});

describe('markdownCode', () => {
  test.each([
    ['Neoverse-N2', '`Neoverse-N2`'],
    ['agrovr/ParetoPilot', '`agrovr/ParetoPilot`'],
    ['@octocat [x](y)', '`@octocat [x](y)`'],
    ['a`b', '<code>a\\`b</code>'],
    ['a|b', '<code>a\\|b</code>'],
    ['C:\\cpu', '<code>C:\\\\cpu</code>'],
    ['<!-- paretopilot-capacity:k -->', '<code>&lt;!-- paretopilot-capacity:k --&gt;</code>'],
    ['two\nlines @me', '<code>two lines @\u200bme</code>'],
  ])('%p → %p', (input, output) => expect(markdownCode(input)).toBe(output));
});
