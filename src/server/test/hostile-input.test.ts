/**
 * Every endpoint receives hostile input, generated from the ENDPOINTS table and the field kinds:
 * malformed JSON, wrong types, missing and extra fields, huge strings, absurd numbers, invalid dates,
 * injection strings, foreign and malformed ids, oversized bodies and wrong content types. The rule:
 * never a 5xx; a refusal is a 4xx with `{ message }` and leaves every table exactly as it was; text
 * that is accepted comes back, and is stored, exactly as sent, and nothing beyond it changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../app';
import {
  BOOKKEEPING,
  ENDPOINTS,
  type Endpoint,
  keyOf,
  coverageProblems as tableProblems,
  urlWithId,
} from './endpoints';
import {
  type Call,
  type Caller,
  changes,
  createQualityContext,
  describeResponse,
  type QualityContext,
  RESOURCES,
  registeredRoutes,
  type Snapshot,
} from './harness';
import { BAD_IDS, HUGE, hostileValues, MISSING, type Outcome } from './hostile-values';

/** `accepted`: must get the endpoint's success answer. A `status` pins the exact refusal. */
interface Expectation {
  outcome: Outcome | 'accepted';
  status?: number;
  /** For `stored`: the body path of the accepted text and the text. */
  stored?: { path: string; value: string };
  /** For extra fields: a text that must not reach the database. */
  marker?: string;
}

interface Case {
  label: string;
  build(): Promise<Call>;
  expect: Expectation;
}

const OLD_DATE = '1901-01-01T00:00:00.000Z';

const MALFORMED_JSON = [
  '{"title": ',
  '{',
  '[',
  '{"a":1,}',
  "{'a':1}",
  '{"a": NaN}',
  '{"a": Infinity}',
  'undefined',
  '{"a":1}{"b":2}',
  '"unterminated',
  '{"a":"\\x"}',
  '\u0000',
];
const POISONED_JSON = ['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}'];
const FOREIGN_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json-patch+json',
];
const WRONG_BODIES = ['null', '[]', '"text"', '123', 'true', '{}'];

function setPath(target: unknown, path: string, value: unknown) {
  const parts = path.split('.');
  let node = target as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) node = node[part] as Record<string, unknown>;
  const last = parts[parts.length - 1] as string;
  if (value === MISSING) delete node[last];
  else node[last] = value;
}

function getPath(target: unknown, path: string): unknown {
  let node = target;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function encodeQuery(name: string, value: unknown): string {
  const values = Array.isArray(value) ? value : [value];
  return values.map((each) => `${name}=${encodeURIComponent(String(each))}`).join('&');
}

const hostileCaller = (endpoint: Endpoint): Caller =>
  endpoint.hostileCaller ??
  (endpoint.allowed === 'public' ? 'signedOut' : (endpoint.allowed[0] ?? 'signedOut'));

/** A multipart body of these parts (a part with a `filename` is a file). */
function multipartBody(parts: { name: string; value: string; filename?: string }[], boundary = 'hostile-b') {
  const body = parts
    .map(
      (part) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
        `${part.filename === undefined ? '' : `; filename="${part.filename}"`}\r\n\r\n${part.value}\r\n`,
    )
    .join('');
  return { payload: `${body}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Multipart garbage for the routes taking a file (decision 138): every one a 400 with a sentence,
 * nothing written. The spreadsheet reader's own bad files (zip bombs, formulas, passwords) are its
 * tests' (lib/spreadsheet).
 */
function multipartCases(valid: () => Promise<Call>): Case[] {
  const csv = 'Title,Renting Price,Location\r\nFlat,1,Madina';
  const refused: Expectation = { outcome: 'refused', status: 400 };
  const raw = (payload: string, contentType: string) => async () => ({
    ...(await valid()),
    body: undefined,
    raw: { payload, contentType },
  });
  const garbage = [
    { label: 'no file, only a mapping', ...multipartBody([{ name: 'mapping', value: '{}' }]) },
    {
      label: 'the file in another field',
      ...multipartBody([{ name: 'upload', value: csv, filename: 'a.csv' }]),
    },
    {
      label: 'two files',
      ...multipartBody([
        { name: 'file', value: csv, filename: 'a.csv' },
        { name: 'file', value: csv, filename: 'b.csv' },
      ]),
    },
    {
      label: 'a mapping that is not JSON',
      ...multipartBody([
        { name: 'mapping', value: '{title' },
        { name: 'file', value: csv, filename: 'a.csv' },
      ]),
    },
    {
      label: 'a mapping that is a list',
      ...multipartBody([
        { name: 'mapping', value: '["title"]' },
        { name: 'file', value: csv, filename: 'a.csv' },
      ]),
    },
    {
      label: 'a mapping to a field the kind has not',
      ...multipartBody([
        { name: 'mapping', value: '{"Title":"__proto__"}' },
        { name: 'file', value: csv, filename: 'a.csv' },
      ]),
    },
    {
      label: 'skip that is not a list of row numbers',
      ...multipartBody([
        { name: 'skip', value: '[-1, "x"]' },
        { name: 'file', value: csv, filename: 'a.csv' },
      ]),
    },
    {
      label: 'an unknown field',
      ...multipartBody([
        { name: 'isAdmin', value: 'true' },
        { name: 'file', value: csv, filename: 'a.csv' },
      ]),
    },
    {
      label: 'a field over 64 KB',
      ...multipartBody([
        { name: 'mapping', value: `{"a":"${'x'.repeat(70_000)}"}` },
        { name: 'file', value: csv, filename: 'a.csv' },
      ]),
    },
    {
      label: 'garbage named .xlsx',
      ...multipartBody([{ name: 'file', value: 'PK\u0003\u0004 not really a zip', filename: 'a.xlsx' }]),
    },
    {
      label: 'a body cut short',
      payload: '--hostile-b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nTitle',
      contentType: 'multipart/form-data; boundary=hostile-b',
    },
    { label: 'multipart without a boundary', payload: csv, contentType: 'multipart/form-data' },
  ];
  return garbage.map(({ label, payload, contentType }) => ({
    label: `multipart: ${label}`,
    build: raw(payload, contentType),
    expect: refused,
  }));
}

/** Every hostile case of one endpoint, generated from its row. */
function casesFor(ctx: QualityContext, endpoint: Endpoint): Case[] {
  const caller = hostileCaller(endpoint);
  const valid = () => endpoint.valid(ctx, caller);
  const withRaw = (payload: string, contentType?: string) => async () => ({
    ...(await valid()),
    body: undefined,
    raw: contentType === undefined ? { payload } : { payload, contentType },
  });
  const isRead = endpoint.method === 'GET';
  const hasBody = endpoint.body !== undefined;
  const cases: Case[] = [{ label: 'the valid call', build: valid, expect: { outcome: 'accepted' } }];

  // Transport: the body as bytes. A GET may ignore a body (one sample of each), but must never fail on one.
  const refusedUnlessRead = (status: number): Expectation =>
    isRead ? { outcome: 'either' } : { outcome: 'refused', status };
  const sample = <T>(list: T[]) => (isRead ? list.slice(0, 1) : list);
  for (const payload of sample([...MALFORMED_JSON, ...POISONED_JSON])) {
    cases.push({
      label: `malformed JSON ${JSON.stringify(payload)}`,
      build: withRaw(payload, 'application/json'),
      expect: refusedUnlessRead(400),
    });
  }
  if (!isRead) {
    cases.push({
      label: 'a deeply nested JSON body',
      build: withRaw(`${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'application/json'),
      expect: hasBody ? { outcome: 'refused', status: 400 } : { outcome: 'either' },
    });
    cases.push({
      label: 'an empty JSON body',
      build: withRaw('', 'application/json'),
      expect: hasBody ? { outcome: 'refused', status: 400 } : { outcome: 'either' },
    });
  }
  cases.push({
    label: 'a body over 1 MB',
    build: withRaw(JSON.stringify({ padding: 'x'.repeat(BODY_LIMIT_BYTES + 1000) }), 'application/json'),
    expect: refusedUnlessRead(413),
  });
  for (const contentType of sample(FOREIGN_CONTENT_TYPES)) {
    // A route taking a file reads a multipart body, and refuses this one (no file in it) with a 400.
    const taken = endpoint.multipart && contentType.startsWith('multipart/form-data');
    cases.push({
      label: `content type ${contentType}`,
      build: withRaw('title=x&price=1', contentType),
      expect: refusedUnlessRead(taken ? 400 : 415),
    });
  }
  if (endpoint.multipart) cases.push(...multipartCases(valid));
  if (!isRead) {
    cases.push({
      label: 'a body without a content type',
      build: withRaw('title=x'),
      expect: { outcome: 'refused', status: 415 },
    });
  }
  if (!isRead && !hasBody) {
    // A route that takes no body ignores one; a route that does must have its fields in the table;
    // a route taking a file finds none in JSON.
    cases.push({
      label: 'a JSON body where none is taken',
      build: async () => ({ ...(await valid()), raw: undefined, body: 'ignored' }),
      expect: endpoint.multipart ? { outcome: 'refused', status: 400 } : { outcome: 'accepted' },
    });
  }
  if (isRead) {
    cases.push({
      label: 'unknown and prototype-polluting query parameters',
      build: async () => {
        const call = await valid();
        const join = call.url.includes('?') ? '&' : '?';
        return {
          ...call,
          url: `${call.url}${join}unexpected=1&__proto__[isAdmin]=1&constructor[prototype][x]=1`,
        };
      },
      expect: { outcome: 'accepted' },
    });
  }

  // The body as a whole, then field by field.
  if (endpoint.body) {
    for (const payload of WRONG_BODIES) {
      // A body that may be left out (a void's reason) may also be null or empty.
      const nothing = endpoint.optionalBody && (payload === 'null' || payload === '{}');
      cases.push({
        label: `the body ${payload}`,
        build: withRaw(payload, 'application/json'),
        expect: nothing ? { outcome: 'accepted' } : { outcome: 'refused', status: 400 },
      });
    }
    const marker = `extra-${Math.random().toString(36).slice(2)}`;
    cases.push({
      label: 'extra fields',
      build: async () => {
        const call = await valid();
        const extras: Record<string, unknown> = {
          unexpectedField: marker,
          password_hash: marker,
          isAdmin: true,
          createdAt: OLD_DATE,
          updatedAt: OLD_DATE,
        };
        if (!('_id' in (endpoint.body ?? {}))) extras._id = marker;
        return { ...call, body: { ...(call.body as object), ...extras } };
      },
      expect: { outcome: 'accepted', marker },
    });
    for (const [path, kind] of Object.entries(endpoint.body)) {
      const inList = /\.\d+$/.test(path);
      for (const hostile of hostileValues(kind, ctx.fixtures)) {
        if (inList && hostile.value === MISSING) continue;
        const stored =
          hostile.outcome === 'stored' && typeof hostile.value === 'string'
            ? { path, value: hostile.value }
            : undefined;
        cases.push({
          label: `${path} = ${hostile.label.slice(0, 60)}`,
          build: async () => {
            const call = await valid();
            const body = structuredClone(call.body);
            setPath(body, path, hostile.value);
            return { ...call, body };
          },
          expect: stored ? { outcome: 'stored', stored } : { outcome: hostile.outcome },
        });
      }
    }
  }

  for (const [name, kind] of Object.entries(endpoint.query ?? {})) {
    for (const hostile of hostileValues(kind, {})) {
      cases.push({
        label: `?${name} = ${hostile.label.slice(0, 60)}`,
        build: async () => {
          const call = await valid();
          // A valid call that needs a query (a report's period) has the hostile value in its parameter's place.
          const [path, query = ''] = call.url.split('?');
          const others = query.split('&').filter((pair) => pair !== '' && pair.split('=')[0] !== name);
          return { ...call, url: `${path}?${[...others, encodeQuery(name, hostile.value)].join('&')}` };
        },
        expect: { outcome: hostile.outcome === 'stored' ? 'either' : hostile.outcome },
      });
    }
  }

  // Ids: of another kind of record, malformed, hostile, huge. Any of them names no record (404).
  if (endpoint.id) {
    const resource = endpoint.id;
    const withSegment = (segment: string) => async () => ({
      ...(await valid()),
      url: urlWithId(endpoint.apiKey, segment),
    });
    const unknown = [
      ...RESOURCES.filter((other) => other !== resource && !endpoint.alsoIds?.includes(other)).map(
        (other) => ({
          label: `the id of a ${other}`,
          segment: encodeURIComponent(ctx.fixtures[other]),
        }),
      ),
      ...BAD_IDS.map((id) => ({ label: `id ${id.slice(0, 30)}`, segment: encodeURIComponent(id) })),
      { label: 'the id in upper case', segment: ctx.fixtures[resource].toUpperCase() },
      { label: 'the id with a trailing space', segment: `${ctx.fixtures[resource]}%20` },
      { label: 'an id with a NUL character', segment: 'abc%00def' },
      { label: 'a unicode id', segment: encodeURIComponent('ñandú-ŋɛɔ') },
    ];
    for (const { label, segment } of unknown) {
      cases.push({ label, build: withSegment(segment), expect: { outcome: 'refused', status: 404 } });
    }
    const malformed = [
      { label: 'a raw path traversal', segment: '../../etc/passwd' },
      { label: 'a lone percent sign', segment: '%' },
      { label: 'a broken percent escape', segment: '%E0%A4%A' },
      { label: 'an id of 201 characters', segment: 'x'.repeat(201) },
      { label: 'an id of 100,000 characters', segment: HUGE },
    ];
    for (const { label, segment } of malformed) {
      cases.push({ label, build: withSegment(segment), expect: { outcome: 'refused' } });
    }
  }
  return cases;
}

/** Why a case failed, or null when it held. */
async function check(ctx: QualityContext, endpoint: Endpoint, item: Case): Promise<string | null> {
  const call = await item.build();
  const before = await ctx.snapshot();
  const response = await ctx.send(call, hostileCaller(endpoint));
  const status = response.statusCode;
  const { outcome } = item.expect;
  const success = endpoint.success ?? 200;
  const seen = describeResponse(response);

  if (status >= 500) return `server error: ${seen}`;
  if (item.expect.status !== undefined && status !== item.expect.status) {
    return `expected ${item.expect.status}, got ${seen}`;
  }
  if (outcome === 'accepted' && status !== success) return `expected ${success}, got ${seen}`;

  if (status >= 400) {
    let message: unknown;
    try {
      message = response.json().message;
    } catch {
      return `refusal without a JSON body: ${seen}`;
    }
    if (typeof message !== 'string' || message.trim() === '') return `refusal without a message: ${seen}`;
    return unchanged(before, await ctx.snapshot(), endpoint.refusalWrites ?? []);
  }
  if (status < 200 || status >= 300) return `unexpected answer ${seen}`;
  if (outcome === 'refused') return `accepted a hostile value: ${seen}`;
  if (status !== success) return `expected ${success}, got ${seen}`;

  const after = await ctx.snapshot();
  const afterRows = Object.values(after).flat();
  if (item.expect.stored) {
    const { path, value } = item.expect.stored;
    const record = (endpoint.record ?? ((json) => json))(response.json());
    const echoed = getPath(record, path);
    if (echoed !== value) return `accepted ${JSON.stringify(value)} but answered ${JSON.stringify(echoed)}`;
    const needle = JSON.stringify(value).slice(1, -1);
    if (!afterRows.some((row) => row.includes(needle)))
      return `accepted ${JSON.stringify(value)} but did not store it verbatim`;
  }
  const marker = item.expect.marker;
  if (marker && afterRows.some((row) => row.includes(marker) || row.includes(OLD_DATE))) {
    return 'stored an unknown field';
  }
  return effectProblem(endpoint, call, before, after);
}

function unchanged(before: Snapshot, after: Snapshot, allowed: string[]): string | null {
  const changed = Object.keys(changes(before, after)).filter((table) => !allowed.includes(table));
  return changed.length > 0 ? `refused, yet changed ${changed.join(', ')}` : null;
}

/** An accepted call changed only what its endpoint's effect allows. */
function effectProblem(endpoint: Endpoint, call: Call, before: Snapshot, after: Snapshot): string | null {
  const { effect } = endpoint;
  if (effect.kind === 'read') return unchanged(before, after, []);
  const changed = changes(before, after);
  for (const table of BOOKKEEPING) delete changed[table];
  // Rows kept in step with the write (a contract's paid sum) change; none is added or dropped.
  for (const table of endpoint.keepsInStep ?? []) {
    if (changed[table] && changed[table].added.length !== changed[table].removed.length)
      return `added or removed rows of ${table}`;
    delete changed[table];
  }
  const outside = Object.keys(changed).filter((table) => !(effect.tables as string[]).includes(table));
  if (outside.length > 0) return `also changed ${outside.join(', ')}`;
  const all = Object.values(changed);
  const added = all.flatMap((each) => each.added);
  const removed = all.flatMap((each) => each.removed);
  const mentions = (row: string) => call.target !== undefined && row.includes(`"${call.target}"`);
  switch (effect.kind) {
    case 'create':
      if (removed.length > 0) return `a create changed or removed rows: ${removed[0]}`;
      if (!changed[effect.tables[0] as string]?.added.length)
        return 'a create answered 200 but saved nothing';
      return null;
    case 'update':
      if ([...added, ...removed].some((row) => !mentions(row)))
        return 'an edit touched rows of other records';
      return null;
    case 'delete':
      if (removed.some((row) => !mentions(row))) return 'a delete removed rows of other records';
      if (removed.length === 0 || added.length >= removed.length)
        return 'a delete answered 200 but removed nothing';
      return null;
    case 'session':
      return null;
  }
}

describe('hostile input on every endpoint', () => {
  let ctx: QualityContext;
  let tried = 0;

  beforeAll(async () => {
    ctx = await createQualityContext();
  });
  afterAll(async () => {
    console.log(
      `hostile input: ${tried} cases tried on ${ENDPOINTS.length} endpoints (${ctx.t.handle.engine})`,
    );
    await ctx.t.close();
  });

  it('has hostile cases for every route the app registers and every path of api', () => {
    expect(tableProblems(registeredRoutes(ctx.app))).toEqual([]);
    for (const endpoint of ENDPOINTS) {
      const [method, url] = keyOf(endpoint).split(' ') as [string, string];
      expect(ctx.app.hasRoute({ method: method as 'GET', url }), keyOf(endpoint)).toBe(true);
    }
  });

  it.each(ENDPOINTS.map((endpoint) => [keyOf(endpoint), endpoint] as const))(
    '%s: no 5xx, clear refusals, no stray writes',
    async (_key, endpoint) => {
      const failures: string[] = [];
      const cases = casesFor(ctx, endpoint);
      for (const item of cases) {
        const problem = await check(ctx, endpoint, item);
        if (problem) failures.push(`${item.label}: ${problem}`);
      }
      tried += cases.length;
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
