import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
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
  /** The server's sort field of this column (docs/lists.md): its header becomes a sort button. */
  sort?: string;
  /** The order of the first click on this column's header: 'desc' for dates and amounts (default 'asc'). */
  sortFirst?: SortOrder;
  /** The column's name in the phone sort select when its header is not plain text. */
  sortLabel?: string;
}

type SortOrder = 'asc' | 'desc';

/** The sort a table shows and how to change it; `order` '' means the field's own default (its `sortFirst`). */
export interface TableSort {
  field: string;
  order: '' | SortOrder;
  onSort: (field: string, order: SortOrder) => void;
}

/** The order the sorted column is in, or null when `column` is not the sorted one. */
function sortedOrder<T>(column: TableColumn<T>, sort: TableSort | undefined): SortOrder | null {
  if (!sort || !column.sort || column.sort !== sort.field) return null;
  return sort.order || column.sortFirst || 'asc';
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

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
   * Phones: below `md` each row is drawn as a card headed by this (docs/design.md: a table becomes a
   * stack of cards with its actions visible, never a sideways scroll), with the other columns as
   * label–value pairs and the row's actions at the bottom. Without it the table scrolls in its box.
   */
  cardTitle?: (row: T) => ReactNode;
  /** Classes of one row (or its card), e.g. to highlight rows that need attention. */
  rowClassName?: (row: T) => string | undefined;
  /**
   * The server sort (useServerList's `tableSort`): columns naming a `sort` field get a header button
   * (a click sorts by it, a second click turns the order round; `aria-sort` on the header) and the
   * phone cards get a 'Sort by' select with the same sorts.
   */
  sort?: TableSort;
  /** The rows are the previous page's while the next loads: dimmed and `aria-busy`. */
  busy?: boolean;
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
  sort,
  busy,
}: TableProps<T>) {
  const columns = allColumns.filter((column) => !column.hideInTable);
  const columnCount = columns.length + (rowActions ? 1 : 0);
  const align = (column: TableColumn<T>) => (column.align === 'right' ? 'text-right' : 'text-left');
  return (
    <div
      aria-busy={busy || undefined}
      className={cn(
        'overflow-x-auto rounded-lg border border-gray-200 bg-white shadow-sm transition-opacity',
        busy && 'opacity-60',
        className,
      )}
    >
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-gray-50">
          <tr>
            {columns.map((column) => {
              const sortable = Boolean(sort && column.sort);
              const order = sortedOrder(column, sort);
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={sortable ? (order ? ARIA_SORT[order] : 'none') : undefined}
                  className={cn(
                    'whitespace-nowrap px-3 font-semibold text-gray-800',
                    sortable ? 'py-1' : 'py-3',
                    align(column),
                    column.from && SHOWN_FROM[column.from],
                  )}
                >
                  {sort && column.sort ? (
                    <SortButton column={column} sort={sort} order={order} />
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
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

/** A sortable column's header: a click sorts by it, or turns the order round when it is already sorted by it. */
function SortButton<T>({
  column,
  sort,
  order,
}: {
  column: TableColumn<T>;
  sort: TableSort;
  order: SortOrder | null;
}) {
  const field = column.sort as string;
  const next: SortOrder = order ? (order === 'asc' ? 'desc' : 'asc') : (column.sortFirst ?? 'asc');
  const Icon = order === 'asc' ? ArrowUp : order === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={() => sort.onSort(field, next)}
      className={cn(
        'inline-flex min-h-10 items-center gap-1 rounded-md px-1 font-semibold hover:text-blue-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600',
        column.align === 'right' && 'flex-row-reverse',
      )}
    >
      {column.header}
      <Icon className={cn('size-4', order ? 'text-gray-900' : 'text-gray-500')} aria-hidden="true" />
    </button>
  );
}

const ORDER_WORDS = { asc: 'ascending', desc: 'descending' } as const;

/** The phone cards' sort: one option per sortable column and order, the same sorts as the table's headers. */
function SortSelect<T>({ columns, sort }: { columns: readonly TableColumn<T>[]; sort: TableSort }) {
  const id = useId();
  const sortable = columns.filter((column) => column.sort);
  if (sortable.length === 0) return null;
  const current = sortable.find((column) => column.sort === sort.field);
  const currentOrder = current ? sortedOrder(current, sort) : null;
  const label = (column: TableColumn<T>) =>
    column.sortLabel ?? (typeof column.header === 'string' ? column.header : column.key);
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium text-gray-800">
        Sort by
      </label>
      <select
        id={id}
        value={current && currentOrder ? `${current.sort}:${currentOrder}` : ''}
        onChange={(event) => {
          const [field, order] = event.target.value.split(':');
          if (field && (order === 'asc' || order === 'desc')) sort.onSort(field, order);
        }}
        className="min-h-10 rounded-md border border-gray-300 bg-white px-2 text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      >
        {current ? null : <option value="">Default order</option>}
        {sortable.flatMap((column) => {
          const first = column.sortFirst ?? 'asc';
          const orders: SortOrder[] = first === 'asc' ? ['asc', 'desc'] : ['desc', 'asc'];
          return orders.map((order) => (
            <option key={`${column.sort}:${order}`} value={`${column.sort}:${order}`}>
              {`${label(column)}, ${ORDER_WORDS[order]}`}
            </option>
          ));
        })}
      </select>
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
  sort,
  busy,
}: TableProps<T> & { cardTitle: (row: T) => ReactNode }) {
  const sortSelect = sort ? <SortSelect columns={columns} sort={sort} /> : null;
  if (rows.length === 0) {
    return (
      <div className="flex flex-col gap-3">
        {sortSelect}
        <p
          className={cn(
            'rounded-lg border border-gray-200 bg-white px-3 py-6 text-center text-sm text-gray-600',
            className,
          )}
        >
          {emptyText}
        </p>
      </div>
    );
  }
  const shown = columns.filter((column) => !column.hideInCard);
  const cards = (
    <ul
      aria-label={caption}
      aria-busy={busy || undefined}
      className={cn('flex flex-col gap-3 transition-opacity', busy && 'opacity-60', className)}
    >
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
  if (!sortSelect) return cards;
  return (
    <div className="flex flex-col gap-3">
      {sortSelect}
      {cards}
    </div>
  );
}
