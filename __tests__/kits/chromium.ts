// Drives headless Chromium over the DevTools protocol on a pipe (--remote-debugging-pipe): no port,
// no WebSocket client (Node 20 has none unflagged), one launch gives the rendered DOM, console
// messages, every network request the page made, and a full-page screenshot.
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

const CANDIDATE_BINARIES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

/** CHROMIUM_PATH, else the first Chromium/Chrome executable on PATH; null when none is installed. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const explicit = env.CHROMIUM_PATH;
  if (explicit) return explicit;
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    for (const name of CANDIDATE_BINARIES) {
      const candidate = join(dir, name);
      try {
        accessSync(candidate, constants.X_OK);
        return candidate;
      } catch {
        // not here
      }
    }
  }
  return null;
}

export interface PageRun {
  /** `document.documentElement.outerHTML` after the load event. */
  dom: string;
  /** Console messages of level error/warning, uncaught exceptions and browser log errors. */
  consoleProblems: string[];
  /** Every URL the page requested, in order (the document itself included). */
  requests: string[];
  /** Full-page PNG when requested. */
  screenshot: Buffer | null;
  /** Values returned by the optional in-page expression. */
  evaluated: unknown;
}

export interface OpenPageOptions {
  width?: number;
  height?: number;
  screenshot?: boolean;
  /** JavaScript evaluated in the page after load (a promise is awaited); must return a JSON-serializable value. */
  evaluate?: string;
  timeoutMs?: number;
}

interface CdpMessage {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
  sessionId?: string;
}

class CdpPipe {
  private nextId = 1;
  private buffer = '';
  private readonly pending = new Map<
    number,
    { resolve: (r: Record<string, unknown>) => void; reject: (e: Error) => void }
  >();
  private readonly listeners: ((m: CdpMessage) => void)[] = [];
  private closedError: Error | null = null;

  constructor(
    private readonly out: Writable,
    input: Readable,
  ) {
    input.setEncoding('utf8');
    input.on('data', (chunk: string) => {
      this.buffer += chunk;
      let end: number;
      while ((end = this.buffer.indexOf('\0')) >= 0) {
        const text = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 1);
        this.dispatch(JSON.parse(text) as CdpMessage);
      }
    });
    input.on('close', () => this.close(new Error('browser closed the DevTools pipe')));
    out.on('error', (e) => this.close(e));
  }

  private dispatch(message: CdpMessage): void {
    if (message.id !== undefined) {
      const waiter = this.pending.get(message.id);
      if (!waiter) return;
      this.pending.delete(message.id);
      if (message.error) waiter.reject(new Error(`DevTools error: ${message.error.message}`));
      else waiter.resolve(message.result ?? {});
      return;
    }
    for (const listener of this.listeners) listener(message);
  }

  close(error: Error): void {
    if (this.closedError) return;
    this.closedError = error;
    for (const waiter of this.pending.values()) waiter.reject(error);
    this.pending.clear();
  }

  onEvent(listener: (m: CdpMessage) => void): void {
    this.listeners.push(listener);
  }

  send(
    method: string,
    params: Record<string, unknown> = {},
    sessionId?: string,
  ): Promise<Record<string, unknown>> {
    if (this.closedError) return Promise.reject(this.closedError);
    const id = this.nextId++;
    const message = JSON.stringify(sessionId ? { id, method, params, sessionId } : { id, method, params });
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.out.write(message + '\0');
    });
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function stopBrowser(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const done = await Promise.race([
    exited.then(() => true),
    new Promise<boolean>((r) => (timer = setTimeout(() => r(false), 5000))),
  ]);
  clearTimeout(timer);
  if (!done) {
    child.kill('SIGKILL');
    await exited;
  }
}

/** Kills what is left of the browser's own process group (ESRCH when nothing is). */
function reapProcessGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // group already empty
  }
}

/** Opens `url` in a fresh headless Chromium profile and reports what the page did. */
export async function openPage(
  chromium: string,
  url: string,
  options: OpenPageOptions = {},
): Promise<PageRun> {
  const width = options.width ?? 1280;
  const height = options.height ?? 2000;
  const timeoutMs = options.timeoutMs ?? 45000;
  const profile = mkdtempSync(join(tmpdir(), 'report-chromium-'));
  const child = spawn(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-extensions',
      '--disable-default-apps',
      '--mute-audio',
      '--hide-scrollbars',
      `--window-size=${width},${height}`,
      `--user-data-dir=${profile}`,
      '--remote-debugging-pipe',
      'about:blank',
    ],
    // Own process group, so helpers (zygote, renderer) left after the browser exits can be reaped by group id.
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'], detached: true },
  );
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (s: string) => {
    if (stderr.length < 20000) stderr += s;
  });
  const spawnError = new Promise<never>((_, reject) => child.once('error', reject));
  spawnError.catch(() => undefined);
  const cdp = new CdpPipe(child.stdio[3] as Writable, child.stdio[4] as Readable);
  const consoleProblems: string[] = [];
  const requests: string[] = [];
  let sessionId = '';
  let resolveLoad: () => void = () => undefined;
  const loaded = new Promise<void>((r) => (resolveLoad = r));
  cdp.onEvent((m) => {
    if (m.sessionId !== sessionId) return;
    const p = m.params ?? {};
    if (m.method === 'Page.loadEventFired') resolveLoad();
    else if (m.method === 'Network.requestWillBeSent') {
      requests.push(String((p.request as { url: string }).url));
    } else if (m.method === 'Runtime.consoleAPICalled') {
      const type = String(p.type);
      if (type === 'error' || type === 'warning' || type === 'assert') {
        const args = (p.args as { value?: unknown; description?: string }[]).map((a) =>
          String(a.value ?? a.description),
        );
        consoleProblems.push(`console.${type}: ${args.join(' ')}`);
      }
    } else if (m.method === 'Runtime.exceptionThrown') {
      const details = p.exceptionDetails as { text: string; exception?: { description?: string } };
      consoleProblems.push(`exception: ${details.exception?.description ?? details.text}`);
    } else if (m.method === 'Log.entryAdded') {
      const entry = p.entry as { level: string; text: string; url?: string };
      if (entry.level === 'error' || entry.level === 'warning') {
        consoleProblems.push(`log.${entry.level}: ${entry.text}${entry.url ? ` (${entry.url})` : ''}`);
      }
    }
  });
  try {
    const run = async (): Promise<PageRun> => {
      const { targetId } = (await cdp.send('Target.createTarget', { url: 'about:blank' })) as {
        targetId: string;
      };
      ({ sessionId } = (await cdp.send('Target.attachToTarget', { targetId, flatten: true })) as {
        sessionId: string;
      });
      for (const domain of ['Page', 'Runtime', 'Log', 'Network'])
        await cdp.send(`${domain}.enable`, {}, sessionId);
      await cdp.send(
        'Emulation.setDeviceMetricsOverride',
        { width, height, deviceScaleFactor: 1, mobile: false },
        sessionId,
      );
      const nav = (await cdp.send('Page.navigate', { url }, sessionId)) as { errorText?: string };
      if (nav.errorText) throw new Error(`navigation to ${url} failed: ${nav.errorText}`);
      await loaded;
      const evalResult = (await cdp.send(
        'Runtime.evaluate',
        { expression: 'document.documentElement.outerHTML', returnByValue: true },
        sessionId,
      )) as { result: { value: string } };
      let evaluated: unknown = undefined;
      if (options.evaluate) {
        const r = (await cdp.send(
          'Runtime.evaluate',
          // A returned promise is awaited (renderers such as mermaid are asynchronous).
          { expression: options.evaluate, returnByValue: true, awaitPromise: true },
          sessionId,
        )) as { result: { value: unknown }; exceptionDetails?: { text: string } };
        if (r.exceptionDetails) throw new Error(`in-page evaluation failed: ${r.exceptionDetails.text}`);
        evaluated = r.result.value;
      }
      let screenshot: Buffer | null = null;
      if (options.screenshot) {
        const metrics = (await cdp.send('Page.getLayoutMetrics', {}, sessionId)) as {
          cssContentSize: { width: number; height: number };
        };
        const fullHeight = Math.ceil(metrics.cssContentSize.height);
        const shot = (await cdp.send(
          'Page.captureScreenshot',
          {
            format: 'png',
            captureBeyondViewport: true,
            clip: { x: 0, y: 0, width, height: fullHeight, scale: 1 },
          },
          sessionId,
        )) as { data: string };
        screenshot = Buffer.from(shot.data, 'base64');
      }
      // Let late console/network events of the load arrive before reporting.
      await new Promise((r) => setTimeout(r, 200));
      return {
        dom: evalResult.result.value,
        consoleProblems: [...consoleProblems],
        requests: [...requests],
        screenshot,
        evaluated,
      };
    };
    return await withTimeout(Promise.race([run(), spawnError]), timeoutMs, `Chromium to render ${url}`);
  } catch (e) {
    throw new Error(`${(e as Error).message}\nChromium stderr (truncated):\n${stderr.slice(-4000)}`);
  } finally {
    await withTimeout(cdp.send('Browser.close'), 5000, 'Browser.close').catch(() => undefined);
    await stopBrowser(child);
    reapProcessGroup(child);
    for (const stream of child.stdio) stream?.destroy();
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}
