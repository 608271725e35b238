// The measuring steps' study events: a log group per cell; each finished cell uploaded with its sha256s.
import { relative } from 'node:path';
import { writeSha256List } from '../adapters/bundle/checksums.js';
import { CELL_SUMS_FILE } from '../domain/bundle/bundle-layout.js';
import { artifactName } from '../domain/bundle/artifact-names.js';
import type { StudyEvents } from '../orchestrators/stages.js';
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
  const runAttempt = attemptNumber(ports.env);
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
      const [passOrCandidate, ...rest] = info.label.split('/');
      const parts =
        info.kind === 'run'
          ? {
              prefix: inputs.artifactPrefix,
              kind: 'run' as const,
              pass: passOrCandidate,
              candidate: rest[0],
              serverParallel: Number(rest[1].slice(1)),
              runAttempt,
            }
          : {
              prefix: inputs.artifactPrefix,
              kind: 'quality' as const,
              candidate: passOrCandidate,
              serverParallel: Number(rest[0].slice(1)),
              runAttempt,
            };
      const name = artifactName(parts);
      try {
        const files = [...(await writeSha256List(info.dir, info.files, CELL_SUMS_FILE)), CELL_SUMS_FILE];
        const relDir = relative(bundleDir, info.dir).split('\\').join('/');
        const uploaded = await ports.artifacts.uploadDirectory(
          name,
          bundleDir,
          files.map((f) => `${relDir}/${f}`),
          { retentionDays: inputs.artifactRetentionDays },
        );
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
