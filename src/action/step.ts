// The action's main step: read inputs once, wire the real ports (artifacts, cache, summary, sticky
// comment) and run one command. Loaded only after the runner's environment was checked.
import * as cache from '@actions/cache';
import * as core from '@actions/core';
import { GitHubArtifactStore } from '../adapters/artifacts/github-artifact-store.js';
import { inertLogText } from '../adapters/github/inert-log.js';
import { upsertStickyComment } from '../adapters/github/pr-comment.js';
import { defaultServerRegistry } from '../adapters/server/process-registry.js';
import { writeSummary } from '../adapters/summary/summary-writer.js';
import { cutMarkdown } from '../adapters/summary/truncate-markdown.js';
import { readInputs } from './inputs.js';
import { withholdCredentials } from '../adapters/process/child-env.js';
import type { ActionPorts } from './ports.js';
import { runAction } from './run-action.js';
import { serverStateFile, STATE_SERVERS } from './step-state.js';

/** The step's main run: read inputs once, wire the real ports, run one command. */
export async function runStep(): Promise<void> {
  const stateFile = serverStateFile(process.env);
  core.saveState(STATE_SERVERS, stateFile);
  defaultServerRegistry.setStateFile(stateFile);
  const inputs = readInputs();
  // The token now lives only in `inputs`: no library's child process can inherit it.
  withholdCredentials(process.env);
  const ports: ActionPorts = {
    log: {
      // Text from artifacts and plans is logged inert: it can never act as a workflow command.
      info: (m) => core.info(inertLogText(m)),
      notice: (m, p) => core.notice(m, p),
      warning: (m, p) => core.warning(m, p),
      error: (m, p) => core.error(m, p),
      startGroup: (n) => core.startGroup(n),
      endGroup: () => core.endGroup(),
    },
    setOutput: (n, v) => core.setOutput(n, v),
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
