import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { MD_QUERY, useMediaQuery } from '../../lib/use-media-query';

export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right';
  className?: string;
  /** Left out of the phone cards (the card's title already shows it). */
  hideInCard?: boolean;
  /** Only in the phone cards (e.g. one figure that the table splits over two columns). */
  hideInTable?: boolean;
}

export interface TableProps<T> {
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Shown in a single row when `rows` is empty. */
  emptyText?: ReactNode;
  /** Buttons for each row (last column). */
  rowActions?: (row: T) => ReactNode;
  actionsHeader?: string;
  /** Accessible name of the table (visually hidden). */
  caption?: string;
  className?: string;
  /**
   * Phones: below `md` each row is drawn as a card headed by this (design.md: a table becomes a
   * stack of cards with its actions visible, never a sideways scroll), with the other columns as
   * label–value pairs and the row's actions at the bottom. Without it the table scrolls in its box.
   */
  cardTitle?: (row: T) => ReactNode;
  /** Classes of one row (or its card), e.g. to highlight rows that need attention. */
  rowClassName?: (row: T) => string | undefined;
}

/**
 * A data table. On narrow screens it scrolls sideways inside its own box, or, given `cardTitle`,
 * becomes a list of cards below `md`.
 */
export function Table<T>(props: TableProps<T>) {
  const wide = useMediaQuery(MD_QUERY);
  if (props.cardTitle && !wide) return <TableCards {...props} cardTitle={props.cardTitle} />;
  return <WideTable {...props} />;
}

function WideTable<T>({
  columns: allColumns,
  rows,
  rowKey,
  emptyText = 'No records found.',
  rowActions,
  actionsHeader = 'Actions',
  caption,
  className,
  rowClassName,
}: TableProps<T>) {
  const columns = allColumns.filter((column) => !column.hideInTable);
  const columnCount = columns.length + (rowActions ? 1 : 0);
  const align = (column: TableColumn<T>) => (column.align === 'right' ? 'text-right' : 'text-left');
  return (
    <div className={cn('overflow-x-auto rounded-lg border border-gray-200 bg-white shadow-sm', className)}>
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-gray-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn('whitespace-nowrap px-3 py-3 font-semibold text-gray-800', align(column))}
              >
                {column.header}
              </th>
            ))}
            {rowActions ? (
              <th scope="col" className="px-3 py-3 text-right font-semibold text-gray-800">
                {actionsHeader}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className="px-3 py-6 text-center text-gray-600">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className={cn('hover:bg-gray-50', rowClassName?.(row))}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={cn('px-3 py-2 text-gray-900', align(column), column.className)}
                  >
                    {column.cell(row)}
                  </td>
                ))}
                {rowActions ? (
                  <td className="px-3 py-1 text-right">
                    <div className="flex justify-end gap-1">{rowActions(row)}</div>
                  </td>
                ) : null}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The phone form of a table: one card per row (an `article` in a list named like the table). */
function TableCards<T>({
  columns,
  rows,
  rowKey,
  emptyText = 'No records found.',
  rowActions,
  caption,
  className,
  cardTitle,
  rowClassName,
}: TableProps<T> & { cardTitle: (row: T) => ReactNode }) {
  if (rows.length === 0) {
    return (
      <p
        className={cn(
          'rounded-lg border border-gray-200 bg-white px-3 py-6 text-center text-sm text-gray-600',
          className,
        )}
      >
        {emptyText}
      </p>
    );
  }
  const shown = columns.filter((column) => !column.hideInCard);
  return (
    <ul aria-label={caption} className={cn('flex flex-col gap-3', className)}>
      {rows.map((row) => {
        // A row may have no actions (null): its card then has no empty action bar.
        const actions = rowActions?.(row);
        return (
          <li key={rowKey(row)}>
            <article
              className={cn(
                'rounded-lg border border-gray-200 bg-white p-4 text-sm shadow-sm',
                rowClassName?.(row),
              )}
            >
              <div className="break-words text-base font-semibold text-gray-900">{cardTitle(row)}</div>
              <dl className="mt-2 flex flex-col gap-1">
                {shown.map((column) => (
                  <div key={column.key} className="flex flex-wrap justify-between gap-x-3">
                    <dt className="text-gray-600">{column.header}</dt>
                    <dd className="min-w-0 break-words text-right text-gray-900">{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
              {actions !== undefined && actions !== null && actions !== false ? (
                <div className="mt-3 flex flex-wrap gap-2 border-t border-gray-100 pt-3">{actions}</div>
              ) : null}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
