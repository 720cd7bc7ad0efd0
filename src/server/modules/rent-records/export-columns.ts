import type { RentRecord } from '../../../shared/schemas/rent-records';
import type { ExportColumn } from '../../lib/xlsx-export';

/** The Tenants export, in spec.md section 3's column order. Phones as stored (E.164). */
export const rentRecordExportColumns: readonly ExportColumn<RentRecord>[] = [
  { header: 'Tenant Name', width: 28, value: (row) => row.tenantName },
  { header: 'Phone', width: 18, value: (row) => row.tenantPhone },
  { header: 'Room Description', width: 30, value: (row) => row.roomDescription },
  { header: 'Rented Date', kind: 'date', width: 14, value: (row) => row.rentedDate },
  { header: 'Rent Expiry Date', kind: 'date', width: 18, value: (row) => row.expirationDate },
  { header: 'No of Months Rented', kind: 'number', width: 20, value: (row) => row.noOfMonthsRented },
  { header: 'Utility', kind: 'money', width: 14, value: (row) => row.amountPaidOnUtility },
  { header: 'Monthly Price', kind: 'money', width: 16, value: (row) => row.monthlyPrice },
  { header: 'Tenant Status', width: 15, value: (row) => row.status },
  { header: 'Total Amount', kind: 'money', width: 16, value: (row) => row.totalAmount },
];
