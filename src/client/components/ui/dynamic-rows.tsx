import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { DeleteIconButton } from './row-buttons';

export interface DynamicRowsProps<T extends { id: string }> {
  legend: string;
  /** The rows, each with a stable id (react-hook-form's `useFieldArray().fields` fits). */
  rows: T[];
  /** Shown when there is no row. */
  emptyText: string;
  /** A message about the list as a whole (e.g. 'at least one'). */
  error?: string;
  addText: string;
  onAdd: () => void;
  /** False hides the remove buttons (e.g. the last row of an add form). */
  canRemove: boolean;
  /** The remove button's accessible name for the 0-based row index. */
  removeLabel: (index: number) => string;
  onRemove: (index: number) => void;
  /** Layout of one row: its fields and the remove button. */
  rowClassName: string;
  /** Lines the remove button up with the fields' inputs (below their labels). */
  removeClassName?: string;
  rowTestId?: string;
  /** The fields of one row. */
  children: (row: T, index: number) => ReactNode;
}

/** A fieldset of repeatable rows with 'remove' per row and an 'add' button below. */
export function DynamicRows<T extends { id: string }>({
  legend,
  rows,
  emptyText,
  error,
  addText,
  onAdd,
  canRemove,
  removeLabel,
  onRemove,
  rowClassName,
  removeClassName,
  rowTestId,
  children,
}: DynamicRowsProps<T>) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-gray-200 p-4">
      <legend className="px-1 text-base font-semibold text-gray-900">{legend}</legend>
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      {rows.length === 0 ? <p className="text-sm text-gray-600">{emptyText}</p> : null}
      {rows.map((row, index) => (
        <div key={row.id} className={rowClassName} data-testid={rowTestId}>
          {children(row, index)}
          {canRemove ? (
            <DeleteIconButton
              label={removeLabel(index)}
              className={removeClassName}
              onClick={() => onRemove(index)}
            />
          ) : null}
        </div>
      ))}
      <div>
        <Button variant="secondary" icon={<Plus className="size-4" aria-hidden="true" />} onClick={onAdd}>
          {addText}
        </Button>
      </div>
    </fieldset>
  );
}
