// Reads the envelope grids of a rendered receipt: the numbers the HTML report must agree with.
export interface ReceiptGridCell {
  label: string;
  serverParallel: number;
  clientConcurrency: number;
  status: 'PASS' | 'FAIL';
  rate: string;
  e2e: string;
  ttft: string;
}

const CELL = /^\*\*(PASS|FAIL) · (.+ tok\/s)\*\*<br>(E2E p95 .+)<br>(TTFT p95 .+)$/;

/** Every grid cell of every "Capacity envelope — <label>" section, in document order. */
export function parseReceiptGrid(receipt: string): ReceiptGridCell[] {
  const cells: ReceiptGridCell[] = [];
  let label: string | null = null;
  let clients: number[] = [];
  for (const line of receipt.split('\n')) {
    const heading = /^## Capacity envelope — (.+)$/.exec(line);
    if (heading) {
      label = heading[1];
      clients = [];
      continue;
    }
    if (line.startsWith('## ')) label = null;
    if (label === null) continue;
    if (line.startsWith('| Server slots |')) {
      clients = line
        .split('|')
        .slice(2, -1)
        .map((h) => Number(h.trim().replace(/^C/, '')));
      continue;
    }
    const row = /^\| P(\d+) \| (.+) \|$/.exec(line);
    if (!row) continue;
    const texts = row[2].split(' | ');
    if (texts.length !== clients.length)
      throw new Error(`receipt row ${line} has ${texts.length} cells, header ${clients.length}`);
    texts.forEach((text, i) => {
      const m = CELL.exec(text);
      if (!m) throw new Error(`unexpected receipt grid cell ${text}`);
      cells.push({
        label: label!,
        serverParallel: Number(row[1]),
        clientConcurrency: clients[i],
        status: m[1] as 'PASS' | 'FAIL',
        rate: m[2],
        e2e: m[3],
        ttft: m[4],
      });
    });
  }
  return cells;
}

export interface HtmlGridCell {
  candidateId: string;
  serverParallel: number;
  clientConcurrency: number;
  status: string;
  selected: boolean;
  texts: Record<string, string>;
}

function unescape(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Heat-map cells of a report (as rendered or as Chromium serialized the DOM), read by their classes. */
export function parseHtmlGrid(html: string): HtmlGridCell[] {
  const cells: HtmlGridCell[] = [];
  const group =
    /<g class="cell (pass|fail)( selected)?" data-candidate="([^"]*)" data-p="(\d+)" data-c="(\d+)" data-status="(PASS|FAIL)">([\s\S]*?)<\/g>/g;
  for (const m of html.matchAll(group)) {
    const texts: Record<string, string> = {};
    for (const t of m[7].matchAll(/<text class="(cell-[a-z0-9]+)"[^>]*>([^<]*)<\/text>/g))
      texts[t[1]] = unescape(t[2]);
    cells.push({
      candidateId: unescape(m[3]),
      serverParallel: Number(m[4]),
      clientConcurrency: Number(m[5]),
      status: m[6],
      selected: m[2] !== undefined,
      texts,
    });
  }
  return cells;
}
