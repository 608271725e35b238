// The measuring steps' study events: a log group per cell; each finished cell uploaded as it ends.
import type { StudyEvents } from '../orchestrators/stages.js';
import { cellArtifactName, uploadCellArtifact } from '../orchestrators/study-uploads.js';
import type { ActionInputs } from './inputs.js';
import type { ActionPorts } from './ports.js';
import { attemptNumber } from './workflow-run.js';

export function studyEvents(
  ports: ActionPorts,
  inputs: ActionInputs,
  bundleDir: string,
  failures: string[],
): StudyEvents {
  let open: string | null = null;
  const uploads = {
    store: ports.artifacts,
    prefix: inputs.artifactPrefix,
    runAttempt: attemptNumber(ports.env),
    retentionDays: inputs.artifactRetentionDays,
  };
  return {
    log: (line) => ports.log.info(line),
    progress: (line) => {
      const m = /^(?:cell \S+ (\S+) (\S+) P(\d+)|quality \S+ (\S+) P(\d+))/.exec(line);
      const group = m ? (m[1] ? `${m[1]}/${m[2]}/p${m[3]}` : `quality ${m[4]}/p${m[5]}`) : null;
      if (group && group !== open) {
        if (open) ports.log.endGroup();
        ports.log.startGroup(group);
        open = group;
      }
      ports.log.info(line);
    },
    runFinished: async (info) => {
      if (open) {
        ports.log.endGroup();
        open = null;
      }
      const name = cellArtifactName(info.kind, info.label, uploads);
      try {
        const uploaded = await uploadCellArtifact(name, bundleDir, info, uploads);
        ports.log.info(
          `uploaded ${name} (${uploaded.size} bytes${uploaded.attempts > 1 ? `, ${uploaded.attempts} attempts` : ''})${info.ok ? '' : ' — configuration failed; logs kept'}`,
        );
      } catch (e) {
        const msg = `upload of ${name} failed after retries: ${(e as Error).message}`;
        failures.push(msg);
        ports.log.error(msg);
      }
    },
  };
}
