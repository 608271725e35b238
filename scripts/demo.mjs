// `npm run demo:arm64`: runs `paretopilot-capacity demo --example <name>` from this checkout, with
// the KleidiAI source archive of ../shared/vendor as a download mirror when that directory exists
// (offline development machines); elsewhere the pinned archive is downloaded and verified.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const example = process.argv[2] ?? 'tiny';
const vendor = resolve(root, '..', 'shared', 'vendor');
const args = [join(root, 'dist', 'cli', 'index.js'), 'demo', '--example', example, ...process.argv.slice(3)];
if (existsSync(vendor)) args.push('--mirror-dir', vendor);
const r = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: root });
process.exit(r.status ?? 1);
