// Renders the Markdown the tool emits the way GitHub presents it, as far as can be done offline:
// GitHub-flavoured Markdown by `marked`, GitHub's own Markdown stylesheet (`github-markdown-css`),
// and Mermaid blocks by the `mermaid` library GitHub uses, all served from node_modules on loopback.
// It is a local rendering with GitHub's stylesheet, not github.com itself.
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Marked } from 'marked';

const require = createRequire(import.meta.url);
const MERMAID_JS = readFileSync(
  join(dirname(require.resolve('mermaid/package.json')), 'dist', 'mermaid.min.js'),
);
const GITHUB_CSS = readFileSync(require.resolve('github-markdown-css/github-markdown-light.css'));

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** GitHub-flavoured Markdown to HTML; ```mermaid fences become `<pre class="mermaid">` for the library. */
export function renderGitHubMarkdown(markdown: string): string {
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      code({ text, lang }) {
        if (lang === 'mermaid') return `<pre class="mermaid">${escapeHtml(text)}</pre>\n`;
        return false;
      },
    },
  });
  return marked.parse(markdown, { async: false });
}

/** Mermaid code blocks of a Markdown document, in order. */
export function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```mermaid\n([\s\S]*?)\n```$/gm)].map((m) => m[1]!);
}

export type Frame = 'summary' | 'comment' | 'plain';

const FRAME_CSS = `
body { margin: 0; background: #f6f8fa; font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
.frame { max-width: 980px; margin: 24px auto; background: #fff; border: 1px solid #d1d9e0; border-radius: 6px; }
.frame-header { padding: 12px 16px; border-bottom: 1px solid #d1d9e0; background: #f6f8fa; border-radius: 6px 6px 0 0; font-size: 14px; color: #59636e; }
.frame-header strong { color: #1f2328; }
.markdown-body { padding: 24px 32px; }
.render-note { max-width: 980px; margin: 8px auto 0; font-size: 12px; color: #59636e; }
`;

/** A page holding rendered Markdown in a job-summary or PR-comment frame, with mermaid ready to run. */
export function markdownPage(markdown: string, frame: Frame, title: string): string {
  const header =
    frame === 'summary'
      ? `<div class="frame-header"><strong>${escapeHtml(title)}</strong> summary</div>`
      : frame === 'comment'
        ? `<div class="frame-header"><strong>github-actions</strong> <span>bot</span> commented · ${escapeHtml(title)}</div>`
        : '';
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/github-markdown-light.css">
<style>${FRAME_CSS}</style></head>
<body>
<p class="render-note">Local rendering with GitHub's Markdown stylesheet and the mermaid library — not github.com itself.</p>
<div class="frame">${header}<article class="markdown-body">
${renderGitHubMarkdown(markdown)}
</article></div>
<script src="/mermaid.min.js"></script>
<script>
// Before the load event: no automatic rendering (it would replace the blocks' text), sources kept.
mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'default' });
const blocks = [...document.querySelectorAll('pre.mermaid')];
const codes = blocks.map((block) => block.textContent);
// Renders every mermaid block in place; one result per block, in document order.
window.renderMermaid = async () => {
  const results = [];
  for (let i = 0; i < blocks.length; i++) {
    const code = codes[i];
    try {
      await mermaid.parse(code);
      const { svg } = await mermaid.render('mermaid-' + i, code);
      const holder = document.createElement('div');
      holder.className = 'mermaid-rendered';
      holder.innerHTML = svg;
      blocks[i].replaceWith(holder);
      const element = holder.querySelector('svg');
      const box = element ? element.getBoundingClientRect() : { width: 0, height: 0 };
      results.push({ ok: true, svgLength: svg.length, text: element ? element.textContent : '',
        width: Math.round(box.width), height: Math.round(box.height), paths: holder.querySelectorAll('path').length });
    } catch (error) {
      results.push({ ok: false, error: String((error && error.message) || error) });
    }
  }
  return results;
};
</script>
</body></html>`;
}

export interface RenderedBlock {
  ok: boolean;
  error?: string;
  svgLength?: number;
  text?: string;
  width?: number;
  height?: number;
  paths?: number;
}

export interface PageServer {
  readonly base: string;
  /** Every request, in order. */
  readonly requests: string[];
  /** Serves `html` at `/<name>` (pages can be added while the server runs). */
  add(name: string, html: string): string;
  close(): Promise<void>;
}

/** A loopback server for the pages and their two assets; anything else is a 404 and recorded. */
export async function startPageServer(): Promise<PageServer> {
  const pages = new Map<string, string>();
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    if (req.url === '/mermaid.min.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(MERMAID_JS);
    } else if (req.url === '/github-markdown-light.css') {
      res.writeHead(200, { 'content-type': 'text/css' }).end(GITHUB_CSS);
    } else if (req.url !== undefined && pages.has(req.url)) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pages.get(req.url));
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    add(name, html) {
      pages.set(`/${name}`, html);
      return `${base}/${name}`;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
