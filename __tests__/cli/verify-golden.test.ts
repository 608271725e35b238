import { rmSync } from 'node:fs';
import { cli, seedCopy } from '../kits/seed-bundle.js';

test('verify on the golden bundle names exactly the 24 reconstructed files and confirms every derived value', async () => {
  const dir = seedCopy(true);
  try {
    const r = await cli(['verify', dir]);
    expect(r.code).toBe(1);
    const files = [
      ...r.out.matchAll(/^ {4}(runs\/\S+)\s+\(now [0-9a-f]{64}; 2 recorded field\(s\) differ\)$/gm),
    ].map((m) => m[1]);
    expect(files).toHaveLength(24);
    expect(new Set(files).size).toBe(24);
    expect(files.every((f) => /\/(server-time\.txt|server\.stderr\.log)$/.test(f))).toBe(true);
    expect(r.out).toMatch(/capacity-study\.json: differs from the re-assembly in 48 field\(s\)/);
    expect(r.out).toMatch(
      /every derived value \(cells, selections, quality checks, server configurations, plan, provenance\) matches/,
    );
    expect(r.out).toMatch(/capacity-receipt\.md: differs only inside "## Reproduce and compare"/);
    expect(r.out).toMatch(/status\.json: matches the re-assembled selections/);
    expect(r.out).toMatch(/SHA256SUMS is missing/);
    expect(r.out).toMatch(/bound side files: 25 present and matching their recorded hashes/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
