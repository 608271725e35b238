#!/usr/bin/env node
// The CLI's executable entry: runs main with the process's streams, directory and environment.
import { main } from './main.js';
import { pipeSafeWriter, shownFor } from './process-streams.js';

const shown = shownFor(process.env);

process.exitCode = await main(process.argv.slice(2), {
  stdout: pipeSafeWriter(process.stdout, shown),
  stderr: pipeSafeWriter(process.stderr, shown),
  cwd: process.cwd(),
  env: process.env,
});
