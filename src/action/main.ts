// Action entry (main and post in one bundle): check the runner's environment, then load and run the
// step, failing it in exactly one place. Libraries that read the environment when they load
// (@actions/github parses the event file) are loaded only after the check.
import * as core from '@actions/core';
import { stepFailure } from './outcome.js';
import { checkRunnerEnvironment } from './runner-environment-check.js';
import { STATE_IS_POST } from './step-state.js';

async function entry(): Promise<void> {
  try {
    if (core.getState(STATE_IS_POST) === 'true') await (await import('./post.js')).runPost();
    else {
      // Saved first, so the post step runs as the post step even when this step fails right away.
      core.saveState(STATE_IS_POST, 'true');
      // The runner masks its artifact token; a service that echoes it back is masked here too.
      if (process.env.ACTIONS_RUNTIME_TOKEN) core.setSecret(process.env.ACTIONS_RUNTIME_TOKEN);
      checkRunnerEnvironment(process.env);
      await (await import('./step.js')).runStep();
    }
  } catch (e) {
    core.setFailed(stepFailure(e));
  }
}

await entry();
