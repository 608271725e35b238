// `demo --example` runs only the examples that need nothing but pinned sources; each must be valid.
import { demoSpecPath, DEMO_EXAMPLES } from '../../src/cli/commands/demo.js';
import { preflight, loadStudyContext } from '../../src/orchestrators/study-context.js';
import { cli } from '../kits/seed-bundle.js';

test.each(DEMO_EXAMPLES)('demo example %s is found and passes every check that needs no build', async (name) => {
  const path = demoSpecPath(name);
  expect(path.endsWith(`examples/${name}/capacity.json`)).toBe(true);
  const ctx = await loadStudyContext(path, process.cwd());
  // On a machine without a C++ toolchain preflight names tools; never an impossible variant.
  const problems = await preflight(ctx, { arch: 'x64', env: { PATH: '' } });
  expect(problems.filter((p) => /KleidiAI|target|GGML_CPU_ARM_ARCH/.test(p))).toEqual([]);
  expect(problems.join('\n')).toContain('is required but was not found on PATH');
});

test('the arm64 example needs the cross tools and qemu on an x86_64 machine, not on an arm64 one', async () => {
  const ctx = await loadStudyContext(demoSpecPath('arm64-emulated'), process.cwd());
  const onX64 = (await preflight(ctx, { arch: 'x64', env: { PATH: '' } })).join('\n');
  expect(onX64).toContain('aarch64-linux-gnu-g++ is required');
  expect(onX64).toContain('qemu-aarch64 is required');
  const onArm = (await preflight(ctx, { arch: 'arm64', env: { PATH: '' } })).join('\n');
  expect(onArm).not.toContain('qemu-aarch64');
});

test('an unknown example is a usage error naming the choices', async () => {
  const r = await cli(['demo', '--example', 'neoverse-qwen']);
  expect(r.code).toBe(2);
  expect(r.err).toContain('--example must be one of tiny, arm64-emulated');
});
