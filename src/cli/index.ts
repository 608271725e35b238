#!/usr/bin/env node
// The CLI's executable entry: runs main with the process's streams, directory and environment.
import { main } from './main.js';
import { processStreams } from './process-streams.js';

const streams = processStreams(process.env, (code) => (process.exitCode = code));

process.exitCode = streams.exitCode(
  await main(process.argv.slice(2), {
    stdout: streams.stdout,
    stderr: streams.stderr,
    cwd: process.cwd(),
    env: process.env,
  }),
);
