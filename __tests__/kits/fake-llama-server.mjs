#!/usr/bin/env node
// A stand-in llama-server for orchestrator fault tests: same flags, /health, streamed
// /completion and /v1/chat/completions, with faults chosen by FAKE_LLAMA_MODE:
//   ok | crash-after:<n> (exit 1 after n completion requests) | never-healthy | stall-after:<n>
import { createServer } from 'node:http';

const args = process.argv.slice(2);
const opt = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const port = Number(opt('--port'));
const host = opt('--host') ?? '127.0.0.1';
const mode = process.env.FAKE_LLAMA_MODE ?? 'ok';
const [kind, nText] = mode.split(':');
const n = Number(nText ?? '0');
let completions = 0;
process.stderr.write(
  'load_tensors:   CPU_Mapped model buffer size =     4.75 MiB\nsystem_info: n_threads = 1 | fake\n',
);

const server = createServer((req, res) => {
  if (req.url === '/health') {
    if (kind === 'never-healthy') {
      res.writeHead(503).end('{"error":"loading"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    const request = JSON.parse(body || '{}');
    if (req.url === '/v1/chat/completions') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: '\n\n' } }] }));
      return;
    }
    completions++;
    if (kind === 'crash-after' && completions > n) process.exit(1);
    const tokens = request.n_predict ?? 8;
    res.writeHead(200, { 'content-type': 'text/event-stream', connection: 'close' });
    let i = 0;
    const tick = () => {
      if (kind === 'stall-after' && completions > n && i === 2) return; // stops sending, keeps the socket
      if (i < tokens) {
        res.write(`data: ${JSON.stringify({ content: 'x', tokens: [42], stop: false })}\n\n`);
        i++;
        setTimeout(tick, 1);
      } else {
        res.end(
          `data: ${JSON.stringify({ content: '', stop: true, stop_type: 'limit', timings: { predicted_n: tokens } })}\n\n`,
        );
      }
    };
    tick();
  });
});
server.listen(port, host);
process.on('SIGINT', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
