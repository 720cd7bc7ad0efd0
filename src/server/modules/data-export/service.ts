import { DATA_EXPORT_SHEETS, type DataExportSheet, dataExportFileName } from '../../../shared/data-export';
import { apartmentListQuery } from '../../../shared/schemas/apartments';
import { expenseListQuery } from '../../../shared/schemas/expenses';
import { contractListQuery, remittanceListQuery } from '../../../shared/schemas/hire';
import { maintenanceListQuery } from '../../../shared/schemas/maintenance';
import { paymentListQuery } from '../../../shared/schemas/payments';
import { rentRecordListQuery } from '../../../shared/schemas/rent-records';
import { vehicleListQuery } from '../../../shared/schemas/vehicles';
import { businessToday } from '../../lib/business-day';
import { eachRow } from '../../lib/list-read';
import type { ReadContext } from '../../lib/service-context';
import { type XlsxSheet, xlsxSheet } from '../../lib/xlsx-export';
import { apartmentExportColumns, apartmentsService } from '../apartments';
import { auditExportColumns, auditRepository } from '../audit';
import { contractExportColumns, contractsService } from '../contracts';
import { expenseExportColumns, expensesService } from '../expenses';
import { maintenanceExportColumns, maintenanceService } from '../maintenance';
import { paymentExportColumns, paymentsService } from '../payments';
import { remittanceExportColumns, remittancesService } from '../remittances';
import { rentRecordExportColumns, rentRecordsService } from '../rent-records';
import { userExportColumns, usersRepository } from '../users';
import { vehicleDocumentExportColumns, vehicleDocumentsRepository } from '../vehicle-documents';
import { vehicleExportColumns, vehiclesService } from '../vehicles';

/**
 * Each kind's sheet: the columns of its list's export (its module's export-columns.ts) and its rows,
 * the whole list unfiltered, in batches from the database. Users, the audit log and the documents
 * themselves have no list export: their columns are theirs (docs/decisions/119-all-data-workbook.md).
 */
function sheetsOf(ctx: ReadContext): Record<DataExportSheet, XlsxSheet<unknown>> {
  return {
    Properties: xlsxSheet({
      name: 'Properties',
      columns: apartmentExportColumns,
      rows: () => eachRow(apartmentsService.batches(ctx, apartmentListQuery.parse({}))),
    }),
    'Rent Records': xlsxSheet({
      name: 'Rent Records',
      columns: rentRecordExportColumns,
      rows: async () => eachRow(await rentRecordsService.batches(ctx, rentRecordListQuery.parse({}))),
    }),
    Payments: xlsxSheet({
      name: 'Payments',
      columns: paymentExportColumns,
      rows: () => eachRow(paymentsService.batches(ctx, paymentListQuery.parse({}))),
    }),
    Vehicles: xlsxSheet({
      name: 'Vehicles',
      columns: vehicleExportColumns,
      rows: () => eachRow(vehiclesService.batches(ctx, vehicleListQuery.parse({}))),
    }),
    Maintenance: xlsxSheet({
      name: 'Maintenance',
      columns: maintenanceExportColumns,
      rows: () => eachRow(maintenanceService.batches(ctx, maintenanceListQuery.parse({}))),
    }),
    Contracts: xlsxSheet({
      name: 'Contracts',
      columns: contractExportColumns,
      rows: async () => eachRow(await contractsService.batches(ctx, contractListQuery.parse({}))),
    }),
    Remittances: xlsxSheet({
      name: 'Remittances',
      columns: remittanceExportColumns,
      rows: () => eachRow(remittancesService.batches(ctx, remittanceListQuery.parse({}))),
    }),
    'Vehicle Documents': xlsxSheet({
      name: 'Vehicle Documents',
      columns: vehicleDocumentExportColumns,
      rows: () => eachRow(vehicleDocumentsRepository(ctx.trx, ctx.accountId).batches()),
    }),
    Expenses: xlsxSheet({
      name: 'Expenses',
      columns: expenseExportColumns,
      rows: () => eachRow(expensesService.batches(ctx, expenseListQuery.parse({}))),
    }),
    Users: xlsxSheet({
      name: 'Users',
      columns: userExportColumns,
      rows: () => eachRow(usersRepository(ctx.trx, ctx.accountId).batches()),
    }),
    'Audit Log': xlsxSheet({
      name: 'Audit Log',
      columns: auditExportColumns,
      rows: () => eachRow(auditRepository(ctx.trx, ctx.accountId).batches()),
    }),
  };
}

/** 'Download all my data' (docs/backups.md §4): every record of the caller's business, nobody else's. */
export const dataExportService = {
  /** The workbook's sheets in their order; each one's rows are read when the one before is written. */
  sheets(ctx: ReadContext): XlsxSheet<unknown>[] {
    const sheets = sheetsOf(ctx);
    return DATA_EXPORT_SHEETS.map((name) => sheets[name]);
  },

  /** The file's name, with the business day it is made. */
  fileName: () => dataExportFileName(businessToday()),
};
