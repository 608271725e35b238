import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The committed validators must be exactly what the generator makes from schemas/ today: a schema
// edited without regenerating fails here, on a fresh clone, before any document is validated wrongly.

const script = 'scripts/generate-validators.mjs';
const committed = 'src/domain/core/generated/schema-validators.ts';

describe('generated schema validators', () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'validators-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('are in sync with schemas/', () => {
    const out = join(scratch, 'fresh.ts');
    execFileSync(process.execPath, [script, '--out', out]);
    expect(readFileSync(out, 'utf8') === readFileSync(committed, 'utf8')).toBe(true);
    expect(spawnSync(process.execPath, [script, '--check']).status).toBe(0);
  });

  it('are reported out of date when a schema changes', () => {
    const schemas = join(scratch, 'schemas');
    cpSync('schemas', schemas, { recursive: true });
    const file = join(schemas, 'status.schema.json');
    const schema = JSON.parse(readFileSync(file, 'utf8'));
    schema.description = `${schema.description ?? ''} (edited)`;
    writeFileSync(file, JSON.stringify(schema));
    const check = spawnSync(process.execPath, [script, '--check', '--schemas', schemas, '--out', committed], {
      encoding: 'utf8',
    });
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('is out of date with schemas/');
  });
});
