/**
 * Isolation between businesses (docs/accounts.md §3): a second account holds a record of every kind, each
 * marked; every endpoint of the ENDPOINTS table, called by every role of the first account, with the
 * second account's ids in its path and in its body's references, answers exactly as it does for an
 * id that exists nowhere, never a 5xx, writes nothing; and no answer (lists, exports, dashboards,
 * the audit log) carries the second account's ids or marked text. The table must cover every route
 * the app registers, so a new endpoint without a row fails here too.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../shared/constants';
import { api } from '../../shared/paths';
import { newId } from '../lib/ids';
import { odometerBody } from '../modules/odometer/test-data';
import { scheduleBody } from '../modules/service-schedules/test-data';
import { coverageProblems, ENDPOINTS, type Endpoint, keyOf, urlWithId } from './endpoints';
import {
  type Call,
  changes,
  createQualityContext,
  describeResponse,
  failedMessage,
  type QualityContext,
  type Resource,
  registeredRoutes,
} from './harness';
import { markedIds, markedRecords } from './marked-records';
import { readXlsx } from './read-xlsx';
import { snapshot } from './snapshot';
import type { TestSession } from './test-app';

/** Text only the other account's records carry. */
const MARK = 'ZQX-OTHER-BUSINESS';

interface OtherAccount {
  accountId: string;
  admin: TestSession;
  ids: Record<Resource, string>;
}

async function makeOtherAccount(ctx: QualityContext): Promise<OtherAccount> {
  const accountId = await ctx.t.newAccount(`${MARK} Ltd`);
  const admin = await ctx.t.signIn('Admin', { accountId, name: `${MARK} Admin` });
  const staff = await ctx.t.signIn('Staff', { accountId, name: `${MARK} Staff` });
  const post = async (url: string, body: object) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { cookie: admin.cookie },
    });
    if (response.statusCode !== 200) throw new Error(`other account ${url}: ${response.body}`);
    return response.json();
  };
  const records = await markedRecords(post, MARK);
  const { vehicle } = records;
  // Its vehicle's service: a reading by hand and a schedule.
  const odometerReading = await post(
    api.vehicleOdometer(vehicle._id),
    odometerBody({ km: 777_000, note: MARK }),
  );
  const serviceSchedule = await post(
    api.vehicleSchedules(vehicle._id),
    scheduleBody({ task: `${MARK} service` }),
  );
  return {
    accountId,
    admin,
    ids: {
      ...markedIds(records),
      message: await failedMessage(ctx.db, accountId, `${MARK} message`),
      user: staff.user._id,
      odometerReading: odometerReading._id,
      serviceSchedule: serviceSchedule._id,
      // Another deployment's backup: a name this one never listed (docs/backups.md §2).
      backup: 'property-manager-2025-01-01-000000.db',
    },
  };
}

/** The deployment's first business: the one made first. */
async function firstAccountId(ctx: QualityContext): Promise<string | undefined> {
  const first = await ctx.db
    .selectFrom('accounts')
    .select('id')
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
  return first?.id;
}

/** The answer as text: JSON or an export's cells. */
async function answerText(response: LightMyRequestResponse): Promise<string> {
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('spreadsheetml')) return JSON.stringify(await readXlsx(response));
  return response.body;
}

function setPath(target: unknown, path: string, value: unknown) {
  const parts = path.split('.');
  let node = target as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) node = node[part] as Record<string, unknown>;
  node[parts[parts.length - 1] as string] = value;
}

/**
 * The call with its path id and every reference in its body set to `idOf(kind)`; the path names a
 * record of `pathKind` (the endpoint's own kind unless told).
 */
function aimedAt(
  endpoint: Endpoint,
  call: Call,
  idOf: (kind: Resource) => string,
  pathKind = endpoint.id,
): Call | null {
  const refs = Object.entries(endpoint.body ?? {}).flatMap(([path, kind]) =>
    kind.kind === 'ref' ? [{ path, to: kind.to }] : [],
  );
  if (!endpoint.id && refs.length === 0) return null;
  const aimed: Call = { ...call, body: structuredClone(call.body ?? {}) };
  if (pathKind) aimed.url = urlWithId(endpoint.apiKey, encodeURIComponent(idOf(pathKind)));
  for (const ref of refs) setPath(aimed.body, ref.path, idOf(ref.to));
  if (call.body === undefined && refs.length === 0) delete aimed.body;
  return aimed;
}

const comparable = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: String(response.headers['content-type'] ?? '').includes('json') ? response.json() : response.body,
});

describe('isolation between accounts', () => {
  let ctx: QualityContext;
  let other: OtherAccount;
  let secrets: string[];
  let othersRows: () => Promise<string[]>;
  let othersRowsBefore: string[];

  beforeAll(async () => {
    ctx = await createQualityContext();
    other = await makeOtherAccount(ctx);
    secrets = [MARK, other.accountId, ...Object.values(other.ids)];
    othersRows = async () =>
      Object.entries(await snapshot(ctx.db)).flatMap(([table, rows]) =>
        table === 'sessions' || table === 'login_failures'
          ? []
          : rows
              .filter((row) => secrets.some((secret) => row.includes(secret)))
              .map((row) => `${table} ${row}`),
      );
    othersRowsBefore = (await othersRows()).sort();
  }, 60_000);

  afterAll(async () => {
    await ctx?.t.close();
  });

  it('has a row for every route the app registers', () => {
    expect(coverageProblems(registeredRoutes(ctx.app))).toEqual([]);
  });

  const rows = ENDPOINTS.flatMap((endpoint) => ROLES.map((role) => ({ endpoint, role })));
  it.each(rows.map((row) => [`${keyOf(row.endpoint)} as ${row.role}`, row] as const))(
    '%s',
    async (_name, { endpoint, role }: { endpoint: Endpoint; role: Role }) => {
      const problems: string[] = [];
      const call = await endpoint.valid(ctx, role);

      // The other account's ids answer exactly as ids that exist nowhere, and write nothing; a path
      // that may name several kinds of record (a receipt) is tried with each.
      for (const pathKind of endpoint.id ? [endpoint.id, ...(endpoint.alsoIds ?? [])] : [undefined]) {
        const unknown = aimedAt(endpoint, call, () => newId(), pathKind);
        const foreign = aimedAt(endpoint, call, (kind) => other.ids[kind], pathKind);
        if (!unknown || !foreign) continue;
        const before = await ctx.snapshot();
        const answer = await ctx.send(foreign, role);
        const after = await ctx.snapshot();
        if (answer.statusCode >= 500) problems.push(`another account's id: ${describeResponse(answer)}`);
        const written = changes(before, after);
        if (Object.keys(written).length > 0)
          problems.push(`another account's id wrote ${Object.keys(written)}`);
        const baseline = await ctx.send(unknown, role);
        try {
          expect(comparable(answer)).toEqual(comparable(baseline));
        } catch {
          problems.push(
            `another account's ${pathKind ?? 'reference'}: ${describeResponse(answer)}; an unknown id: ${describeResponse(baseline)}`,
          );
        }
        const text = await answerText(answer);
        for (const secret of secrets) if (text.includes(secret)) problems.push(`answer shows ${secret}`);
      }

      // The endpoint's own call (a list, an export, a create…) shows nothing of the other account.
      // But a backup's download: the whole database, every business's, for the first business's Admin
      // alone, who runs the deployment (docs/backups.md §2); any other caller gets 403.
      const own = await ctx.send(call, role);
      if (own.statusCode >= 500) problems.push(`own call: ${describeResponse(own)}`);
      const wholeDatabase = endpoint.apiKey === 'backupDownload' && own.statusCode === 200;
      if (wholeDatabase && (role !== 'Admin' || ctx.t.accountId !== (await firstAccountId(ctx))))
        problems.push(`${role} downloaded the whole database`);
      const text = wholeDatabase ? '' : await answerText(own);
      for (const secret of secrets) if (text.includes(secret)) problems.push(`own call shows ${secret}`);

      expect(problems).toEqual([]);
    },
  );

  it('left every record of the other account as it was', async () => {
    expect((await othersRows()).sort()).toEqual(othersRowsBefore);
  });
});
