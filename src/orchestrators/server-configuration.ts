// One measured configuration: a fresh llama-server under time -v, its command and evidence files,
// the loopback port it listens on, and the hook that uploads its artifacts as soon as it ends.
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startServer, type ServerHandle, type StopResult } from '../adapters/server/llama-server.js';
import { isPortFree } from '../adapters/server/free-port.js';
import { CELL_KIND_FILES } from '../domain/bundle/artifact-layout.js';
import { scaledSeconds } from '../domain/build/launcher.js';
import { commandDocument, sha256Hex } from '../domain/core/hashing.js';
import { canonicalJson, type JsonObject } from '../domain/core/json.js';
import { writeWorkflowJson } from '../domain/bundle/status.js';
import { StageError, workPaths, type StudyEvents, type StudyOptions } from './stages.js';
import type { StudyContext } from './study-context.js';
import { SERVER_FILES } from '../domain/bundle/bundle-layout.js';

export interface PortAllocator {
  portFor(nominal: number): Promise<number>;
}

export function portAllocator(): PortAllocator {
  const used = new Set<number>();
  return {
    async portFor(nominal) {
      // Ports only isolate processes; a busy nominal port moves up by 1000 until one is free.
      for (let p = nominal; p < 65535; p += 1000) {
        if (!used.has(p) && (await isPortFree(p))) {
          used.add(p);
          return p;
        }
      }
      throw new StageError('measure', `no free loopback port near ${nominal}`);
    },
  };
}

async function writeRunEvidence(
  dir: string,
  result: StopResult | null,
  handle: ServerHandle | null,
  extra: JsonObject,
): Promise<void> {
  const evidence: JsonObject = {
    ...extra,
    healthy_after_ms: handle ? handle.healthyAfterMs : null,
    stopped_with: result?.stoppedWith ?? null,
    exit_code: result?.exitCode ?? null,
    unexpected_exit: result?.unexpectedExit ?? null,
    peak_rss_kib: result?.peakRssKib ?? null,
    kleidiai_model_buffer_marker_count: result?.kleidiaiMarkerCount ?? null,
    system_info: result?.systemInfo ?? null,
  };
  await writeFile(join(dir, SERVER_FILES.evidence), canonicalJson(evidence));
}

export async function runConfiguration<T>(args: {
  ctx: StudyContext;
  options: StudyOptions;
  launcher?: string[];
  kind: 'run' | 'quality';
  label: string;
  dir: string;
  argv: string[];
  port: number;
  events: StudyEvents;
  /** `requestDeadlineSeconds`: the run spec's request deadline, scaled under a launcher. */
  body: (
    handle: ServerHandle,
    commandSha256: string,
    requestDeadlineSeconds: number | undefined,
  ) => Promise<T>;
}): Promise<T> {
  const { dir, argv, events } = args;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const commandBytes = writeWorkflowJson(commandDocument(argv));
  await writeFile(join(dir, SERVER_FILES.command), commandBytes);
  let handle: ServerHandle | null = null;
  let stop: StopResult | null = null;
  let ok = false;
  try {
    try {
      handle = await startServer({
        argv,
        port: args.port,
        logDir: dir,
        cwd: workPaths(args.options.workDir).root,
        launcher: args.launcher,
        healthDeadlineMs: scaledSeconds(args.ctx.spec.timeouts.healthSeconds, args.launcher) * 1000,
      });
    } catch (e) {
      throw new StageError(
        args.kind === 'run' ? 'measure' : 'quality',
        `server for ${args.label} did not start: ${(e as Error).message}`,
        args.label,
      );
    }
    let result: T;
    try {
      const requestDeadline = args.ctx.spec.timeouts.requestDeadlineSeconds;
      result = await args.body(
        handle,
        sha256Hex(commandBytes),
        requestDeadline === null ? undefined : scaledSeconds(requestDeadline, args.launcher),
      );
    } finally {
      stop = await handle.stop();
    }
    if (stop.unexpectedExit)
      throw new StageError(
        args.kind === 'run' ? 'measure' : 'quality',
        `server for ${args.label} exited during measurement (exit ${stop.exitCode ?? stop.signal})`,
        args.label,
      );
    ok = true;
    return result;
  } catch (e) {
    if (e instanceof StageError) throw e;
    throw new StageError(
      args.kind === 'run' ? 'measure' : 'quality',
      `${args.label}: ${(e as Error).message}`,
      args.label,
    );
  } finally {
    await writeRunEvidence(dir, stop, handle, { label: args.label, status: ok ? 'complete' : 'failed' });
    const present: string[] = [];
    for (const f of CELL_KIND_FILES[args.kind]) {
      try {
        await access(join(dir, f));
        present.push(f);
      } catch {
        // not produced by this configuration
      }
    }
    await events.runFinished?.({ kind: args.kind, label: args.label, dir, files: present, ok });
  }
}
