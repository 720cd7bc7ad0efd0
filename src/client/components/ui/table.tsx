import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right';
  className?: string;
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
}

/** A data table; scrolls sideways inside its own box on narrow screens. */
export function Table<T>({
  columns,
  rows,
  rowKey,
  emptyText = 'No records found.',
  rowActions,
  actionsHeader = 'Actions',
  caption,
  className,
}: TableProps<T>) {
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
              <tr key={rowKey(row)} className="hover:bg-gray-50">
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
