// `check`: validates a study's inputs without building or downloading and lists every problem at once.
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { defaultCacheDir } from '../../adapters/cache/cache-dir.js';
import { ASSUMED_SECONDS_PER_REQUEST, minutes } from '../../domain/plan/check-report.js';
import { checkStudy, type CheckReport } from '../../orchestrators/check.js';
import { EXIT_OK, EXIT_USAGE } from '../exit-codes.js';
import { UsageError } from '../errors.js';
import { parseCommandArgs, runCommand, type CommandIo } from '../io.js';
import { MODEL_FLAG_OPTIONS, readDownloadTimeout, readModelToken } from '../model-token.js';

const HELP = `Usage: paretopilot-capacity check --plan <capacity.json | capacity-run.json> [--offline] [--cache-dir <dir>] [--json]
       paretopilot-capacity check <capacity.json | capacity-run.json | folder holding one>

Validates an authored plan (docs/plans.md) and the documents it derives, or a run spec and the
capacity plan, load plan and evaluation suite it names, the pins and
every candidate without building or downloading anything, and lists every problem at once, each
with its file, JSON pointer and a fix. Model URLs (and a KleidiAI archive the run spec pins) are
asked for their status and size: one HEAD request each (a range request where HEAD is refused),
through HTTPS_PROXY/NO_PROXY like downloads; a host that does not answer is skipped, not a
problem. A local model's size and sha256 are verified. Says which builds and models are already cached, estimates the study's servers,
requests and run time, and warns about confounded comparisons.

  --plan <file>      the authored plan (capacity.json) or the run spec (capacity-run.json)
  --offline          send no network request (URLs are then not checked)
  --cache-dir <dir>  the cache to look in, never written (default $PARETOPILOT_CACHE_DIR or ~/.cache/paretopilot-capacity)
  --json             print the report as JSON
  --token-env <NAME> send the token this variable holds (e.g. HF_TOKEN) with the probes, so a gated model
                     you can read is not reported; without it or --token-origin, check sends no token at
                     all (a plan someone else wrote names the hosts); only over https, to the Hub
                     (https://huggingface.co or $HF_ENDPOINT) and origins --token-origin names
  --token-origin <https://host[:port]>
                     another origin the token may be sent to; repeatable; implies --token-env HF_TOKEN
  --download-timeout <seconds>
                     how long each URL's probe may take in all (default 10)

Exit 0 when there is no problem (warnings allowed), 2 when there is any.
`;

const where = (p: { file: string; pointer: string }) => `${p.file}: ${p.pointer || '/'}`;

function renderReport(r: CheckReport): string {
  const lines: string[] = [];
  for (const p of r.problems) lines.push(`problem: ${where(p)}: ${p.message}`, `  fix: ${p.fix}`);
  for (const w of r.warnings) lines.push(`warning: ${w}`);
  for (const s of r.skipped) lines.push(`skipped: ${s}`);
  for (const v of r.verified) lines.push(`ok: ${v}`);
  for (const b of r.cache.builds) lines.push(`cache: build ${b}`);
  for (const m of r.cache.models) lines.push(`cache: model ${m}`);
  const e = r.estimate;
  if (e) {
    lines.push(
      `estimate: ${e.serverConfigurations} server starts, ${e.requests} requests`,
      ...e.inputs.map((i) => `  ${i}`),
      `  upper bound from timeouts: ${minutes(e.upperBoundSeconds)} min; at an assumed ${ASSUMED_SECONDS_PER_REQUEST} s a request: about ${minutes(e.assumedSeconds)} min of runner time, builds and downloads not included; the runner's speed decides the real time`,
    );
  }
  lines.push(
    r.problems.length
      ? `${r.spec}: ${r.problems.length} problem${r.problems.length === 1 ? '' : 's'}`
      : `${r.spec}: no problems${r.warnings.length ? ` (${r.warnings.length} warning${r.warnings.length === 1 ? '' : 's'})` : ''}`,
  );
  return `${lines.join('\n')}\n`;
}

export async function checkCommand(argv: string[], io: CommandIo): Promise<number> {
  return runCommand('check', io, async () => {
    const { values, positionals } = parseCommandArgs(argv, {
      plan: { type: 'string' },
      offline: { type: 'boolean' },
      'cache-dir': { type: 'string' },
      json: { type: 'boolean' },
      ...MODEL_FLAG_OPTIONS,
    });
    if (values.help) {
      io.stdout(HELP);
      return EXIT_OK;
    }
    if (positionals.length > 1 || (positionals.length === 1) === (values.plan !== undefined))
      throw new UsageError('give the plan once: --plan <capacity.json | capacity-run.json> or one path');
    let specPath = values.plan ?? positionals[0];
    // A folder (an example) stands for the plan it holds: an authored capacity.json, else a run spec.
    if ((await stat(resolve(io.cwd, specPath)).catch(() => undefined))?.isDirectory()) {
      const found = async (name: string) =>
        (await stat(resolve(io.cwd, join(specPath, name))).catch(() => undefined))
          ? join(specPath, name)
          : undefined;
      const inside = (await found('capacity.json')) ?? (await found('capacity-run.json'));
      if (!inside)
        throw new UsageError(
          `${specPath} holds no capacity.json or capacity-run.json: give the path of an authored plan or a run spec`,
        );
      specPath = inside;
    }
    const env = io.env ?? process.env;
    // Asked for explicitly or not at all: the plan under check names the hosts the probes go to.
    const asked = values['token-env'] !== undefined || values['token-origin'] !== undefined;
    const { token } = asked
      ? readModelToken(values['token-env'], env, values['token-origin'])
      : { token: undefined };
    const report = await checkStudy(specPath, io.cwd, {
      cacheDir: resolve(io.cwd, values['cache-dir'] ?? defaultCacheDir(env)),
      offline: values.offline === true,
      env,
      modelToken: token,
      timeoutMs: readDownloadTimeout(values['download-timeout']),
      dispatcher: io.dispatcher,
    });
    io.stdout(values.json ? `${JSON.stringify(report, null, 2)}\n` : renderReport(report));
    return report.problems.length ? EXIT_USAGE : EXIT_OK;
  });
}
