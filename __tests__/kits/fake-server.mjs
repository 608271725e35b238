// Imitates llama-server's lifecycle for fault tests. Options:
//   --port N                 listen on 127.0.0.1:N (bind failure: llama-server's message, exit 1)
//   --healthy-after-ms N     /health answers 503 "Loading model" until N ms after start (default 0)
//   --never-healthy          /health always answers 503
//   --no-listen              never open the port
//   --crash-before-health-ms N  exit (code --exit-code, default 1) N ms after start, before health
//   --crash-after-health-ms N   exit N ms after becoming healthy
//   --crash-signal SIG       end crashes by killing itself with SIG instead of exiting
//   --exit-code N            exit code for crashes (default 1)
//   --stderr-lines N         print N numbered lines to stderr at start ("fake log line <i>")
//   --kleidiai-markers N     print N llama.cpp-style KleidiAI buffer lines to stderr
//   --system-info TEXT       print "system_info: TEXT" to stderr
//   --alloc-mib N            touch N MiB of memory so peak RSS is visibly larger
//   --ignore-sigint / --ignore-sigterm   keep running when those signals arrive
import { createServer } from 'node:http';
import { Buffer } from 'node:buffer';
import process from 'node:process';
import { setInterval, setTimeout } from 'node:timers';

const args = process.argv.slice(2);
const opts = {};
for (let i = 0; i < args.length; i += 1) {
  const key = args[i].replace(/^--/, '');
  const next = args[i + 1];
  if (next !== undefined && !next.startsWith('--')) {
    opts[key] = next;
    i += 1;
  } else {
    opts[key] = true;
  }
}
const num = (key, fallback) => (opts[key] === undefined ? fallback : Number(opts[key]));

const started = Date.now();
const exitCode = num('exit-code', 1);
const crash = () => {
  process.stderr.write(`fake: crashing now (pid ${process.pid})\n`);
  if (opts['crash-signal']) {
    process.kill(process.pid, opts['crash-signal']);
  } else {
    process.exit(exitCode);
  }
};

process.stderr.write(`fake: pid ${process.pid}\n`);
for (let i = 1; i <= num('stderr-lines', 0); i += 1) {
  process.stderr.write(`fake log line ${i}\n`);
}
if (opts['system-info']) {
  process.stderr.write(`system_info: ${opts['system-info']}\n`);
}
for (let i = 0; i < num('kleidiai-markers', 0); i += 1) {
  process.stderr.write(`load_tensors:   CPU_KLEIDIAI model buffer size =    12.34 MiB\n`);
}
const allocated = [];
if (num('alloc-mib', 0) > 0) {
  const buffer = Buffer.alloc(num('alloc-mib', 0) * 1024 * 1024, 1);
  allocated.push(buffer);
}

process.on('SIGINT', () => {
  process.stderr.write('fake: got SIGINT\n');
  if (!opts['ignore-sigint']) {
    process.exit(0);
  }
});
if (opts['ignore-sigterm']) {
  process.on('SIGTERM', () => process.stderr.write('fake: ignoring SIGTERM\n'));
}

// Keeps the process alive even without a listener.
setInterval(() => allocated.length, 60_000);

if (opts['crash-before-health-ms'] !== undefined) {
  setTimeout(crash, num('crash-before-health-ms', 0));
}

const healthyAfter = num('healthy-after-ms', 0);
let announcedHealthy = false;
const server = createServer((req, res) => {
  if (req.url === '/health') {
    const ready = !opts['never-healthy'] && Date.now() - started >= healthyAfter;
    if (ready && !announcedHealthy) {
      announcedHealthy = true;
      if (opts['crash-after-health-ms'] !== undefined) {
        setTimeout(crash, num('crash-after-health-ms', 0));
      }
    }
    res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' });
    res.end(
      ready
        ? '{"status":"ok"}'
        : '{"error":{"code":503,"message":"Loading model","type":"unavailable_error"}}',
    );
    return;
  }
  res.writeHead(404);
  res.end();
});

if (!opts['no-listen']) {
  const port = num('port', 0);
  server.on('error', (error) => {
    process.stderr.write(`fake: listen error ${error.code}\n`);
    process.stderr.write(`main: couldn't bind HTTP server socket, hostname: 127.0.0.1, port: ${port}\n`);
    process.exit(1);
  });
  server.listen({ host: '127.0.0.1', port, exclusive: true }, () => {
    process.stderr.write(`main: server is listening on http://127.0.0.1:${port}\n`);
  });
}
