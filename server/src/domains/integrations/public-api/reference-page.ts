import { createHash } from 'node:crypto';
import { escapeHtml, htmlPageStart } from '../../../lib/html-page';

/**
 * The browsable reference of the public API (/api/v1/docs): its OpenAPI document rendered on the server as one
 * plain page, with no script and nothing fetched from elsewhere (it works offline and on a locked-down network).
 */

type Json = Record<string, unknown>;

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1f2933;background:#fff}
main{max-width:960px;margin:0 auto;padding:16px}
h1{font-size:1.6rem}h2{border-bottom:1px solid #d9e2ec;padding-bottom:4px;margin-top:2rem}
section.op{border:1px solid #d9e2ec;border-radius:6px;padding:12px;margin:12px 0}
.verb{display:inline-block;min-width:4.5em;font-weight:700;text-transform:uppercase}
code,pre{font-family:ui-monospace,monospace;font-size:13px}
pre{background:#f5f7fa;padding:8px;overflow:auto;white-space:pre-wrap;word-break:break-word}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #d9e2ec;padding:4px 6px;text-align:left;vertical-align:top}
td code{word-break:break-all}summary{cursor:pointer;color:#334e68}
nav a{margin-right:12px}`;

/** The page's CSP: its own inline style (by hash), nothing else. */
export const REFERENCE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256')
  .update(STYLE)
  .digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const text = (value: unknown) => (typeof value === 'string' ? escapeHtml(value) : '');
const pretty = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
/** A schema folded away (a native <details>: no script), opened on demand. */
const folded = (label: string, value: unknown) =>
  `<details><summary>${escapeHtml(label)}</summary>${pretty(value)}</details>`;
const anchorOf = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Markdown's `code` and **bold** of the descriptions, on escaped text. */
const inline = (value: unknown) =>
  text(value)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');

function parametersTable(parameters: Json[]): string {
  if (parameters.length === 0) return '';
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${text(p.name)}</code></td><td>${text(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td>` +
        `<td><code>${escapeHtml(JSON.stringify(p.schema ?? {}))}</code> ${inline(p.description)}</td></tr>`,
    )
    .join('');
  return `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function operationHtml(path: string, method: string, op: Json): string {
  const body = (op.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)
    ?.content?.['application/json']?.schema;
  const responses = Object.entries((op.responses ?? {}) as Record<string, Json>)
    .map(([status, response]) => {
      const schema = (response.content as Record<string, { schema?: unknown }> | undefined)?.[
        'application/json'
      ]?.schema;
      return `<h5>${escapeHtml(status)}: ${inline(response.description)}</h5>${schema ? folded('Schema', schema) : ''}`;
    })
    .join('');
  const security = (op.security as Json[] | undefined)?.length ? 'API key (bearer)' : 'none';
  return `<section class="op" id="${escapeHtml(anchorOf(`${method} ${path}`))}">
<h3><span class="verb">${escapeHtml(method)}</span> <code>${escapeHtml(path)}</code></h3>
<p><strong>${text(op.summary)}</strong>${op.description ? ` ${inline(op.description)}` : ''}</p>
<p>Authentication: ${security}</p>
${parametersTable((op.parameters as Json[] | undefined) ?? [])}
${body ? `<h4>Body</h4>${folded('Schema', body)}` : ''}
<h4>Responses</h4>${responses}
</section>`;
}

/** The whole page for a document made by publicApiDocument. */
export function referencePage(document: Json): string {
  const info = (document.info ?? {}) as Json;
  const tags = (document.tags ?? []) as Json[];
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  const sections = tags.map((tag) => {
    const ops: string[] = [];
    for (const [path, item] of Object.entries(paths)) {
      for (const method of METHODS) {
        const op = item[method];
        if (op && ((op.tags as string[] | undefined) ?? []).includes(tag.name as string)) {
          ops.push(operationHtml(path, method, op));
        }
      }
    }
    return `<h2 id="${escapeHtml(anchorOf(String(tag.name)))}">${text(tag.name)}</h2><p>${inline(tag.description)}</p>${ops.join('')}`;
  });
  const nav = tags
    .map((tag) => `<a href="#${escapeHtml(anchorOf(String(tag.name)))}">${text(tag.name)}</a>`)
    .join('');
  const description = String(info.description ?? '')
    .split('\n\n')
    .map((paragraph) => `<p>${inline(paragraph)}</p>`)
    .join('');
  const components = (document.components ?? {}) as Json;
  const errorSchema = (components.schemas as Json | undefined)?.Error;
  return `${htmlPageStart(String(info.title ?? 'API reference'), `<style>${STYLE}</style>`)}<body><main>
<h1>${text(info.title)}</h1>
${description}
<p>Servers: ${((document.servers ?? []) as Json[]).map((s) => `<code>${text(s.url)}</code>`).join(', ')}.
The OpenAPI document: <a href="openapi.json">openapi.json</a>.</p>
<nav aria-label="Sections">${nav}<a href="#errors">Errors</a></nav>
${sections.join('\n')}
<h2 id="errors">Errors</h2>${pretty(errorSchema)}
</main></body></html>`;
}
