#!/usr/bin/env node
// The CLI's executable entry: runs main with the process's streams, directory and environment.
import { main } from './main.js';

process.exitCode = await main(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  cwd: process.cwd(),
  env: process.env,
});
