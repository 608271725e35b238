// Runs before every test file: studies started by tests register in a folder of this test process
// only, so test files running side by side (and other test runs on the machine) do not refuse each
// other as "another study is running on this machine". Tests of that register set their own.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.PARETOPILOT_MACHINE_LOCK_DIR ??= join(tmpdir(), `pp-machine-register-${process.pid}`);
