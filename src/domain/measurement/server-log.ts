// Evidence read from llama-server's raw log bytes (spec §7) and its startup banner.

const KLEIDIAI_MARKER = new TextEncoder().encode('CPU_KLEIDIAI model buffer');

/** Non-overlapping, case-sensitive occurrences of `CPU_KLEIDIAI model buffer` in raw bytes. */
export function countKleidiaiMarkers(bytes: Uint8Array): number {
  const marker = KLEIDIAI_MARKER;
  const last = bytes.length - marker.length;
  let count = 0;
  let i = 0;
  while (i <= last) {
    let j = 0;
    while (j < marker.length && bytes[i + j] === marker[j]) {
      j += 1;
    }
    if (j === marker.length) {
      count += 1;
      i += marker.length;
    } else {
      i += 1;
    }
  }
  return count;
}

const SYSTEM_INFO_LINE = /(?:^|[^A-Za-z0-9_])system_info:[ \t]*([^\r\n]*)/m;

/**
 * The text after `system_info:` on llama-server's first such line (e.g.
 * `n_threads = 4 (n_threads_batch = 4) / 4 | CPU : NEON = 1 | ... | KLEIDIAI = 1 |`), trimmed;
 * null when the log has none.
 */
export function extractSystemInfo(text: string): string | null {
  const match = SYSTEM_INFO_LINE.exec(text);
  if (!match) {
    return null;
  }
  return match[1].trim();
}
