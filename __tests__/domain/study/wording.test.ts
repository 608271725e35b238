// The receipt's context sentences: the published study's context only for a plan that names a
// published release; neutral wording (no canonical, frozen, supplementary, v1.1) for any other.
import { DERIVED_CANONICAL_EVIDENCE } from '../../../src/domain/plan/authored-plan.js';
import {
  boundaryCaveat,
  isUnpublished,
  roleName,
  studyWording,
  type WordingFacts,
} from '../../../src/domain/study/wording.js';

const unreleased: WordingFacts = {
  architecture: 'aarch64',
  releaseTag: DERIVED_CANONICAL_EVIDENCE.release_tag,
  candidateLabels: ['Qwen Q4_0 generic', 'Qwen Q4_0 KleidiAI'],
};
const published: WordingFacts = { ...unreleased, releaseTag: 'v1.1.0', candidateLabels: ['Q8 a', 'Q4 b'] };
const PUBLISHED_CONTEXT = /canonical|frozen|supplementary|v1\.1|\bQ8\b|\bQ4\b/i;

const allText = (facts: WordingFacts) => {
  const w = studyWording(facts);
  return [
    w.title,
    w.banner,
    w.question,
    w.decisionBoundary,
    w.commandsSentence,
    w.bundleName,
    w.roles.reference,
    w.roles.alternative,
    roleName('canonical-reference', w.roles),
    roleName('resource-alternative', w.roles),
    boundaryCaveat(facts),
  ].join('\n');
};

test.each([
  ['closed loop', unreleased],
  ['one candidate', { ...unreleased, candidateLabels: ['Mine'] }],
  ['open loop', { ...unreleased, openLoopArrival: 'poisson' }],
  ['a decision plan', { ...unreleased, decides: true }],
])('a plan naming no release gets neutral wording (%s)', (_, facts) => {
  expect(isUnpublished(facts)).toBe(true);
  expect(studyWording(facts).published).toBe(false);
  expect(allText(facts)).not.toMatch(PUBLISHED_CONTEXT);
});

test('the neutral sentences describe that plan: candidates counted, architecture named', () => {
  const w = studyWording(unreleased);
  expect(w.banner).toBe('CAPACITY STUDY · 2 CANDIDATES · Arm64');
  expect(studyWording({ ...unreleased, candidateLabels: ['Mine'] }).banner).toBe(
    'CAPACITY STUDY · 1 CANDIDATE · Arm64',
  );
  expect(w.question).toContain('each candidate');
  expect(w.question).toContain('Arm64 runner');
  expect(w.roles).toEqual({ reference: 'Quality reference', alternative: 'Alternative' });
});

test('the boundary caveat says open-loop only when the plan searched rates', () => {
  expect(boundaryCaveat(unreleased)).toContain('It is not an open-loop production-capacity benchmark');
  const open = boundaryCaveat({ ...unreleased, openLoopArrival: 'gamma' });
  expect(open).toContain('a search of gamma arrival rates within a runner-time budget');
  expect(open).not.toContain('not an open-loop');
  // In the published context the open-loop caveat keeps the release it leaves unchanged.
  expect(boundaryCaveat({ ...published, openLoopArrival: 'poisson' })).toContain(
    'a replacement for the frozen canonical v1.1 recommendation',
  );
});

test('the published context stays for a plan naming its release, or asking for it in its wording', () => {
  expect(allText(published)).toMatch(PUBLISHED_CONTEXT);
  expect(studyWording(published).banner).toBe('SUPPLEMENTARY EVIDENCE · CANONICAL v1.1 UNCHANGED');
  expect(roleName('canonical-reference')).toBe('Canonical latency choice');
  const asked = { ...unreleased, wording: { canonical_release: 'examples-qwen' } };
  expect(isUnpublished(asked)).toBe(false);
  expect(studyWording(asked).banner).toBe('SUPPLEMENTARY EVIDENCE · CANONICAL examples-qwen UNCHANGED');
});
