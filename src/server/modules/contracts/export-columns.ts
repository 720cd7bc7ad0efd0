import {
  CONTRACT_STATUS_LABELS,
  CONTRACT_TYPE_LABELS,
  FREQUENCY_LABELS,
  WEEKDAY_LABELS,
  type Weekday,
} from '../../../shared/hire';
import type { Contract } from '../../../shared/schemas/hire';
import type { ExportColumn } from '../../lib/xlsx-export';

/** The Contracts export (docs/hire.md §3): terms, hirer, and the standing as of the day it is made. */
export const contractExportColumns: readonly ExportColumn<Contract>[] = [
  { header: 'Hirer', width: 26, value: (row) => row.hirer.name },
  { header: 'Hirer Phone', width: 18, value: (row) => row.hirer.phone },
  { header: 'Vehicle', width: 16, value: (row) => row.vehicle.vehicleRegNum },
  { header: 'Make and Model', width: 22, value: (row) => `${row.vehicle.make} ${row.vehicle.model}` },
  { header: 'Type', width: 14, value: (row) => CONTRACT_TYPE_LABELS[row.type] },
  { header: 'Amount', kind: 'money', width: 12, value: (row) => row.amount },
  { header: 'Frequency', width: 11, value: (row) => FREQUENCY_LABELS[row.frequency] },
  {
    header: 'Working Days',
    width: 26,
    value: (row) => row.workingDays.map((day) => WEEKDAY_LABELS[day as Weekday]).join(' '),
  },
  { header: 'Start Date', kind: 'date', width: 12, value: (row) => row.startDate },
  { header: 'End Date', kind: 'date', width: 12, value: (row) => row.endDate },
  { header: 'Total Price', kind: 'money', width: 14, value: (row) => row.totalPrice },
  { header: 'Deposit', kind: 'money', width: 12, value: (row) => row.deposit },
  { header: 'Status', width: 12, value: (row) => CONTRACT_STATUS_LABELS[row.status] },
  { header: 'Terminated On', kind: 'date', width: 14, value: (row) => row.terminatedOn },
  { header: 'Completed On', kind: 'date', width: 14, value: (row) => row.completedOn },
  { header: 'Expected', kind: 'money', width: 14, value: (row) => row.expected },
  { header: 'Paid', kind: 'money', width: 14, value: (row) => row.paid },
  { header: 'Arrears', kind: 'money', width: 14, value: (row) => row.arrears },
  { header: 'Balance', kind: 'money', width: 14, value: (row) => row.balance },
  { header: 'Next Due', kind: 'date', width: 12, value: (row) => row.nextDueDate },
  {
    header: 'Progress %',
    kind: 'number',
    width: 11,
    value: (row) => (row.progress === null ? null : Math.round(row.progress * 1000) / 10),
  },
  { header: 'Forecast End', kind: 'date', width: 13, value: (row) => row.forecastEndDate },
  { header: 'License Number', width: 16, value: (row) => row.hirer.licenseNum },
  { header: 'Ghana Card', width: 18, value: (row) => row.hirer.ghanaCard },
  { header: 'Notes', width: 30, value: (row) => row.notes },
];
