// Action entry (main and post in one bundle): read inputs once, wire the real ports, run one
// command, and fail the step in exactly one place.
import * as cache from '@actions/cache';
import * as core from '@actions/core';
import { join } from 'node:path';
import { GitHubArtifactStore } from '../adapters/artifacts/github-artifact-store.js';
import { upsertStickyComment } from '../adapters/github/pr-comment.js';
import { defaultServerRegistry, killLeftoverServers } from '../adapters/server/process-registry.js';
import { writeSummary } from '../adapters/summary/summary-writer.js';
import { cutMarkdown } from '../adapters/summary/truncate-markdown.js';
import { readInputs } from './inputs.js';
import { withholdCredentials } from '../adapters/process/child-env.js';
import { stepFailure } from './outcome.js';
import { runAction, type ActionPorts } from './run-action.js';

const STATE_IS_POST = 'isPost';
const STATE_SERVERS = 'serverStateFile';

function serverStateFile(env: NodeJS.ProcessEnv): string {
  return join(env.RUNNER_TEMP ?? '/tmp', `paretopilot-capacity-servers-${env.GITHUB_JOB ?? 'job'}.json`);
}

async function post(): Promise<void> {
  const file = core.getState(STATE_SERVERS);
  if (!file) return;
  const report = await killLeftoverServers(file);
  for (const r of report.results) {
    const where = `llama-server on port ${r.record.port} (time pid ${r.record.timePid})`;
    if (r.outcome === 'unverified')
      core.info(`left ${where} alone: the process under that pid is not provably the one recorded`);
    else if (r.outcome === 'survived') core.warning(`stopped leftover ${where}: survived`);
    else core.info(`stopped leftover ${where}: ${r.outcome}`);
  }
  if (!report.results.length) core.info('no llama-server left behind');
}

async function main(): Promise<void> {
  core.saveState(STATE_IS_POST, 'true');
  const stateFile = serverStateFile(process.env);
  core.saveState(STATE_SERVERS, stateFile);
  defaultServerRegistry.setStateFile(stateFile);
  const inputs = readInputs();
  // The token now lives only in `inputs`: no library's child process can inherit it.
  withholdCredentials(process.env);
  const ports: ActionPorts = {
    log: {
      info: (m) => core.info(m),
      notice: (m, p) => core.notice(m, p),
      warning: (m, p) => core.warning(m, p),
      error: (m, p) => core.error(m, p),
      startGroup: (n) => core.startGroup(n),
      endGroup: () => core.endGroup(),
    },
    setOutput: (n, v) => core.setOutput(n, v),
    setFailed: (m) => core.setFailed(m),
    artifacts: new GitHubArtifactStore({
      onRetry: (e) => core.warning(`artifact upload retry: ${JSON.stringify(e)}`),
    }),
    cache:
      inputs.cache && cache.isFeatureAvailable()
        ? {
            restore: async (paths, key) => (await cache.restoreCache(paths, key)) !== undefined,
            save: async (paths, key) => {
              await cache.saveCache(paths, key);
            },
          }
        : null,
    writeSummary: (markdown, bundle) => writeSummary(markdown, { bundleLink: bundle }),
    upsertComment: (options) => upsertStickyComment(options, { truncate: (md, max) => cutMarkdown(md, max) }),
    env: process.env,
    cwd: process.env.GITHUB_WORKSPACE ?? process.cwd(),
  };
  const result = await runAction(inputs, ports);
  if (result.failures.length) core.setFailed(result.failures.join('\n'));
}

async function entry(): Promise<void> {
  try {
    if (core.getState(STATE_IS_POST) === 'true') await post();
    else await main();
  } catch (e) {
    core.setFailed(stepFailure(e));
  }
}

await entry();
