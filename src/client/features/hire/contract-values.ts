import { daysBetween, isIsoDate, toDay } from '../../../shared/dates';
import {
  CONTRACT_TYPE_LABELS,
  type ContractStatus,
  type ContractType,
  DEFAULT_WORKING_DAYS,
  type Frequency,
  PER_PERIOD,
  type Weekday,
} from '../../../shared/hire';
import { formatCedi, formatGhc, fromPesewas, toPesewas } from '../../../shared/money';
import { formatPhone } from '../../../shared/phone';
import { dayRemittance, periodAmountOf } from '../../../shared/remittance-suggestion';
import type { BoardRow, Contract, ContractBody, Remittance } from '../../../shared/schemas/hire';
import type { RecordedReceipt } from '../receipts';

/** What the contract form holds: every field as typed, the hirer nested as the API has it. */
export interface ContractFormValues {
  vehicleId: string;
  type: ContractType;
  amount: string;
  frequency: Frequency;
  workingDays: Weekday[];
  startDate: string;
  endDate: string;
  totalPrice: string;
  deposit: string;
  status: ContractStatus;
  terminatedOn: string;
  notes: string;
  hirer: {
    name: string;
    phone: string;
    licenseNum: string;
    licenseExp: string;
    ghanaCard: string;
  };
}

/** A new contract: daily sales, Monday to Saturday, from today. */
export function emptyContractValues(today: string, vehicleId = ''): ContractFormValues {
  return {
    vehicleId,
    type: 'daily_sales',
    amount: '',
    frequency: 'daily',
    workingDays: [...DEFAULT_WORKING_DAYS],
    startDate: today,
    endDate: '',
    totalPrice: '',
    deposit: '',
    status: 'active',
    terminatedOn: '',
    notes: '',
    hirer: { name: '', phone: '', licenseNum: '', licenseExp: '', ghanaCard: '' },
  };
}

const money = (value: number | null) => (value === null ? '' : value.toFixed(2));

/** The edit form's values for a stored contract. */
export function contractFormValues(contract: Contract): ContractFormValues {
  const daily = contract.type !== 'rental' && contract.frequency === 'daily';
  return {
    vehicleId: contract.vehicleId,
    type: contract.type,
    amount: money(contract.amount),
    frequency: contract.frequency,
    workingDays:
      daily && contract.workingDays.length > 0
        ? (contract.workingDays as Weekday[])
        : [...DEFAULT_WORKING_DAYS],
    startDate: toDay(contract.startDate),
    endDate: toDay(contract.endDate),
    totalPrice: money(contract.totalPrice),
    deposit: money(contract.deposit),
    status: contract.status,
    terminatedOn: toDay(contract.terminatedOn),
    notes: contract.notes,
    hirer: {
      name: contract.hirer.name,
      phone: formatPhone(contract.hirer.phone),
      licenseNum: contract.hirer.licenseNum,
      licenseExp: toDay(contract.hirer.licenseExp),
      ghanaCard: contract.hirer.ghanaCard ?? '',
    },
  };
}

/** Whether the working days apply: a daily amount on a daily-sales or work-and-pay contract. */
export const usesWorkingDays = (type: ContractType, frequency: Frequency) =>
  type !== 'rental' && frequency === 'daily';

/**
 * The API body for the form's values (docs/hire.md §1): only the fields the type takes, since the server
 * refuses the others (a total price goes only with work and pay, a deposit only with a rental). A
 * rental is charged by the day. The status goes only on edit; a termination date only when
 * terminated (blank: the server takes today).
 */
export function contractBody(values: ContractFormValues, mode: 'add' | 'edit'): ContractBody {
  const { type } = values;
  const frequency = type === 'rental' ? 'daily' : values.frequency;
  const body: ContractBody = {
    vehicleId: values.vehicleId,
    type,
    hirer: { ...values.hirer },
    amount: values.amount,
    frequency,
    startDate: values.startDate,
    endDate: values.endDate,
    notes: values.notes,
  };
  if (usesWorkingDays(type, frequency)) body.workingDays = [...values.workingDays].sort((a, b) => a - b);
  if (type === 'work_and_pay') body.totalPrice = values.totalPrice;
  if (type === 'rental') body.deposit = values.deposit;
  if (mode === 'edit') {
    body.status = values.status;
    if (values.status === 'terminated') body.terminatedOn = values.terminatedOn || null;
  }
  return body;
}

/** The body that terminates a contract on `day`: the contract as read, with the new status. */
export function terminationBody(contract: Contract, day: string): ContractBody {
  return contractBody({ ...contractFormValues(contract), status: 'terminated', terminatedOn: day }, 'edit');
}

/** A rental's charged days (end − start, the return day not charged) and total, or null while incomplete. */
export function rentalSummary(
  startDate: string,
  endDate: string,
  amount: string,
): { days: number; total: number | null } | null {
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return null;
  const days = daysBetween(startDate, endDate);
  if (days < 1) return null;
  const rate = amount.trim() === '' ? null : toPesewas(amount);
  return { days, total: rate === null || rate <= 0 ? null : fromPesewas(rate * days) };
}

/** `₵150.00 / day`: what falls due each period (a rental's daily rate). */
export function amountPerPeriod(contract: Pick<Contract, 'amount' | 'frequency'>): string {
  return `${formatCedi(contract.amount)} / ${PER_PERIOD[contract.frequency]}`;
}

/**
 * The amount to suggest on a contract page: one period's amount of the arrears (all of them are a
 * second, explicit choice, decision 062), else what falls due next (never more than owed).
 */
export function suggestedRemittance(contract: Contract): number | null {
  if (contract.arrears > 0) return Math.min(contract.arrears, periodAmountOf(contract));
  if (contract.status !== 'active') return null;
  if (contract.type === 'daily_sales') return contract.amount;
  if (contract.balance <= 0) return null;
  if (contract.type === 'rental') return contract.balance;
  return Math.min(contract.amount, contract.balance);
}

/** The amount the board's Record suggests: the day's amount, never the whole arrears (decision 062). */
export function boardSuggestion(row: BoardRow): number | null {
  return dayRemittance({ ...row, periodAmount: periodAmountOf(row.contract) });
}

/** What a hire reminder says: who, what is overdue on which vehicle, and who sends it. */
export function hireReminderText(contract: Contract, business: string): string {
  const sender = business.trim() || 'the vehicle owner';
  const what = `${CONTRACT_TYPE_LABELS[contract.type].toLowerCase()} for ${contract.vehicle.vehicleRegNum}`;
  const balance = contract.type === 'daily_sales' ? '' : ` Your balance is ${formatGhc(contract.balance)}.`;
  return `Hello ${contract.hirer.name}, this is a friendly reminder from ${sender} that ${formatGhc(
    contract.arrears,
  )} of your ${what} is overdue.${balance} Kindly pay at your earliest convenience. Thank you.`;
}

/**
 * Whether a reminder makes sense: a phone to send it to, and money overdue. A hirer paying on time
 * still owes the rest of a work-and-pay total, but is not to be chased for it.
 */
export const canRemindHirer = (contract: Contract) =>
  contract.hirer.phone.trim() !== '' && contract.arrears > 0;

/** A remittance just recorded, as the 'Remittance recorded' panel shows it (decision 058). */
export const recordedRemittance = (remittance: Remittance): RecordedReceipt => ({
  kind: 'remittance',
  id: remittance._id,
  receiptNumber: remittance.receiptNumber,
  amount: remittance.amount,
});
