// The mirror directories the emulated Arm64 suites download the pinned KleidiAI archive from: an
// optional offline copy beside the checkout (../shared/vendor, absent on a plain clone: the archive
// then comes from its pinned URL or the cache), then PARETOPILOT_MIRROR_DIR.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { resolveMirrorDirs } from '../../src/adapters/models/mirror.js';

const WORKSPACE_VENDOR = resolve(process.cwd(), '..', 'shared', 'vendor');

export function vendorMirrorDirs(): string[] {
  return resolveMirrorDirs(existsSync(WORKSPACE_VENDOR) ? [WORKSPACE_VENDOR] : []);
}
