import type { Resource } from './harness';

/**
 * What a field is, and the hostile values each kind of field receives. A field kind says only what
 * the API promises about the field (docs/screens.md, docs/product.md §2); the values follow from the kind.
 */

export type FieldKind =
  /** Free text of at most `max` characters; `stored` says how an accepted value comes back. */
  | { kind: 'text'; max: number; required: boolean; stored: 'verbatim' | 'normalised' | 'hidden' }
  | { kind: 'email'; required: boolean }
  | { kind: 'password'; required: boolean }
  | { kind: 'phone'; required: boolean }
  | { kind: 'money'; positive: boolean; required: boolean }
  | { kind: 'count'; min: number; max: number; required: boolean }
  | { kind: 'date'; required: boolean }
  /** An optional day in the query string (a list's `from`, the board's `date`). */
  | { kind: 'dayParam' }
  /** One of a fixed list of words (statuses, roles, types). */
  | { kind: 'choice'; required: boolean }
  /** The id of a record of kind `to` (a payment's tenant, a maintenance record's vehicle, a user to modify). */
  | { kind: 'ref'; to: Resource; required: boolean }
  | { kind: 'timezone'; required: boolean }
  /** A list of texts (maintenance issues); a single text is taken as a list of one. */
  | { kind: 'texts'; min: number; max: number; required: boolean }
  /** A list of objects (vehicle history rows). */
  | { kind: 'rows'; max: number; required: boolean }
  | { kind: 'object'; required: boolean }
  /** A list screen's search or filter in the query string. */
  | { kind: 'search'; max: number }
  /** A list of ISO weekdays (a contract's working days). */
  | { kind: 'weekdays' }
  /** A JSON boolean (a switch: on or off). */
  | { kind: 'flag' };

export const text = (max: number, stored: 'verbatim' | 'normalised' | 'hidden' = 'verbatim'): FieldKind => ({
  kind: 'text',
  max,
  required: true,
  stored,
});
export const optionalText = (max: number, stored: 'verbatim' | 'hidden' = 'verbatim'): FieldKind => ({
  kind: 'text',
  max,
  required: false,
  stored,
});
export const email = (required = true): FieldKind => ({ kind: 'email', required });
export const password = (required = true): FieldKind => ({ kind: 'password', required });
export const phone = (required = true): FieldKind => ({ kind: 'phone', required });
export const money = (positive = false, required = true): FieldKind => ({
  kind: 'money',
  positive,
  required,
});
/** true or false, nothing else. */
export const flag = (): FieldKind => ({ kind: 'flag' });
/** A list of weekdays, 1 (Monday) to 7 (Sunday), each at most once. */
export const weekdays = (): FieldKind => ({ kind: 'weekdays' });
export const count = (min: number, max: number, required = true): FieldKind => ({
  kind: 'count',
  min,
  max,
  required,
});
export const date = (required = true): FieldKind => ({ kind: 'date', required });
export const dayParam = (): FieldKind => ({ kind: 'dayParam' });
export const choice = (required = true): FieldKind => ({ kind: 'choice', required });
export const ref = (to: Resource, required = true): FieldKind => ({ kind: 'ref', to, required });
export const timezone = (required = false): FieldKind => ({ kind: 'timezone', required });
export const texts = (min: number, max: number, required = true): FieldKind => ({
  kind: 'texts',
  min,
  max,
  required,
});
export const rows = (max: number, required = false): FieldKind => ({ kind: 'rows', max, required });
export const object = (required = true): FieldKind => ({ kind: 'object', required });
export const search = (max: number): FieldKind => ({ kind: 'search', max });

/** The field is left out of the body. */
export const MISSING = Symbol('missing');

/**
 * - `refused`: must be answered with a 4xx and change nothing;
 * - `stored`: may be refused, or accepted and then come back exactly as sent (text fields);
 * - `either`: may be accepted or refused (a valid value in disguise, an optional field left out).
 */
export type Outcome = 'refused' | 'stored' | 'either';

export interface HostileValue {
  label: string;
  value: unknown;
  outcome: Outcome;
}

export const HUGE = 'x'.repeat(100_000);

export const INJECTIONS = [
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  "' OR '1'='1",
  'Robert"); DELETE FROM apartments; --',
  '<img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection, meant to stay literal.
  '${7*7} {{7*7}} #{7*7}',
];

/** Real text in several scripts; must be kept exactly. */
export const UNICODE = 'Ɔkɔmfo Anɔkye 🇬🇭 — ŋ ɛ ɔ · 中文 · مرحبا';

/** A NUL and a lone surrogate: refused everywhere (plugins/text-guard.ts). */
export const ILL_FORMED = [
  { label: 'NUL character', value: 'a\u0000b' },
  { label: 'lone surrogate', value: 'a\ud800b' },
];

const WRONG_TYPES = [
  { label: 'a number', value: 12345 },
  { label: 'a boolean', value: true },
  { label: 'an array', value: ['a'] },
  { label: 'an object', value: { $ne: null } },
];

/**
 * Texts that show nothing: zero-width characters, word joiner, byte order mark, direction marks,
 * embeddings, overrides and isolates, alone or mixed with white space. A required name made of them
 * names nobody, so it is refused (docs/decisions/112-invisible-names-and-pesewas.md).
 */
export const INVISIBLE_TEXTS = [
  { label: 'zero-width space', value: '\u200b' },
  { label: 'zero-width joiners', value: '\u200c\u200d\u200c' },
  { label: 'word joiner and BOM', value: '\u2060\ufeff' },
  { label: 'direction marks', value: '\u200e\u200f' },
  { label: 'direction overrides', value: '\u202a\u202b\u202c\u202d\u202e' },
  { label: 'direction isolates', value: '\u2066\u2067\u2068\u2069' },
  { label: 'invisible and white space', value: ' \u200b\u00a0\u202e\t\u3000\u2069 ' },
];

/**
 * Date-times whose time-zone offset no clock has: no date parser places them in time, so each must be
 * a 400 rather than a crash (docs/decisions/111-impossible-offsets.md).
 */
export const IMPOSSIBLE_OFFSETS = [
  '2025-02-28T10:00:00+99:00',
  '2025-02-28T10:00:00+24:00',
  '2025-02-28T10:00:00-25:00',
  '2025-02-28T10:00:00+23:60',
  '2025-02-28T10:00:00+2400',
  '2025-02-28T10:00+24:00',
];

/** Dates that are not days at all, or not real ones: refused by every date field and date parameter. */
const BAD_DATES = [
  '2026-02-30',
  '2025-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-04-31',
  'tomorrow',
  'today',
  '26-01-01',
  '2026/01/01',
  '01-02-2026',
  '9999-12-31',
  '0000-01-01',
  '2026-01-01T25:00:00Z',
  '2026-01-01T10:61:00Z',
  ...IMPOSSIBLE_OFFSETS,
];

/** Ids that name no record of the kind asked for, besides the ids of other kinds of record. */
export const BAD_IDS = [
  'not-an-id',
  '../../etc/passwd',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '💥🇬🇭',
  'x'.repeat(200),
];

function absence(required: boolean): HostileValue[] {
  const outcome: Outcome = required ? 'refused' : 'either';
  return [
    { label: 'missing', value: MISSING, outcome },
    { label: 'null', value: null, outcome },
    { label: 'empty', value: '', outcome },
    { label: 'blank', value: '   ', outcome },
  ];
}

function refused(values: { label: string; value: unknown }[]): HostileValue[] {
  return values.map((each) => ({ ...each, outcome: 'refused' }));
}

const labelled = (values: unknown[]) => values.map((value) => ({ label: JSON.stringify(value), value }));

/** Every hostile value a field of this kind receives; `fixtures` holds one id of every kind of record. */
export function hostileValues(kind: FieldKind, fixtures: Partial<Record<Resource, string>>): HostileValue[] {
  const strings = [
    ...refused(WRONG_TYPES),
    ...refused(ILL_FORMED),
    { label: 'huge', value: HUGE, outcome: 'refused' as const },
  ];
  switch (kind.kind) {
    case 'text': {
      const keep: Outcome = kind.stored === 'verbatim' ? 'stored' : 'either';
      const fits = (value: string): Outcome => (value.length > kind.max ? 'refused' : keep);
      return [
        ...absence(kind.required),
        ...(kind.required ? refused(INVISIBLE_TEXTS) : []),
        ...strings,
        { label: `${kind.max + 1} characters`, value: 'y'.repeat(kind.max + 1), outcome: 'refused' },
        { label: `${kind.max} characters`, value: 'y'.repeat(kind.max), outcome: keep },
        ...INJECTIONS.map((value) => ({ label: value, value, outcome: fits(value) })),
        { label: 'unicode', value: UNICODE.length <= kind.max ? UNICODE : 'ŋɛɔ', outcome: keep },
      ];
    }
    case 'email':
      return [
        ...absence(kind.required),
        ...strings,
        ...refused(
          labelled([
            'not-an-email',
            'a@',
            '@example.com',
            'a@b@example.com',
            `${'a'.repeat(250)}@example.com`,
          ]),
        ),
        ...refused(INJECTIONS.map((value) => ({ label: value, value }))),
      ];
    case 'password':
      return [
        ...absence(kind.required),
        ...strings,
        { label: '7 characters', value: '1234567', outcome: 'refused' },
        { label: '201 characters', value: 'p'.repeat(201), outcome: 'refused' },
        ...INJECTIONS.map((value) => ({ label: value, value, outcome: 'either' as const })),
      ];
    case 'phone':
      return [
        ...absence(kind.required),
        ...strings,
        ...refused(labelled(['abc', '12', '+1', '0'.repeat(41), '+999 000 000', '+233 24 111'])),
        ...refused(INJECTIONS.map((value) => ({ label: value, value }))),
      ];
    case 'money':
      return [
        ...absence(kind.required),
        ...refused(WRONG_TYPES.slice(1)),
        ...refused(
          labelled([
            -1,
            -0.01,
            '-1',
            1e308,
            -1e308,
            1e15,
            1e21,
            Number.MAX_SAFE_INTEGER + 2,
            '1e5',
            'NaN',
            'Infinity',
            '-Infinity',
            '0x10',
            '12abc',
            '1.2.3',
            '99999999999999999999',
            // Finer than the pesewa: refused, never rounded (0.001 would be stored as 0).
            0.001,
            12.345,
            0.005,
            '0.001',
            '12.345',
            '1,500.505',
          ]),
        ),
        ...(kind.positive ? refused(labelled([0, '0.00'])) : []),
        ...refused(ILL_FORMED),
        { label: 'huge', value: HUGE, outcome: 'refused' },
        ...refused(INJECTIONS.slice(0, 2).map((value) => ({ label: value, value }))),
      ];
    case 'count':
      return [
        ...absence(kind.required),
        ...refused(WRONG_TYPES.slice(1)),
        ...refused(
          labelled([
            kind.min - 1,
            kind.max + 1,
            1.5,
            1e308,
            -1e308,
            'NaN',
            'Infinity',
            '-Infinity',
            '1e5',
            'abc',
            `${kind.max + 1}`,
          ]),
        ),
        ...refused(ILL_FORMED),
        { label: 'huge', value: HUGE, outcome: 'refused' },
      ];
    case 'date':
      return [
        ...absence(kind.required),
        ...strings,
        ...refused(labelled([...BAD_DATES, 20260101])),
        ...refused(INJECTIONS.slice(0, 2).map((value) => ({ label: value, value }))),
      ];
    case 'dayParam':
      return [
        { label: 'a day', value: '2026-01-15', outcome: 'either' },
        { label: 'empty', value: '', outcome: 'either' },
        ...refused(labelled(BAD_DATES)),
        { label: 'huge', value: HUGE, outcome: 'refused' },
        { label: 'repeated parameter', value: ['2026-01-01', '2026-01-02'], outcome: 'refused' },
        // A lone surrogate cannot be written in a URL at all; a NUL can.
        { label: 'NUL character', value: '2026-01-01\u0000', outcome: 'refused' },
        ...refused(INJECTIONS.slice(0, 2).map((value) => ({ label: value, value }))),
      ];
    case 'choice':
      return [
        ...absence(kind.required),
        ...strings,
        ...refused(labelled(['Unknown', 'SuperAdmin', 'Admin; DROP TABLE users'])),
        ...refused(INJECTIONS.slice(0, 2).map((value) => ({ label: value, value }))),
      ];
    case 'ref':
      return [
        ...absence(kind.required),
        ...strings,
        ...refused(BAD_IDS.map((value) => ({ label: `id ${value.slice(0, 30)}`, value }))),
        { label: 'id of 201 characters', value: 'x'.repeat(201), outcome: 'refused' },
        ...refused(
          Object.entries(fixtures)
            .filter(([resource]) => resource !== kind.to)
            .map(([resource, value]) => ({ label: `the id of a ${resource}`, value })),
        ),
      ];
    case 'timezone':
      return [
        // An optional time zone left blank means "not sent" (docs/product.md §2: a profile form sends "").
        ...absence(kind.required),
        ...strings,
        ...refused(
          labelled(['Mars/Olympus', '../../etc/passwd', 'UTC+99', 'Africa/Accra; DROP TABLE users']),
        ),
      ];
    case 'texts':
      return [
        { label: 'missing', value: MISSING, outcome: kind.required ? 'refused' : 'either' },
        { label: 'null', value: null, outcome: kind.required ? 'refused' : 'either' },
        { label: 'empty list', value: [], outcome: kind.min > 0 ? 'refused' : 'either' },
        { label: 'one text', value: 'Worn tyres', outcome: 'either' },
        ...refused(labelled([12345, true, { a: 1 }, [12345], [null], [''], [['nested']], [{ $ne: null }]])),
        { label: `${kind.max + 1} items`, value: Array(kind.max + 1).fill('Issue'), outcome: 'refused' },
        { label: 'a huge item', value: [HUGE], outcome: 'refused' },
        { label: 'many huge items', value: Array(9).fill(HUGE), outcome: 'refused' },
      ];
    case 'rows':
      return [
        { label: 'missing', value: MISSING, outcome: kind.required ? 'refused' : 'either' },
        { label: 'null', value: null, outcome: kind.required ? 'refused' : 'either' },
        { label: 'empty list', value: [], outcome: 'either' },
        ...refused(labelled(['rows', 12345, { hist: 'x', date: '2026-01-01' }, [{}], [null], ['row'], [[]]])),
        {
          label: `${kind.max + 1} rows`,
          value: Array(kind.max + 1).fill({ hist: 'Oil change', date: '2026-01-15' }),
          outcome: 'refused',
        },
      ];
    case 'object':
      return [
        { label: 'missing', value: MISSING, outcome: kind.required ? 'refused' : 'either' },
        ...refused(labelled([null, 'text', 12345, [], {}, [{}]])),
      ];
    case 'flag':
      return [
        { label: 'false', value: false, outcome: 'either' },
        ...refused(labelled(['true', 'yes', 1, 0, null, [], {}, ''])),
        { label: 'missing', value: MISSING, outcome: 'refused' },
        ...refused(ILL_FORMED),
      ];
    case 'weekdays':
      return [
        { label: 'missing', value: MISSING, outcome: 'either' },
        { label: 'null', value: null, outcome: 'either' },
        { label: 'empty list', value: [], outcome: 'either' },
        { label: 'every day', value: [1, 2, 3, 4, 5, 6, 7], outcome: 'either' },
        ...refused(
          labelled([
            'Mon',
            12345,
            true,
            { 1: true },
            [0],
            [8],
            [-1],
            [1.5],
            ['1'],
            ['Mon'],
            [null],
            [[1]],
            [1, 2, 3, 4, 5, 6, 7, 1],
            Array(1000).fill(1),
          ]),
        ),
        ...refused(ILL_FORMED),
        { label: 'huge', value: HUGE, outcome: 'refused' },
      ];
    case 'search':
      return [
        { label: 'huge', value: HUGE, outcome: 'refused' },
        { label: `${kind.max + 1} characters`, value: 'q'.repeat(kind.max + 1), outcome: 'refused' },
        { label: 'repeated parameter', value: ['a', 'b'], outcome: 'refused' },
        // A lone surrogate cannot be written in a URL at all; a NUL can.
        { label: 'NUL character', value: 'a\u0000b', outcome: 'refused' },
        ...INJECTIONS.map((value) => ({ label: value, value, outcome: 'either' as const })),
        { label: 'unicode', value: UNICODE, outcome: 'either' },
        { label: 'empty', value: '', outcome: 'either' },
      ];
  }
}
