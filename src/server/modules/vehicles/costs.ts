import type { Executor } from '../../lib/service-context';

/** What a vehicle has cost, by source, in integer pesewas. */
export interface VehicleCostTotals {
  maintenancePesewas: number;
  documentsPesewas: number;
}

const sumBy = (rows: { vehicle_id: string | null; total: number | string | null }[]) =>
  new Map(rows.map((row) => [row.vehicle_id ?? '', Number(row.total ?? 0)]));

/**
 * Vehicle expenses: what each of the given vehicles has cost, by source — its maintenance records'
 * costs and its documents' (docs/reminders.md §1: "document costs count as vehicle expenses wherever
 * costs are summed"). The one place a vehicle's costs are added up: `GET /api/vehicles/{id}/costs`
 * reads it, and the expenses feature is to reuse it, adding its own source here rather than summing
 * costs anywhere else. Every vehicle asked for is in the answer (0 when it cost nothing).
 */
export async function vehicleExpenses(
  db: Executor,
  accountId: string,
  vehicleIds: readonly string[],
): Promise<Map<string, VehicleCostTotals>> {
  const totals = new Map(vehicleIds.map((id) => [id, { maintenancePesewas: 0, documentsPesewas: 0 }]));
  if (vehicleIds.length === 0) return totals;
  const ids = [...vehicleIds];
  // Each table's costs per vehicle: one grouped sum, the same for repairs and for papers.
  const costsIn = (table: 'maintenance_records' | 'vehicle_documents') =>
    db
      .selectFrom(table)
      .select('vehicle_id')
      .select((eb) => eb.fn.sum<number | string>('cost_pesewas').as('total'))
      .where('account_id', '=', accountId)
      .where('vehicle_id', 'in', ids)
      .groupBy('vehicle_id')
      .execute();
  const [maintenance, documents] = await Promise.all([
    costsIn('maintenance_records'),
    costsIn('vehicle_documents'),
  ]);
  const byMaintenance = sumBy(maintenance);
  const byDocuments = sumBy(documents);
  for (const [id, total] of totals) {
    total.maintenancePesewas = byMaintenance.get(id) ?? 0;
    total.documentsPesewas = byDocuments.get(id) ?? 0;
  }
  return totals;
}
