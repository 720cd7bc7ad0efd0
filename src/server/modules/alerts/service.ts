import { addDays, daysBetween, toDay } from '../../../shared/dates';
import { CONTRACT_TYPE_LABELS } from '../../../shared/hire';
import { formatReceiptNumber } from '../../../shared/ledger';
import { type PagedList, pageWindow, searchText } from '../../../shared/list-query';
import { formatCedi, fromPesewas } from '../../../shared/money';
import { ALERT_DATA_KINDS, alertKey, ONLINE_PAYMENT_ALERT_DAYS } from '../../../shared/reminders';
import type { Contract } from '../../../shared/schemas/hire';
import type { AlertsQuery, AlertTotals, HiddenAlert } from '../../../shared/schemas/reminders';
import {
  ALERT_MODULE_OF,
  type Alert,
  type AlertKind,
  type AlertModule,
  EXPIRY_WARNING_DAYS,
  LEASE_ALERT_DAYS,
} from '../../../shared/schemas/reminders';
import type { RentRecord } from '../../../shared/schemas/rent-records';
import type { VehicleRecord } from '../../../shared/schemas/vehicles';
import { hireIsLate, rentIsLate } from '../../../shared/standing-words';
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS } from '../../../shared/vehicle-papers';
import { businessToday } from '../../lib/business-day';
import { notFound } from '../../lib/domain-errors';
import type { ReadContext } from '../../lib/service-context';
import { contractsService } from '../contracts';
import { rentRecordsService } from '../rent-records';
import { serviceSchedulesService } from '../service-schedules';
import { vehicleDocumentsService } from '../vehicle-documents';
import { vehiclesService } from '../vehicles';
import { alertMarksService, toHiddenAlert } from './marks';
import { type PaidIntentRow, paidIntentsForAlerts } from './paid-intents';

/** An alert as a source makes it; the feed adds its key. */
type SourceAlert = Omit<Alert, 'key'>;

/**
 * What the sources read, each read once per feed however many sources need it (a feed reads the
 * active contracts for the hire arrears and for the hirers' licences).
 */
type AlertDataKind = (typeof ALERT_DATA_KINDS)[number];

export interface AlertData {
  ctx: ReadContext;
  rentRecords(): Promise<RentRecord[]>;
  activeContracts(): Promise<Contract[]>;
  vehicles(): Promise<VehicleRecord[]>;
}

function alertData(ctx: ReadContext): AlertData {
  const once = <T>(load: () => Promise<T>) => {
    let loaded: Promise<T> | undefined;
    return () => {
      loaded ??= load();
      return loaded;
    };
  };
  return {
    ctx,
    rentRecords: once(() => rentRecordsService.list(ctx)),
    activeContracts: once(() => contractsService.list(ctx, { status: 'active' })),
    vehicles: once(() => vehiclesService.list(ctx)),
  };
}

/** One source of alerts: the kinds it makes, the kinds of data it reads, and how (as of `today`). */
export interface AlertSource {
  kinds: readonly AlertKind[];
  /** A write naming none of these leaves the source's alerts as they were (see `sourceAlerts`). */
  reads: readonly AlertDataKind[];
  alerts(data: AlertData, today: string): Promise<SourceAlert[]>;
}

const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

/** The unit a tenancy lets, in a line. */
const unitOf = (record: RentRecord) =>
  record.apartment ? `${record.apartment.title}, ${record.apartment.location}` : record.roomDescription;

/** A renewal is the same tenant: the same name (looked up by it), and the same phone when both have one. */
const samePhone = (a: RentRecord, b: RentRecord) =>
  !a.tenantPhone || !b.tenantPhone || a.tenantPhone === b.tenantPhone;

/**
 * The tenancies renewed by a later record of the same tenant (same name, and same phone when both
 * have one): no lease alert or reminder asks them to renew again. Looked up by name, so a list of
 * thousands is not compared with itself.
 */
export function renewedTenancies(records: readonly RentRecord[]): Set<string> {
  const byName = new Map<string, RentRecord[]>();
  for (const record of records) {
    const key = record.tenantName.trim().toLowerCase();
    const same = byName.get(key);
    if (same) same.push(record);
    else byName.set(key, [record]);
  }
  const renewed = new Set<string>();
  for (const same of byName.values()) {
    for (const record of same) {
      if (
        same.some(
          (other) =>
            other._id !== record._id && samePhone(other, record) && other.rentedDate > record.rentedDate,
        )
      )
        renewed.add(record._id);
    }
  }
  return renewed;
}

/**
 * Leases ending within 60 days, or ended without a renewal (a later record of the same tenant), and
 * rent in arrears past the day it fell due (docs/reminders.md §3, decision 060).
 */
export const tenancyAlerts: AlertSource = {
  kinds: ['lease_expiry', 'rent_arrears'],
  // A unit's rename moves the tenants' counter too (apartments/service.ts).
  reads: ['tenants', 'payments'],
  async alerts(data, today) {
    const records = await data.rentRecords();
    const renewed = renewedTenancies(records);
    const out: SourceAlert[] = [];
    const horizon = addDays(today, LEASE_ALERT_DAYS);
    for (const record of records) {
      const subject = {
        type: 'rent_record' as const,
        _id: record._id,
        label: record.tenantName,
        phone: record.tenantPhone || null,
      };
      const end = toDay(record.expirationDate);
      if (record.status === 'Active' && end <= horizon) {
        const ended = end < today;
        if (!renewed.has(record._id)) {
          out.push({
            kind: 'lease_expiry',
            severity: ended ? 'overdue' : 'soon',
            subject,
            dueDate: end,
            message: ended
              ? `Lease of ${unitOf(record)} ended on ${end}, ${days(daysBetween(end, today))} ago, without a renewal`
              : `Lease of ${unitOf(record)} ends on ${end}, in ${days(daysBetween(today, end))}`,
          });
        }
      }
      // Rent due today is not overdue yet: it alerts from the next day (decision 060).
      if (rentIsLate(record)) {
        out.push({
          kind: 'rent_arrears',
          severity: 'overdue',
          subject,
          dueDate: addDays(today, -record.daysOverdue),
          message: `${formatCedi(record.arrears)} in arrears for ${unitOf(record)}, ${days(record.daysOverdue)} overdue`,
        });
      }
    }
    return out;
  },
};

/** Active hire contracts behind on what has fallen due (docs/reminders.md §3 `hire_arrears`). */
export const hireAlerts: AlertSource = {
  kinds: ['hire_arrears'],
  reads: ['contracts', 'remittances', 'vehicles'],
  async alerts(data, today) {
    const contracts = await data.activeContracts();
    return (
      contracts
        // Only today's amount unpaid is not behind yet: it alerts from the next day (decision 060).
        .filter((contract) => hireIsLate(contract, today))
        .map((contract) => ({
          kind: 'hire_arrears' as const,
          severity: 'overdue' as const,
          subject: {
            type: 'contract' as const,
            _id: contract._id,
            label: `${contract.vehicle.vehicleRegNum} · ${contract.hirer.name}`,
            vehicleId: contract.vehicleId,
            phone: contract.hirer.phone,
          },
          dueDate: contract.nextDueDate,
          message: `${formatCedi(contract.arrears)} behind on ${CONTRACT_TYPE_LABELS[contract.type].toLowerCase()}`,
        }))
    );
  },
};

/** Expired, or expiring within the warning window: the severity and the words for it. */
function expiry(expiresOn: string, today: string): { severity: 'overdue' | 'soon'; words: string } | null {
  if (expiresOn < today) return { severity: 'overdue', words: `expired on ${expiresOn}` };
  if (expiresOn <= addDays(today, EXPIRY_WARNING_DAYS))
    return { severity: 'soon', words: `expires on ${expiresOn}, in ${days(daysBetween(today, expiresOn))}` };
  return null;
}

/**
 * Driving licences expired or expiring within 30 days: each vehicle's driver, and each active
 * contract's hirer unless that hirer is the vehicle's driver (the same licence, already counted).
 */
export const licenceAlerts: AlertSource = {
  kinds: ['licence_expiry'],
  // A remittance can complete a work-and-pay contract, taking its hirer out of the active ones.
  reads: ['vehicles', 'contracts', 'remittances'],
  async alerts(data, today) {
    const [vehicles, contracts] = await Promise.all([data.vehicles(), data.activeContracts()]);
    const out: SourceAlert[] = [];
    const driverLicences = new Map(
      vehicles.map((vehicle) => [vehicle._id, vehicle.licenseNum.trim().toUpperCase()]),
    );
    for (const vehicle of vehicles) {
      // A driver with no licence on record (a hirer who gave none, decision 063) has nothing to expire.
      if (!vehicle.licenseNumExp) continue;
      const due = expiry(toDay(vehicle.licenseNumExp), today);
      if (!due) continue;
      out.push({
        kind: 'licence_expiry',
        severity: due.severity,
        subject: {
          type: 'vehicle',
          _id: vehicle._id,
          label: `${vehicle.vehicleRegNum} · ${vehicle.driverName}`,
          vehicleId: vehicle._id,
          phone: vehicle.contactDetails.phone || null,
        },
        dueDate: toDay(vehicle.licenseNumExp),
        message: `${vehicle.driverName}'s driving licence ${due.words}`,
      });
    }
    for (const contract of contracts) {
      if (!contract.hirer.licenseExp) continue;
      const licence = contract.hirer.licenseNum.trim().toUpperCase();
      if (licence && driverLicences.get(contract.vehicleId) === licence) continue;
      const due = expiry(contract.hirer.licenseExp, today);
      if (!due) continue;
      out.push({
        kind: 'licence_expiry',
        severity: due.severity,
        subject: {
          type: 'contract',
          _id: contract._id,
          label: `${contract.vehicle.vehicleRegNum} · ${contract.hirer.name}`,
          vehicleId: contract.vehicleId,
          phone: contract.hirer.phone,
        },
        dueDate: contract.hirer.licenseExp,
        message: `${contract.hirer.name}'s driving licence ${due.words}`,
      });
    }
    return out;
  },
};

/** How a paper reads when it is missing. */
const MISSING_NOUN: Record<(typeof DOCUMENT_KINDS)[number], string> = {
  roadworthy: 'roadworthy',
  insurance: 'insurance',
  vit: 'VIT sticker',
  registration: 'registration',
  permit: 'permit',
  other: 'document',
};

/** The vehicle's line in a papers or service alert: its plate, make and model. */
const vehicleLabel = (vehicle: { vehicleRegNum: string; make: string; model: string }) =>
  `${vehicle.vehicleRegNum} · ${vehicle.make} ${vehicle.model}`;

/**
 * Vehicle papers (docs/reminders.md §1): the latest document of a kind expired or expiring within the
 * warning window, and a commercial vehicle's roadworthy, insurance or VIT not on record.
 */
export const documentAlerts: AlertSource = {
  kinds: ['document_expiry', 'document_missing'],
  reads: ['documents', 'vehicles'],
  async alerts(data) {
    const rows = await vehicleDocumentsService.complianceRows(data.ctx);
    const out: SourceAlert[] = [];
    for (const row of rows) {
      for (const kind of DOCUMENT_KINDS) {
        const entry = row.documents[kind];
        const label = DOCUMENT_KIND_LABELS[kind];
        const subject = { label: vehicleLabel(row.vehicle), vehicleId: row.vehicle._id };
        if (entry.status === 'missing') {
          out.push({
            kind: 'document_missing',
            severity: 'overdue',
            subject: { type: 'vehicle', _id: row.vehicle._id, ...subject },
            dueDate: null,
            message: `No ${MISSING_NOUN[kind]} on record`,
          });
        } else if ((entry.status === 'expired' || entry.status === 'expiring') && entry.expiresOn) {
          const expired = entry.status === 'expired';
          out.push({
            kind: 'document_expiry',
            severity: expired ? 'overdue' : 'soon',
            subject: { type: 'vehicle_document', _id: entry.documentId ?? row.vehicle._id, ...subject },
            dueDate: entry.expiresOn,
            message: `${label} ${expired ? 'expired' : 'expires'} on ${entry.expiresOn}`,
          });
        }
      }
    }
    return out;
  },
};

/** Service schedules due, or due soon, by distance or time (docs/reminders.md §2). */
export const serviceAlerts: AlertSource = {
  kinds: ['service_due'],
  reads: ['schedules', 'odometer', 'maintenance', 'vehicles'],
  async alerts(data) {
    const [schedules, vehicles] = await Promise.all([serviceSchedulesService.all(data.ctx), data.vehicles()]);
    const byId = new Map(vehicles.map((vehicle) => [vehicle._id, vehicle]));
    return schedules
      .filter((schedule) => schedule.status !== 'ok')
      .map((schedule) => {
        const vehicle = byId.get(schedule.vehicleId);
        const when = [
          schedule.nextDueDate ? `on ${schedule.nextDueDate}` : '',
          schedule.nextDueKm !== null ? `at ${schedule.nextDueKm.toLocaleString('en-GH')} km` : '',
        ]
          .filter(Boolean)
          .join(' or ');
        return {
          kind: 'service_due' as const,
          severity: schedule.status === 'due' ? ('overdue' as const) : ('soon' as const),
          subject: {
            type: 'service_schedule' as const,
            _id: schedule._id,
            label: vehicle ? vehicleLabel(vehicle) : schedule.task,
            vehicleId: schedule.vehicleId,
          },
          dueDate: schedule.nextDueDate,
          message: `${schedule.task} ${schedule.status === 'due' ? 'is due' : 'is due soon'}${when ? ` (${when})` : ''}`,
        };
      });
  },
};

/** The payer and the place of a paid intent: 'Ama Mensah (Unit 3, East Legon)' or 'Kojo · GR 2345-21'. */
function onlineSubject(row: PaidIntentRow): SourceAlert['subject'] {
  if (row.record_kind === 'rent')
    return { type: 'rent_record', _id: row.record_id, label: row.tenant_name ?? 'A tenant', phone: null };
  return {
    type: 'contract',
    _id: row.record_id,
    label: `${row.vehicle_reg_num ?? 'A vehicle'} · ${row.hirer_name ?? 'a hirer'}`,
    ...(row.vehicle_id ? { vehicleId: row.vehicle_id } : {}),
    phone: null,
  };
}

function payerWords(row: PaidIntentRow): string {
  if (row.record_kind === 'hire')
    return `${row.hirer_name ?? 'a hirer'} (${row.vehicle_reg_num ?? 'a vehicle'})`;
  const place = row.apartment_title
    ? `${row.apartment_title}, ${row.apartment_location ?? ''}`.replace(/, $/, '')
    : row.room_description;
  return `${row.tenant_name ?? 'a tenant'}${place ? ` (${place})` : ''}`;
}

/**
 * Online payments (docs/collect.md §2): each one paid in the last week is news (`info`, decision 170);
 * one whose paid amount differs from what was asked needs a look, until hidden (decision 172). One
 * query of the account's paid intents, not its payments.
 */
export const onlinePaymentAlerts: AlertSource = {
  kinds: ['rent_paid_online', 'hire_paid_online', 'rent_online_amount_differs', 'hire_online_amount_differs'],
  // An intent is paid in the transaction that records its payment or remittance.
  reads: ['payments', 'remittances', 'tenants', 'contracts', 'vehicles'],
  async alerts(data, today) {
    const since = addDays(today, -(ONLINE_PAYMENT_ALERT_DAYS - 1));
    const rows = await paidIntentsForAlerts(data.ctx.trx, data.ctx.accountId, since);
    const out: SourceAlert[] = [];
    for (const row of rows) {
      const paidOn = row.updated_at.slice(0, 10);
      const paid = Number(row.paid_pesewas ?? row.amount_pesewas);
      const asked = Number(row.amount_pesewas);
      const receipt =
        row.receipt_number === null ? '' : `, receipt ${formatReceiptNumber(Number(row.receipt_number))}`;
      const subject = onlineSubject(row);
      if (paidOn >= since)
        out.push({
          kind: row.record_kind === 'rent' ? 'rent_paid_online' : 'hire_paid_online',
          severity: 'info',
          subject,
          dueDate: paidOn,
          message: `Online payment received: ${formatCedi(fromPesewas(paid))} from ${payerWords(row)}${receipt}`,
        });
      if (paid !== asked)
        out.push({
          kind: row.record_kind === 'rent' ? 'rent_online_amount_differs' : 'hire_online_amount_differs',
          severity: 'overdue',
          subject,
          dueDate: paidOn,
          message: `Paid ${formatCedi(fromPesewas(paid))} online where ${formatCedi(fromPesewas(asked))} was asked${receipt}`,
        });
    }
    return out;
  },
};

/** Every source of the feed. */
export const ALERT_SOURCES: AlertSource[] = [
  tenancyAlerts,
  hireAlerts,
  licenceAlerts,
  documentAlerts,
  serviceAlerts,
  onlinePaymentAlerts,
];

/** Most urgent first: overdue, then soon, then news. */
const SEVERITY_RANK: Record<Alert['severity'], number> = { overdue: 0, soon: 1, info: 2 };

/** Subjects' labels in the reader's order; one collator, not `localeCompare`'s each call. */
const labelOrder = new Intl.Collator();

/** Alerts by their keys: the last tie-break of every order, so every order is total. */
const byKey = (a: Alert, b: Alert) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * Most urgent first: overdue before soon before info; undated (papers never recorded) first; then the
 * oldest date, the subject's label and the key.
 */
function byUrgency(a: Alert, b: Alert): number {
  if (a.severity !== b.severity) return SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity];
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return -1;
    if (b.dueDate === null) return 1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  return labelOrder.compare(a.subject.label, b.subject.label) || byKey(a, b);
}

/** What is remembered, by key: the most recently used few hundred (a Map keeps insertion order). */
function rememberedOf<T>(limit: number) {
  const kept = new Map<string, T>();
  return async (key: string, make: () => Promise<T>): Promise<T> => {
    const hit = kept.get(key);
    if (hit !== undefined) {
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    const made = await make();
    kept.set(key, made);
    while (kept.size > limit) {
      const oldest = kept.keys().next().value;
      if (oldest === undefined) break;
      kept.delete(oldest);
    }
    return made;
  };
}

/**
 * Sources' alerts remembered, by business, source, day and the versions of what the source reads; and
 * each business's whole feed in its order, by what it asked and the versions of everything it reads.
 * A few hundred businesses' at most. What is remembered is shared: never changed in place.
 */
const rememberedSource = rememberedOf<Alert[]>(320);
const rememberedFeed = rememberedOf<Alert[]>(320);

/** The list counters (`list_versions`) of the kinds the feed reads, for one business. */
async function dataVersions(ctx: ReadContext): Promise<Map<string, number>> {
  const rows = await ctx.trx
    .selectFrom('list_versions')
    .select(['list', 'version'])
    .where('account_id', '=', ctx.accountId)
    .where('list', 'in', [...ALERT_DATA_KINDS])
    .execute();
  return new Map(rows.map((row) => [row.list, Number(row.version)]));
}

/**
 * A source's alerts, made again only when a write has moved a kind of data it reads (the counters
 * every write moves in its transaction, as the list cache reads them) or the day has changed. After
 * a payment only the tenancies are read again, after an odometer reading only the service schedules.
 * The versions are read before the data, so what is remembered is never older than its key says.
 * Inside a transaction nothing is remembered: what it sees may not be committed.
 */
async function sourceAlerts(
  source: AlertSource,
  data: AlertData,
  today: string,
  versions: Map<string, number> | null,
): Promise<Alert[]> {
  const keyed = async () =>
    (await source.alerts(data, today)).map((alert): Alert => ({ ...alert, key: alertKey(alert) }));
  if (versions === null) return keyed();
  const key = [
    data.ctx.accountId,
    ALERT_SOURCES.indexOf(source),
    today,
    businessToday(),
    ...source.reads.map((kind) => versions.get(kind) ?? 0),
  ].join('\u0000');
  return rememberedSource(key, keyed);
}

type FeedQuery = { module?: AlertModule | undefined; kind?: AlertKind | undefined };

/**
 * The server's own alerts (its backups, docs/backups.md §1), for some users of one business only: made
 * for each request, never remembered with the business's feed, and put first (they are overdue).
 */
export type ServerAlerts = (ctx: ReadContext) => Promise<SourceAlert[]>;

/** Every alert of today, hidden or not, most urgent first. */
async function everyAlert(
  ctx: ReadContext,
  query: FeedQuery,
  today: string,
  server?: ServerAlerts,
): Promise<Alert[]> {
  const wanted = (kind: AlertKind) =>
    (query.kind === undefined || query.kind === kind) &&
    (query.module === undefined || ALERT_MODULE_OF[kind] === query.module);
  const sources = ALERT_SOURCES.filter((source) => source.kinds.some(wanted));
  const versions = ctx.trx.isTransaction ? null : await dataVersions(ctx);
  const data = alertData(ctx);
  const feed = async () => {
    const alerts = (
      await Promise.all(sources.map((source) => sourceAlerts(source, data, today, versions)))
    ).flat();
    return alerts.filter((alert) => wanted(alert.kind)).sort(byUrgency);
  };
  const own = server
    ? (await server(ctx))
        .filter((alert) => wanted(alert.kind))
        .map((alert) => ({ ...alert, key: alertKey(alert) }))
    : [];
  const withOwn = (alerts: Alert[]) => (own.length > 0 ? [...own, ...alerts] : alerts);
  if (versions === null) return withOwn(await feed());
  // The merged feed in its order is remembered too: a page then filters and slices it, not sorting
  // thousands of alerts again (docs/decisions/099-record-totals.md).
  const key = [
    ctx.accountId,
    query.module ?? '',
    query.kind ?? '',
    today,
    businessToday(),
    ...[...versions].sort().flat(),
  ].join('\u0000');
  return withOwn(await rememberedFeed(key, feed));
}

/** The filters and order a feed read may ask for (docs/lists.md). */
type ListQuery = Pick<AlertsQuery, 'q' | 'severity' | 'sort' | 'order'>;

/** Whether an alert is kept by the list's search (subject label, message) and severity. */
function kept(query: ListQuery): (alert: Alert) => boolean {
  const text = searchText(query.q);
  return (alert) =>
    (query.severity === undefined || alert.severity === query.severity) &&
    (text === '' ||
      alert.subject.label.toLocaleLowerCase().includes(text) ||
      alert.message.toLocaleLowerCase().includes(text));
}

/** An undated alert (papers never recorded) counts as the earliest due. */
function byDueDate(a: Alert, b: Alert): number {
  if (a.dueDate === b.dueDate) return 0;
  if (a.dueDate === null) return -1;
  if (b.dueDate === null) return 1;
  return a.dueDate < b.dueDate ? -1 : 1;
}

/**
 * The list's order: urgency (most urgent first, `asc`) unless `dueDate` is asked for (latest first by
 * default, as every date in docs/lists.md); every order ends with the alert's key, so paging is stable.
 */
function listOrder(query: ListQuery): ((a: Alert, b: Alert) => number) | null {
  const byDate = query.sort === 'dueDate';
  const direction = (query.order ?? (byDate ? 'desc' : 'asc')) === 'asc' ? 1 : -1;
  // The feed is already most urgent first, the key last (`byUrgency`): nothing to sort.
  if (!byDate && direction === 1) return null;
  const primary = byDate ? byDueDate : byUrgency;
  return (a, b) => direction * (primary(a, b) || byKey(a, b));
}

/**
 * The feed's filtered, ordered list (for the array) or one page of it with the counts of all that
 * match. The feed is computed in memory from its remembered sources; it holds one alert per thing
 * needing attention today, not history (docs/decisions/080-fleet-lists-and-alert-pages.md).
 */
function listed<T>(
  items: T[],
  alertOf: (item: T) => Alert,
  query: ListQuery & { page?: number | undefined; pageSize?: number | undefined },
): T[] | PagedList<T, AlertTotals> {
  const keep = kept(query);
  const matching = items.filter((item) => keep(alertOf(item)));
  // The feed's own order unless another is asked for; every order is total, so pages are stable.
  const order = listOrder(query);
  if (order) matching.sort((a, b) => order(alertOf(a), alertOf(b)));
  if (query.page === undefined) return matching;
  const { page, pageSize, offset } = pageWindow(query);
  const totals: AlertTotals = { overdue: 0, soon: 0, info: 0 };
  for (const item of matching) totals[alertOf(item).severity] += 1;
  return { items: matching.slice(offset, offset + pageSize), total: matching.length, page, pageSize, totals };
}

/**
 * The alert feed (docs/reminders.md §3): what needs attention today, most urgent first, without the alerts
 * snoozed or dismissed for the business (docs/decisions/066-alert-snooze-and-dismiss.md).
 */
export const alertsService = {
  async list(
    ctx: ReadContext,
    query: FeedQuery = {},
    today = businessToday(),
    server?: ServerAlerts,
  ): Promise<Alert[]> {
    const [alerts, marks] = await Promise.all([
      everyAlert(ctx, query, today, server),
      alertMarksService.inForce(ctx, today),
    ]);
    if (marks.length === 0) return alerts;
    const hidden = new Set(marks.map((mark) => mark.alert_key));
    return alerts.filter((alert) => !hidden.has(alert.key));
  },

  /**
   * The feed on the list contract (docs/lists.md): without `page` the array (exactly the feed when no
   * search, severity or sort is asked for), with it one page and the counts by severity.
   */
  async read(ctx: ReadContext, query: AlertsQuery, today = businessToday(), server?: ServerAlerts) {
    const alerts = await alertsService.list(ctx, { module: query.module, kind: query.kind }, today, server);
    return listed(alerts, (alert) => alert, query);
  },

  /** Today's alert of this key, hidden or not; 404 when there is none. */
  async find(ctx: ReadContext, key: string, today = businessToday(), server?: ServerAlerts): Promise<Alert> {
    const kind = key.slice(0, key.indexOf('|')) as AlertKind;
    const alert = (await everyAlert(ctx, { kind }, today, server)).find((each) => each.key === key);
    if (!alert) throw notFound('Alert');
    return alert;
  },

  /** The alerts hidden today, with who hid them and how, for the 'Hidden alerts' list. */
  async hidden(ctx: ReadContext, today = businessToday(), server?: ServerAlerts): Promise<HiddenAlert[]> {
    const marks = await alertMarksService.inForce(ctx, today);
    if (marks.length === 0) return [];
    const byKey = new Map(marks.map((mark) => [mark.alert_key, mark]));
    return (await everyAlert(ctx, {}, today, server)).flatMap((alert) => {
      const mark = byKey.get(alert.key);
      return mark ? [toHiddenAlert(alert, mark)] : [];
    });
  },

  /** The hidden alerts on the list contract, as `read` (module, kind, severity, q, sort, page). */
  async readHidden(ctx: ReadContext, query: AlertsQuery, today = businessToday(), server?: ServerAlerts) {
    const wanted = (alert: Alert) =>
      (query.kind === undefined || alert.kind === query.kind) &&
      (query.module === undefined || ALERT_MODULE_OF[alert.kind] === query.module);
    const hidden = (await alertsService.hidden(ctx, today, server)).filter((each) => wanted(each.alert));
    return listed(hidden, (each) => each.alert, query);
  },
};
