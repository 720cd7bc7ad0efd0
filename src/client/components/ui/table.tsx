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
  /**
   * How a long value fits its table cell (docs/decisions/068-tables-fit-a-laptop.md). Cells are one
   * line by default; 'truncate' cuts a long value with '…' (the whole value as its tooltip), 'clamp'
   * lets it run to two lines, then cuts it. Phone cards always show the whole value.
   */
  wrap?: 'truncate' | 'clamp';
  /** The whole value as the tooltip of a cut cell (default: the cell when it is text or a number). */
  title?: (row: T) => string | null | undefined;
  /** A secondary column, left out of the table below this breakpoint (the phone cards keep it). */
  from?: 'xl' | '2xl';
}

/** Literal class names, so Tailwind sees them. */
const SHOWN_FROM = { xl: 'hidden xl:table-cell', '2xl': 'hidden 2xl:table-cell' } as const;
const FITS = {
  truncate: 'block max-w-40 truncate',
  clamp: 'line-clamp-2 min-w-32 max-w-56 whitespace-normal break-words',
} as const;

/** A cell's content, cut to fit as its column says. */
function fitted<T>(column: TableColumn<T>, row: T): ReactNode {
  const content = column.cell(row);
  if (!column.wrap) return content;
  const title =
    column.title?.(row) ??
    (typeof content === 'string' || typeof content === 'number' ? String(content) : undefined);
  return (
    <span className={FITS[column.wrap]} title={title || undefined}>
      {content}
    </span>
  );
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
                className={cn(
                  'whitespace-nowrap px-3 py-3 font-semibold text-gray-800',
                  align(column),
                  column.from && SHOWN_FROM[column.from],
                )}
              >
                {column.header}
              </th>
            ))}
            {rowActions ? (
              <th scope="col" className="whitespace-nowrap px-3 py-3 text-right font-semibold text-gray-800">
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
                    className={cn(
                      'whitespace-nowrap px-3 py-2 text-gray-900',
                      align(column),
                      column.from && SHOWN_FROM[column.from],
                      column.className,
                    )}
                  >
                    {fitted(column, row)}
                  </td>
                ))}
                {rowActions ? (
                  <td className="px-3 py-1 text-right">
                    <div className="flex flex-nowrap justify-end gap-1">{rowActions(row)}</div>
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
