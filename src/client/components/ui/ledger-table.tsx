import { type ReactNode, useId, useMemo } from 'react';
import { Link } from 'react-router';
import { toDay } from '../../../shared/dates';
import { type Page, paginate } from '../../../shared/list';
import { Pagination } from './pagination';
import { Table, type TableColumn } from './table';

/** A ledger's line as every ledger has it: a day and what happened. */
export interface DatedLine {
  date: string;
  description: string;
}

type Keyed<T> = T & { key: string };

/** The Date and Description columns every ledger starts with (a phone card shows both as its title). */
export function datedLineColumns<T extends DatedLine>(): TableColumn<T>[] {
  return [
    {
      key: 'date',
      header: 'Date',
      cell: (row) => toDay(row.date),
      className: 'whitespace-nowrap',
      hideInCard: true,
    },
    { key: 'description', header: 'Description', cell: (row) => row.description, hideInCard: true },
  ];
}

/** A receipt number that opens its receipt, or the number alone (or a dash) without one. */
export function ReceiptNumberLink({ to, number }: { to: string | null; number: string | null | undefined }) {
  if (!to || !number) return <>{number ?? '—'}</>;
  return (
    <Link to={to} className="font-medium text-blue-700 underline hover:text-blue-900">
      {number}
    </Link>
  );
}

export interface LedgerTableProps<T extends DatedLine> {
  lines: readonly T[];
  /** The columns after Date and Description. */
  columns: readonly TableColumn<Keyed<T>>[];
  emptyText: string;
  /** The sums under the table, e.g. "Charged so far … · Paid … · Balance …". */
  totals: ReactNode;
  rowActions?: (row: Keyed<T>) => ReactNode;
  /** Long ledgers page on the client and open on their last page (the latest lines). */
  paging?: { pageSize: number; page: number; onPageChange: (page: number) => void };
}

/** A record's ledger: its heading, its dated lines with the given columns, pages if long, and its sums. */
export function LedgerTable<T extends DatedLine>({
  lines,
  columns,
  emptyText,
  totals,
  rowActions,
  paging,
}: LedgerTableProps<T>) {
  const headingId = useId();
  const rows = useMemo<Keyed<T>[]>(
    () => lines.map((line, index) => ({ ...line, key: String(index) })),
    [lines],
  );
  const allColumns = useMemo(() => [...datedLineColumns<Keyed<T>>(), ...columns], [columns]);
  const page: Page<Keyed<T>> | null = paging ? paginate(rows, paging.page, paging.pageSize) : null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        Ledger
      </h2>
      <Table
        caption="Ledger"
        columns={allColumns}
        rows={page ? page.items : rows}
        rowKey={(row) => row.key}
        emptyText={emptyText}
        cardTitle={(row) => `${toDay(row.date)} · ${row.description}`}
        {...(rowActions ? { rowActions } : {})}
      />
      {page && paging ? (
        <Pagination
          page={page.page}
          pageCount={page.pageCount}
          onPageChange={paging.onPageChange}
          label="Ledger pages"
        />
      ) : null}
      <p className="text-sm text-gray-700">{totals}</p>
    </section>
  );
}
