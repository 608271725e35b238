/** Target of the `rel="next"` entry of an RFC 8288 `Link` header, or undefined when there is none. */
export function nextPageUrl(linkHeader: string | string[] | undefined): string | undefined {
  if (linkHeader === undefined) return undefined;
  const text = Array.isArray(linkHeader) ? linkHeader.join(', ') : linkHeader;
  // Each entry is `<uri>` followed by `; param` pieces; uris may themselves contain ';' or ','.
  const entry = /<([^>]*)>((?:\s*;\s*[^;,]+)*)/g;
  for (const match of text.matchAll(entry)) {
    const params = match[2] ?? '';
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(params);
    const relations = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
    if (relations.includes('next')) return match[1];
  }
  return undefined;
}
