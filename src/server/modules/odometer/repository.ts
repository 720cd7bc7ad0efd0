import { toDay } from '../../../shared/dates';
import { formatReceiptNumber } from '../../../shared/ledger';
import { groupBy } from '../../../shared/list';
import type { OdometerInput, OdometerReading, OdometerSource } from '../../../shared/schemas/vehicle-papers';
import { deleteOwned, insertKeyed, ownedIdByRequestKey } from '../../db/owned-rows';
import type { OdometerReadingsTable } from '../../db/schema';
import { newId } from '../../lib/ids';
import { monotonicNowIso } from '../../lib/monotonic-clock';
import type { Executor } from '../../lib/service-context';

/** One reading of a vehicle from any source, with the id of the record holding it. */
export interface KmPoint {
  id: string;
  vehicleId: string;
  date: string;
  km: number;
  source: OdometerSource;
}

const SOURCE_ORDER: Record<OdometerSource, number> = { manual: 0, maintenance: 1, remittance: 2 };

/** Newest first: the latest day, its highest reading, then by source and id (a stable order). */
export function newestFirst<T extends { date: string; km: number; source: OdometerSource; _id: string }>(
  readings: T[],
): T[] {
  return readings.sort(
    (a, b) =>
      (a.date < b.date ? 1 : a.date > b.date ? -1 : 0) ||
      b.km - a.km ||
      SOURCE_ORDER[a.source] - SOURCE_ORDER[b.source] ||
      (a._id < b._id ? -1 : a._id > b._id ? 1 : 0),
  );
}

const km = (value: number | null) => Number(value ?? 0);

/**
 * One account's odometer readings. A vehicle's readings are the union of its manual readings, the
 * readings its maintenance records carry and those of the remittances (not voided) of its contracts:
 * read from where they are, never copied. This repository writes only the manual ones.
 */
export function odometerRepository(db: Executor, accountId: string) {
  const manual = () => db.selectFrom('odometer_readings').where('account_id', '=', accountId);
  const jobs = () =>
    db
      .selectFrom('maintenance_records')
      .where('account_id', '=', accountId)
      .where('odometer_km', 'is not', null)
      .where('vehicle_id', 'is not', null);
  const remitted = () =>
    db
      .selectFrom('remittances')
      .innerJoin('hire_contracts', (join) =>
        join
          .onRef('hire_contracts.id', '=', 'remittances.contract_id')
          .on('hire_contracts.account_id', '=', accountId),
      )
      .where('remittances.account_id', '=', accountId)
      .where('remittances.odometer_km', 'is not', null)
      .where('remittances.voided_at', 'is', null);

  const repository = {
    /** Every reading of the given vehicles (of all the account's when null), from the three sources. */
    async points(vehicleIds: readonly string[] | null): Promise<KmPoint[]> {
      if (vehicleIds?.length === 0) return [];
      const ids = vehicleIds ? [...vehicleIds] : null;
      let byHand = manual().select(['id', 'vehicle_id', 'date', 'km']);
      let byJob = jobs().select(['id', 'vehicle_id', 'maintenance_date', 'odometer_km']);
      let byRemittance = remitted().select([
        'remittances.id',
        'hire_contracts.vehicle_id',
        'remittances.date',
        'remittances.odometer_km',
      ]);
      if (ids) {
        byHand = byHand.where('vehicle_id', 'in', ids);
        byJob = byJob.where('vehicle_id', 'in', ids);
        byRemittance = byRemittance.where('hire_contracts.vehicle_id', 'in', ids);
      }
      const [hand, job, remittance] = await Promise.all([
        byHand.execute(),
        byJob.execute(),
        byRemittance.execute(),
      ]);
      return [
        ...hand.map((row) => ({
          id: row.id,
          vehicleId: row.vehicle_id,
          date: row.date,
          km: km(row.km),
          source: 'manual' as const,
        })),
        ...job.map((row) => ({
          id: row.id,
          vehicleId: row.vehicle_id ?? '',
          date: toDay(row.maintenance_date),
          km: km(row.odometer_km),
          source: 'maintenance' as const,
        })),
        ...remittance.map((row) => ({
          id: row.id,
          vehicleId: row.vehicle_id,
          date: row.date,
          km: km(row.odometer_km),
          source: 'remittance' as const,
        })),
      ];
    },

    /** The readings a contract's remittances carry (they move with it to another vehicle). */
    async ofContract(contractId: string): Promise<KmPoint[]> {
      const rows = await remitted()
        .select([
          'remittances.id',
          'hire_contracts.vehicle_id',
          'remittances.date',
          'remittances.odometer_km',
        ])
        .where('remittances.contract_id', '=', contractId)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        vehicleId: row.vehicle_id,
        date: row.date,
        km: km(row.odometer_km),
        source: 'remittance' as const,
      }));
    },

    /**
     * A vehicle's readings as the API shows them, newest first: a maintenance record's note is its
     * issues, a remittance's its receipt number.
     */
    async ofVehicle(vehicleId: string): Promise<OdometerReading[]> {
      const [hand, job, remittance] = await Promise.all([
        repository.manualOf(vehicleId),
        jobs()
          .select(['id', 'maintenance_date', 'odometer_km'])
          .where('vehicle_id', '=', vehicleId)
          .execute(),
        remitted()
          .select([
            'remittances.id',
            'remittances.date',
            'remittances.odometer_km',
            'remittances.receipt_number',
          ])
          .where('hire_contracts.vehicle_id', '=', vehicleId)
          .execute(),
      ]);
      const issues = new Map<string, string[]>();
      if (job.length > 0) {
        const rows = await db
          .selectFrom('maintenance_issues')
          .select(['record_id', 'text'])
          .where(
            'record_id',
            'in',
            job.map((row) => row.id),
          )
          .orderBy('record_id')
          .orderBy('position')
          .execute();
        for (const [recordId, texts] of groupBy(rows, (row) => row.record_id))
          issues.set(
            recordId,
            texts.map((row) => row.text),
          );
      }
      return newestFirst([
        ...hand,
        ...job.map((row) => ({
          _id: row.id,
          date: toDay(row.maintenance_date),
          km: km(row.odometer_km),
          source: 'maintenance' as const,
          note: (issues.get(row.id) ?? []).join(', '),
        })),
        ...remittance.map((row) => ({
          _id: row.id,
          date: row.date,
          km: km(row.odometer_km),
          source: 'remittance' as const,
          note: `Remittance ${formatReceiptNumber(Number(row.receipt_number))}`,
        })),
      ]);
    },

    /** A vehicle's manual readings, newest first. */
    async manualOf(vehicleId: string): Promise<OdometerReading[]> {
      const rows = await manual()
        .select(['id', 'date', 'km', 'note'])
        .where('vehicle_id', '=', vehicleId)
        .execute();
      return newestFirst(
        rows.map((row) => ({
          _id: row.id,
          date: row.date,
          km: km(row.km),
          source: 'manual' as const,
          note: row.note,
        })),
      );
    },

    /** The manual reading this account added under an Idempotency-Key (decision 139), with its vehicle. */
    async manualUnderKey(
      requestKey: string,
    ): Promise<{ vehicleId: string; reading: OdometerReading } | null> {
      const id = await ownedIdByRequestKey(db, 'odometer_readings', accountId, requestKey);
      if (id === null) return null;
      const row = await manual()
        .select(['id', 'vehicle_id', 'date', 'km', 'note'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      return {
        vehicleId: row.vehicle_id,
        reading: { _id: row.id, date: row.date, km: km(row.km), source: 'manual', note: row.note },
      };
    },

    /** Records a manual reading with its request's key; as the API shows it, or null when the key was taken meanwhile. */
    async insert(
      vehicleId: string,
      input: OdometerInput,
      requestKey?: string,
    ): Promise<OdometerReading | null> {
      const row: OdometerReadingsTable = {
        id: newId(),
        account_id: accountId,
        vehicle_id: vehicleId,
        date: input.date,
        km: input.km,
        note: input.note,
        created_at: monotonicNowIso(),
        request_key: requestKey ?? null,
      };
      if (!(await insertKeyed(db, 'odometer_readings', row))) return null;
      return { _id: row.id, date: row.date, km: row.km, source: 'manual', note: row.note };
    },

    /** Removes a vehicle's manual readings (with the vehicle: they are its own history). */
    async removeOfVehicle(vehicleId: string): Promise<number> {
      return deleteOwned(db, 'odometer_readings', accountId, { column: 'vehicle_id', value: vehicleId });
    },
  };
  return repository;
}
