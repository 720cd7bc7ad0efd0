/**
 * The API reference page: the OpenAPI document rendered as plain HTML on the server. No script and
 * nothing from elsewhere, so it works offline and under the app's strict Content-Security-Policy
 * (docs/decisions/085-api-description.md).
 */

type Json = Record<string, unknown>;

export interface OpenApiDocument {
  info?: { title?: string; description?: string; version?: string };
  paths?: Record<string, Record<string, Operation>>;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Json;
}

interface Operation {
  summary?: string;
  description?: string;
  operationId?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Json }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Json }> }>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Bounds and formats worth showing beside a type: `string (1–100 chars)`, `integer ≥ 0`. */
function constraints(schema: Json): string {
  const notes: string[] = [];
  if (typeof schema.format === 'string') notes.push(schema.format);
  if (typeof schema.pattern === 'string') notes.push(`pattern ${schema.pattern}`);
  const range = (min: unknown, max: unknown, unit: string) => {
    if (typeof min === 'number' && typeof max === 'number') notes.push(`${min}–${max}${unit}`);
    else if (typeof min === 'number') notes.push(`≥ ${min}${unit}`);
    else if (typeof max === 'number') notes.push(`≤ ${max}${unit}`);
  };
  range(schema.minLength, schema.maxLength, ' chars');
  range(schema.minimum, schema.maximum, '');
  range(schema.minItems, schema.maxItems, ' items');
  return notes.length > 0 ? ` (${notes.join(', ')})` : '';
}

/**
 * A JSON Schema as a short, TypeScript-like type: `{ items: { … }[], total: integer }`. Objects
 * spread over lines, indented by `depth`; optional properties get `?`.
 */
export function typeText(schema: unknown, depth = 0): string {
  if (!isObject(schema) || Object.keys(schema).length === 0) return 'any';
  const indent = '  '.repeat(depth);
  if (typeof schema.$ref === 'string') return schema.$ref.replace(/^#\/components\/schemas\//, '');
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) {
      if (options.length === 0) return 'any';
      if (options.length === 1) return typeText(options[0], depth);
      return options.map((option) => typeText(option, depth)).join(`\n${indent}| `);
    }
  }
  if (Array.isArray(schema.allOf)) return schema.allOf.map((part) => typeText(part, depth)).join(' & ');
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const type = schema.type;
  if (Array.isArray(type)) return type.map((each) => typeText({ ...schema, type: each }, depth)).join(' | ');
  if (type === 'array') return `${wrap(typeText(schema.items, depth))}[]${constraints(schema)}`;
  if (type === 'object' || isObject(schema.properties)) {
    const properties = isObject(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    const lines = Object.entries(properties).map(
      ([name, property]) =>
        `${indent}  ${name}${required.has(name) ? '' : '?'}: ${typeText(property, depth + 1)}`,
    );
    if (isObject(schema.additionalProperties)) {
      lines.push(`${indent}  [key: string]: ${typeText(schema.additionalProperties, depth + 1)}`);
    }
    if (lines.length === 0) return '{}';
    return `{\n${lines.join('\n')}\n${indent}}`;
  }
  if (typeof type === 'string') return `${type}${constraints(schema)}`;
  return 'any';
}

/** A union inside an array needs brackets: `(a | b)[]`. */
const wrap = (text: string) => (text.includes('|') && !text.startsWith('{') ? `(${text})` : text);

const anchorOf = (method: string, path: string) =>
  `${method}-${path.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

function jsonSchemaOf(content: Record<string, { schema?: Json }> | undefined): Json | undefined {
  return content?.['application/json']?.schema;
}

function parametersTable(parameters: Parameter[]): string {
  const rows = parameters
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${escapeHtml(parameter.in)}</td>` +
        `<td>${parameter.required ? 'yes' : 'no'}</td><td><pre>${escapeHtml(typeText(parameter.schema))}</pre></td></tr>`,
    )
    .join('');
  return `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Required</th><th>Type</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function operationSection(path: string, method: string, operation: Operation): string {
  const parts: string[] = [];
  const title = `<span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>`;
  parts.push(`<h3 id="${anchorOf(method, path)}">${title}</h3>`);
  if (operation.summary) parts.push(`<p>${escapeHtml(operation.summary)}</p>`);
  if (Array.isArray(operation.security) && operation.security.length === 0) {
    parts.push('<p class="note">No session needed.</p>');
  }
  if (operation.parameters && operation.parameters.length > 0)
    parts.push(parametersTable(operation.parameters));
  const body = jsonSchemaOf(operation.requestBody?.content);
  if (body) {
    const required = operation.requestBody?.required ? '' : ' (optional)';
    parts.push(`<h4>JSON body${required}</h4><pre>${escapeHtml(typeText(body))}</pre>`);
  }
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const said =
      response.description && response.description !== 'Default Response' ? `: ${response.description}` : '';
    parts.push(`<h4>Answer ${escapeHtml(status)}${escapeHtml(said)}</h4>`);
    const json = jsonSchemaOf(response.content);
    const other = Object.keys(response.content ?? {}).filter((type) => type !== 'application/json');
    if (json) parts.push(`<pre>${escapeHtml(typeText(json))}</pre>`);
    else if (other.length > 0) parts.push(`<p>A file: <code>${escapeHtml(other.join(', '))}</code></p>`);
    else parts.push('<p class="note">Not described by a schema.</p>');
  }
  return `<section>${parts.join('\n')}</section>`;
}

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1f2937; }
h1 { font-size: 1.5rem; } h2 { margin-top: 2rem; border-bottom: 1px solid #d1d5db; }
h3 { font-size: 1.05rem; margin-top: 1.5rem; } h4 { margin: 0.75rem 0 0.25rem; font-size: 0.9rem; }
pre { background: #f3f4f6; padding: 0.5rem; overflow-x: auto; margin: 0; font-size: 0.85rem; }
td pre { background: none; padding: 0; white-space: pre-wrap; }
table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
th, td { border: 1px solid #d1d5db; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
section { border-top: 1px solid #e5e7eb; padding-bottom: 0.5rem; }
.method { display: inline-block; min-width: 4rem; font-weight: 700; }
.get { color: #166534; } .post { color: #1e40af; } .put { color: #92400e; } .delete { color: #991b1b; }
.note { color: #4b5563; font-style: italic; }
nav ul { columns: 2; font-size: 0.85rem; padding-left: 1rem; }
`;

/** The whole page: a contents list, then every path and method with its parameters, body and answers. */
export function referencePage(document: OpenApiDocument, jsonUrl: string): string {
  const operations: { path: string; method: string; operation: Operation }[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) operations.push({ path, method, operation });
    }
  }
  const title = document.info?.title ?? 'API';
  const contents = operations
    .map(
      ({ path, method }) =>
        `<li><a href="#${anchorOf(method, path)}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} reference</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(document.info?.description ?? '')}</p>
<p>The machine-readable document: <a href="${escapeHtml(jsonUrl)}">${escapeHtml(jsonUrl)}</a> (OpenAPI 3.1).</p>
<nav><h2>Contents</h2><ul>${contents}</ul></nav>
<h2>Endpoints</h2>
${operations.map(({ path, method, operation }) => operationSection(path, method, operation)).join('\n')}
</main>
</body>
</html>
`;
}
