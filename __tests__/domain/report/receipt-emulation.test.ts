// The emulation notice is driven by the manifest (provenance.host_evidence.launcher) and only there.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toPlain } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { renderReceipt, type ReceiptOptions } from '../../../src/domain/report/receipt.js';
import type { StudyDocument } from '../../../src/domain/study/study-model.js';
import { emulationNotice, recordedLauncher } from '../../../src/domain/report/receipt-emulation.js';

const SEED = join(process.cwd(), '__tests__', 'fixtures', 'reference', 'seed-bundle');
const study = (): StudyDocument =>
  toPlain(parseJson(readFileSync(join(SEED, 'capacity-study.json'), 'utf8'))) as unknown as StudyDocument;
const OPTIONS: ReceiptOptions = {
  toolName: 'paretopilot-capacity',
  toolVersion: '1.2.3',
  toolRepository: 'paretopilot/capacity',
};
const LAUNCHER = {
  kind: 'user-mode emulator',
  emulator: 'qemu-aarch64',
  version: 'qemu-aarch64 version 7.2.22 (Debian 1:7.2+dfsg-7+deb12u18+b3)',
  argv: ['qemu-aarch64', '-cpu', 'max', '-L', '/usr/aarch64-linux-gnu'],
  emulated_cpu: 'max',
  host_architecture: 'x64',
  guest_architecture: 'arm64',
};

test('a native study (the published seed) gets no notice', () => {
  expect(emulationNotice(study())).toEqual([]);
  expect(recordedLauncher(study().provenance)).toBeNull();
});

test('an emulated study says plainly, right after the selected points, that its numbers come from emulation', () => {
  const native = renderReceipt(study(), OPTIONS);
  const s = study();
  (s.provenance as unknown as { host_evidence: unknown }).host_evidence = { launcher: LAUNCHER };
  const emulated = renderReceipt(s, OPTIONS);
  const notice =
    '> **Emulated run:** every llama-server in this study was built for arm64 and ran under the user-mode emulator `qemu-aarch64` (qemu-aarch64 version 7.2.22 (Debian 1:7.2+dfsg-7+deb12u18+b3); emulated CPU `max`) on a host of architecture x64. Every throughput, latency and memory figure below comes from emulation and says nothing about the speed of an Arm64 CPU; only the build, symbol and KleidiAI marker evidence is the real thing.';
  expect(emulated).toContain(`\n\n${notice}\n`);
  const selected = emulated.indexOf('## Selected operating points');
  const nextHeading = emulated.indexOf('\n## ', selected + 1);
  expect(emulated.indexOf(notice)).toBeGreaterThan(selected);
  expect(emulated.indexOf(notice)).toBeLessThan(nextHeading);
  // nothing else changes
  expect(emulated.replace(`\n\n${notice}`, '')).toBe(native);
});

test('hostile or partial launcher records are escaped or ignored', () => {
  expect(recordedLauncher({ host_evidence: { launcher: { emulator: '' } } })).toBeNull();
  expect(recordedLauncher({ host_evidence: { launcher: 'qemu' } })).toBeNull();
  expect(recordedLauncher({ host_evidence: null })).toBeNull();
  const lines = emulationNotice({ provenance: { host_evidence: { launcher: { emulator: 'q|emu`x' } } } });
  expect(lines[1]).toContain('q\\|emu\\`x');
  expect(lines[1]).toContain('version not recorded');
});

test('a manifest launcher record must say what ran the servers', async () => {
  const { parseManifest } = await import('../../../src/domain/measurement/manifest.js');
  const { parseCapacityPlan } = await import('../../../src/domain/plan/plan.js');
  const plan = parseCapacityPlan(parseJson(readFileSync(join(SEED, 'capacity-plan.json'), 'utf8')));
  const manifest = JSON.parse(readFileSync(join(SEED, 'manifest.json'), 'utf8'));
  const withLauncher = (launcher: unknown) =>
    parseJson(JSON.stringify({ ...manifest, host_evidence: { launcher } }));
  expect(() => parseManifest(withLauncher(LAUNCHER), plan)).not.toThrow();
  expect(() => parseManifest(withLauncher({ ...LAUNCHER, version: '' }), plan)).toThrow(
    '/host_evidence/launcher/version',
  );
  expect(() => parseManifest(withLauncher({ ...LAUNCHER, argv: [] }), plan)).toThrow(
    'argv must be a non-empty array of strings',
  );
});
