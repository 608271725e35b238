// The study read model: one validated entry with lazy views, and a checked baseline reader that
// accepts an older study's selections without re-deriving it.
import { toPlain } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { InputError, VerificationMismatch } from '../../../src/domain/core/errors.js';
import {
  readStudySelections,
  readStudyView,
  readValidatedStudy,
} from '../../../src/domain/study/study-model.js';
import { seedStudy, type Loose } from '../../kits/seed-study.js';

describe('readValidatedStudy', () => {
  test('gives the document, the camelCase view and the schema-shaped document of one study', () => {
    const study = readValidatedStudy(seedStudy());
    const selection = study.view.selections[0];
    const plain = study.plain.selections[0];
    expect(selection.candidateId).toBe(plain.candidate_id);
    expect(selection.selectedCell?.generatedTokensPerSecondMedian).toBe(
      plain.selected_cell?.generated_tokens_per_second_median,
    );
    expect(study.view).toBe(study.view);
    expect('source_artifacts' in study.plain).toBe(false);
    expect('source_artifacts' in study.document).toBe(true);
  });

  test('rejects a study whose recorded values do not re-derive', () => {
    const study = seedStudy() as Loose;
    study.selections[0].eligible_cell_count += 1;
    expect(() => readValidatedStudy(study)).toThrow(VerificationMismatch);
  });
});

describe('readStudySelections (a baseline)', () => {
  test('reads the same selections as the full view', () => {
    const full = readStudyView(seedStudy()).selections;
    expect(readStudySelections(seedStudy(), 'base.json')).toEqual(
      full.map((s) => ({ candidateId: s.candidateId, selectedCell: s.selectedCell })),
    );
  });

  test('an older baseline with only the compared fields still compares', () => {
    const old = parseJson(
      JSON.stringify({
        selections: [
          { candidate_id: 'q8', selected_cell: null },
          {
            candidate_id: 'q4',
            selected_cell: {
              server_parallel: 2,
              client_concurrency: 4,
              generated_tokens_per_second_median: 12.5,
            },
          },
        ],
      }),
    );
    expect(readStudySelections(old, 'base.json')).toEqual([
      { candidateId: 'q8', selectedCell: null },
      {
        candidateId: 'q4',
        selectedCell: { serverParallel: 2, clientConcurrency: 4, generatedTokensPerSecondMedian: 12.5 },
      },
    ]);
  });

  test('a malformed baseline names the file and field', () => {
    const bad = seedStudy() as Loose;
    bad.selections[1].selected_cell.server_parallel = '4';
    let error: unknown;
    try {
      readStudySelections(parseJson(JSON.stringify(toPlain(bad))), 'base.json');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toContain('base.json');
    expect((error as Error).message).toContain('/selections/1/selected_cell/server_parallel');
    expect((error as Error).message).toContain('expected an integer, found a string');
  });
});
