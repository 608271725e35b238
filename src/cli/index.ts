#!/usr/bin/env node
// The CLI's executable entry: runs main with the process's streams, directory and environment.
import { inertLogText } from '../adapters/github/inert-log.js';
import { main } from './main.js';

// In a workflow step, the runner reads this output for workflow commands: text from bundles and
// plans must stay data there.
const shown = process.env.GITHUB_ACTIONS === 'true' ? inertLogText : (s: string) => s;

process.exitCode = await main(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(shown(s)),
  stderr: (s) => process.stderr.write(shown(s)),
  cwd: process.cwd(),
  env: process.env,
});
