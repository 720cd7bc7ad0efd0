import { CONTRACT_STATUS_LABELS, CONTRACT_TYPE_LABELS } from '../../../shared/hire';
import { formatReceiptNumber } from '../../../shared/ledger';
import { formatGhc, fromPesewas } from '../../../shared/money';
import { routes } from '../../../shared/paths';
import { formatPhone } from '../../../shared/phone';
import {
  receiptNumberOfQuery,
  SEARCH_PER_KIND,
  type SearchAnswer,
  type SearchQuery,
  type SearchResult,
  searchableText,
} from '../../../shared/schemas/search';
import type { ReadContext } from '../../lib/service-context';
import { searchRepository } from './repository';

/** The parts of a sub-label that have a value, joined. */
const joined = (...parts: (string | null | undefined)[]) => parts.filter((part) => part).join(' · ');

/**
 * The header search (docs/decisions/086-header-search.md): up to SEARCH_PER_KIND tenants, units,
 * vehicles, contracts and receipts of the signed-in user's account, in that order. Every role reads
 * every list, so every role may search them all. A search shorter than two characters finds nothing.
 */
export const searchService = {
  async search(ctx: ReadContext, query: SearchQuery): Promise<SearchAnswer> {
    const q = searchableText(query.q);
    if (!q) return { q: (query.q ?? '').trim(), results: [] };
    const found = searchRepository(ctx.trx, ctx.accountId);
    const limit = SEARCH_PER_KIND;
    const receiptNumber = receiptNumberOfQuery(q);

    const tenants = await found.tenants(q, limit);
    const units = await found.units(q, limit);
    const vehicles = await found.vehicles(q, limit);
    const contracts = await found.contracts(q, limit);
    const payments = await found.payments(q, receiptNumber, limit);
    const remittances = await found.remittances(q, receiptNumber, limit);

    const results: SearchResult[] = [
      ...tenants.map(
        (row): SearchResult => ({
          kind: 'tenant',
          id: row.id,
          label: row.tenant_name,
          subLabel: joined(formatPhone(row.tenant_phone), row.unit_title ?? row.room_description, row.status),
          route: routes.tenant(row.id),
        }),
      ),
      ...units.map(
        (row): SearchResult => ({
          kind: 'unit',
          id: row.id,
          label: row.title,
          subLabel: joined(row.location, row.status),
          route: routes.editApartment(row.id),
        }),
      ),
      ...vehicles.map(
        (row): SearchResult => ({
          kind: 'vehicle',
          id: row.id,
          label: row.reg_num,
          subLabel: joined(`${row.make} ${row.model}`.trim(), row.driver_name),
          route: routes.vehicle(row.id),
        }),
      ),
      ...contracts.map(
        (row): SearchResult => ({
          kind: 'contract',
          id: row.id,
          label: row.hirer_name,
          subLabel: joined(row.reg_num, CONTRACT_TYPE_LABELS[row.type], CONTRACT_STATUS_LABELS[row.status]),
          route: routes.contract(row.id),
        }),
      ),
      ...receipts(payments, remittances, receiptNumber),
    ];
    return { q, results };
  },
};

interface ReceiptRow {
  id: string;
  receipt_number: number;
  reference: string | null;
  amount_pesewas: number;
  date: string;
  voided_at: string | null;
}

/**
 * Rent payments' and remittances' receipts together: the one whose number was typed first, then the
 * newest numbers, at most SEARCH_PER_KIND in all.
 */
function receipts(
  payments: (ReceiptRow & { tenant_name: string })[],
  remittances: (ReceiptRow & { hirer_name: string })[],
  receiptNumber: number | null,
): SearchResult[] {
  const all = [
    ...payments.map((row) => ({ row, who: row.tenant_name, route: routes.receipt(row.id) })),
    ...remittances.map((row) => ({ row, who: row.hirer_name, route: routes.vehicleReceipt(row.id) })),
  ];
  const rank = (number: number) => (number === receiptNumber ? 1 : 0);
  all.sort(
    (a, b) =>
      rank(Number(b.row.receipt_number)) - rank(Number(a.row.receipt_number)) ||
      Number(b.row.receipt_number) - Number(a.row.receipt_number) ||
      a.row.id.localeCompare(b.row.id),
  );
  return all.slice(0, SEARCH_PER_KIND).map(({ row, who, route }) => ({
    kind: 'receipt',
    id: row.id,
    label: formatReceiptNumber(Number(row.receipt_number)),
    subLabel: joined(
      who,
      formatGhc(fromPesewas(Number(row.amount_pesewas))),
      row.date.slice(0, 10),
      row.reference,
      row.voided_at ? 'Voided' : null,
    ),
    route,
  }));
}
