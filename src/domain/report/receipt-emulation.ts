// The receipt's emulation notice: when the manifest records that the servers ran under a user-mode
// emulator (host_evidence.launcher), the receipt says so plainly; otherwise it adds nothing, so
// receipts of native runs (the published seed receipt included) are unchanged.
import { markdownCode, markdownText } from './markdown-escape.js';

interface LauncherEvidence {
  emulator: string;
  version: string;
  emulatedCpu: string;
  host: string;
  guest: string;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** The launcher a study's manifest records, or null (absent or not the shape the prepare stage writes). */
export function recordedLauncher(provenance: unknown): LauncherEvidence | null {
  if (provenance === null || typeof provenance !== 'object') return null;
  const host = (provenance as { host_evidence?: unknown }).host_evidence;
  if (host === null || typeof host !== 'object') return null;
  const l = (host as { launcher?: unknown }).launcher;
  if (l === null || typeof l !== 'object') return null;
  const r = l as Record<string, unknown>;
  const emulator = text(r.emulator);
  if (!emulator) return null;
  return {
    emulator,
    version: text(r.version) ?? 'version not recorded',
    emulatedCpu: text(r.emulated_cpu) ?? 'not recorded',
    host: text(r.host_architecture) ?? 'another architecture',
    guest: text(r.guest_architecture) ?? 'a foreign architecture',
  };
}

/** Lines inserted after the receipt header; empty for native runs. */
export function emulationNotice(study: { provenance: unknown }): string[] {
  const l = recordedLauncher(study.provenance);
  if (!l) return [];
  return [
    '',
    `> **Emulated run:** every llama-server in this study was built for ${markdownText(l.guest)} and ran under the user-mode emulator ${markdownCode(l.emulator)} (${markdownText(l.version)}; emulated CPU ${markdownCode(l.emulatedCpu)}) on a host of architecture ${markdownText(l.host)}. Every throughput, latency and memory figure below comes from emulation and says nothing about the speed of an Arm64 CPU; only the build, symbol and KleidiAI marker evidence is the real thing.`,
  ];
}
