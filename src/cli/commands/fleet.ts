// `fleet` and `verify-fleet`: one capacity plan studied on several runners, compared and priced.
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { runnerLabelProblem } from '../../domain/fleet/fleet.js';
import { MAX_USD_PER_MINUTE, MIN_USD_PER_MINUTE } from '../../domain/fleet/prices.js';
import { buildFleet, writeFleetBundle, type RunnerSource } from '../../orchestrators/fleet-bundle.js';
import { verifyFleetBundle } from '../../orchestrators/verify-fleet-bundle.js';
import { EXIT_MISMATCH, EXIT_OK } from '../exit-codes.js';
import { parseCommandArgs, runCommand, type CommandIo } from '../io.js';
import { UsageError } from '../errors.js';
import {
  assertOutsideBundleOutput,
  checkBundleOutput,
  checkCommandOutput,
  inputBundle,
  inputFile,
  STDOUT_OUTPUT,
  writeCommandOutput,
  type CommandInput,
} from '../output.js';

export const FLEET_HELP = `Usage: paretopilot-capacity fleet LABEL=PATH... [options]

Compares one capacity plan studied on several runners. Each LABEL=PATH names a runner (its
runs-on label) and its study bundle directory (or its capacity-study.json). Every study is
re-derived and validated first; a bundle's SHA256SUMS must match its study, status and receipt.
A tampered or non-reproducible study is refused (exit 1).

Options:
  --runner LABEL=PATH            Same as a positional LABEL=PATH (repeatable).
  --missing LABEL                A runner that left no bundle; the fleet marks it incomplete.
  --artifact LABEL=NAME          Artifact name recorded for LABEL (default: the bundle directory's name).
  --prices <prices.json>         {"<label>": {"usd_per_minute": <number>}}: adds USD per million
                                 generated tokens and decides by the lowest cost. Each price must
                                 lie between ${MIN_USD_PER_MINUTE} and ${MAX_USD_PER_MINUTE} USD per minute.
  --min-tokens-per-second <n>    Only points at or above n generated tok/s are considered.
  -o, --output <file>            Where to write capacity-fleet.json.
  --receipt <file>               Where to write the Markdown fleet receipt (with --output or alone).
                                 One of the two may be - (stdout) when it is the only output.
  --bundle <dir>                 Write a fleet bundle (fleet JSON, receipt, HTML report, each
                                 runner's study/status/receipt, prices, SHA256SUMS) for verify-fleet
                                 into a new or empty directory whose parent exists. It never is,
                                 holds or lies inside an input, nor holds the working directory.
  --force                        Overwrite existing outputs (a non-empty --bundle is replaced whole).

For a plan with a decision block, every runner's best eligible point carries an interval, runners
are compared with the intervals of both studies, and a difference the noise cannot support is
reported as no detectable difference; the plan's tie rule then chooses (with prices: the cheaper
estimate). Otherwise the decision is the lowest USD per million tokens with prices, else the
highest median generated tok/s; ties (within the plan's objective tolerance) are broken by the
plan's tie-breakers.
Exit codes: 0 written, 1 a study failed verification, 2 bad usage or input.
`;

export const VERIFY_FLEET_HELP = `Usage: paretopilot-capacity verify-fleet <fleet-bundle-dir>

Checks SHA256SUMS, each runner's study against the sha256 recorded in capacity-fleet.json,
re-derives every study and the fleet, and byte-compares capacity-fleet.json, the fleet receipt
and the fleet HTML report. Exit 0 when everything matches, 1 on any mismatch, 2 when unreadable.
`;

function splitPair(value: string, option: string): [string, string] {
  const eq = value.indexOf('=');
  if (eq <= 0 || eq === value.length - 1)
    throw new UsageError(`${option} expects LABEL=VALUE, got ${JSON.stringify(value)}`);
  const label = value.slice(0, eq);
  const problem = runnerLabelProblem(label);
  if (problem) throw new UsageError(`${option}: runner label ${problem}`);
  return [label, value.slice(eq + 1)];
}

export async function fleetCommand(argv: string[], io: CommandIo): Promise<number> {
  return runCommand('fleet', io, async () => {
    const { values, positionals } = parseCommandArgs(argv, {
      runner: { type: 'string', multiple: true },
      missing: { type: 'string', multiple: true },
      artifact: { type: 'string', multiple: true },
      prices: { type: 'string' },
      'min-tokens-per-second': { type: 'string' },
      output: { type: 'string', short: 'o' },
      receipt: { type: 'string' },
      bundle: { type: 'string' },
      force: { type: 'boolean' },
    });
    if (values.help) {
      io.stdout(FLEET_HELP);
      return EXIT_OK;
    }
    const runners: RunnerSource[] = [];
    const labels = new Set<string>();
    const add = (label: string, path: string | null) => {
      if (labels.has(label)) throw new UsageError(`runner ${JSON.stringify(label)} is given twice`);
      labels.add(label);
      runners.push({ label, path });
    };
    for (const p of [...positionals, ...(values.runner ?? [])]) {
      const [label, path] = splitPair(p, 'runner');
      add(label, path);
    }
    for (const label of values.missing ?? []) {
      const problem = runnerLabelProblem(label);
      if (problem) throw new UsageError(`--missing: runner label ${problem}`);
      add(label, null);
    }
    for (const a of values.artifact ?? []) {
      const [label, name] = splitPair(a, '--artifact');
      const i = runners.findIndex((r) => r.label === label);
      if (i < 0)
        throw new UsageError(`--artifact names runner ${JSON.stringify(label)}, which is not in the fleet`);
      runners[i] = { ...runners[i], artifactName: name };
    }
    if (runners.length === 0) throw new UsageError('expected at least one LABEL=PATH runner');
    if (values.output === undefined && values.receipt === undefined && values.bundle === undefined)
      throw new UsageError('expected --output <file>, --receipt <file> and/or --bundle <dir>');
    if (values.bundle === STDOUT_OUTPUT)
      throw new UsageError(
        '--bundle -: a fleet bundle is a directory of several files, so it cannot go to standard output; give a directory (./- for a directory named "-")',
      );
    let min: number | null = null;
    const minText = values['min-tokens-per-second'];
    if (minText !== undefined) {
      min = /^[0-9]+(\.[0-9]+)?$/.test(minText) ? Number(minText) : Number.NaN;
      if (!(min > 0))
        throw new UsageError(
          `--min-tokens-per-second must be a number greater than 0, got ${JSON.stringify(minText)}`,
        );
    }
    if (values.output && values.receipt && resolve(io.cwd, values.output) === resolve(io.cwd, values.receipt))
      throw new UsageError('--output and --receipt must name different files');
    const bundle = values.bundle;
    // Standard output holds one document: `-` only where the fleet writes nothing else.
    const toStdout = [values.output, values.receipt].filter((o) => o === STDOUT_OUTPUT).length;
    const written = [values.output, values.receipt, bundle].filter((o) => o !== undefined).length;
    if (toStdout && written > 1)
      throw new UsageError(
        `- (stdout) can take only one output, and this fleet writes ${written} (${[
          values.output && `--output ${values.output}`,
          values.receipt && `--receipt ${values.receipt}`,
          bundle !== undefined && `--bundle ${bundle}`,
        ]
          .filter(Boolean)
          .join(', ')}): give file paths, or ask for one output only`,
      );
    // With a document on stdout, the summary lines go to stderr.
    const say = toStdout ? io.stderr : io.stdout;
    // Outputs never replace what the fleet reads: runner studies or bundles, and the prices.
    const inputs: CommandInput[] = [];
    for (const r of runners) {
      if (r.path === null) continue;
      const isDir = (await stat(resolve(io.cwd, r.path)).catch(() => null))?.isDirectory();
      inputs.push(isDir ? inputBundle(io.cwd, r.path) : inputFile(io.cwd, r.path));
    }
    if (values.prices) inputs.push(inputFile(io.cwd, values.prices));
    const force = values.force === true;
    // Every output is checked before any work and again just before anything is written, so a
    // refused command writes nothing.
    const checkOutputs = async () => {
      for (const out of [values.output, values.receipt]) {
        if (out === undefined) continue;
        await checkCommandOutput(io.cwd, out, { force, inputs });
        if (bundle !== undefined) await assertOutsideBundleOutput(io.cwd, out, { dir: bundle });
      }
      if (bundle !== undefined) await checkBundleOutput(io.cwd, bundle, { force, inputs });
    };
    await checkOutputs();
    const result = await buildFleet({ runners, pricesPath: values.prices, minTokensPerSecond: min }, io.cwd);
    await checkOutputs();
    const emit = async (out: string, text: string) =>
      out === STDOUT_OUTPUT ? io.stdout(text) : writeCommandOutput(io.cwd, out, text, { force, inputs });
    if (values.output) await emit(values.output, result.json);
    if (values.receipt) await emit(values.receipt, result.receipt);
    if (bundle !== undefined) await writeFleetBundle(resolve(io.cwd, bundle), result, force, bundle);
    const decision = result.fleet.decision as { choice: Record<string, unknown> | null; reason: string };
    const f = result.fleet;
    say(`fleet: ${String(f.complete_runner_count)} of ${String(f.runner_count)} runner(s) complete\n`);
    const c = decision.choice;
    say(
      c
        ? `decision: ${String(c.runner)} · ${String(c.candidate_id)} · P${String(c.server_parallel)} / C${String(c.client_concurrency)}\n`
        : 'decision: none\n',
    );
    say(`  ${decision.reason}\n`);
    return EXIT_OK;
  });
}

export async function verifyFleetCommand(argv: string[], io: CommandIo): Promise<number> {
  return runCommand('verify-fleet', io, async () => {
    const { values, positionals } = parseCommandArgs(argv, {});
    if (values.help) {
      io.stdout(VERIFY_FLEET_HELP);
      return EXIT_OK;
    }
    if (positionals.length !== 1) throw new UsageError('expected exactly one fleet bundle directory');
    io.stdout(`verify-fleet: ${positionals[0]}\n`);
    const { lines, problems } = await verifyFleetBundle(resolve(io.cwd, positionals[0]), positionals[0]);
    for (const l of lines) io.stdout(`${l}\n`);
    return problems.length ? EXIT_MISMATCH : EXIT_OK;
  });
}
