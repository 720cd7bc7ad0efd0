import { Pencil, Trash2 } from 'lucide-react';
import { IconButton, type IconButtonProps } from './icon-button';

export type RowButtonProps = Omit<IconButtonProps, 'icon' | 'tone'>;

/** The pencil button of a row; its label names the record (e.g. 'Edit Ama Mensah'). */
export function EditIconButton(props: RowButtonProps) {
  return (
    <IconButton
      icon={<Pencil className="size-4" aria-hidden="true" />}
      tone="primary"
      needsServer
      {...props}
    />
  );
}

/** The bin button of a row; its label names the record (e.g. 'Delete Ama Mensah'). */
export function DeleteIconButton(props: RowButtonProps) {
  return <IconButton icon={<Trash2 className="size-4" aria-hidden="true" />} tone="danger" {...props} />;
}

export interface EditDeleteButtonsProps {
  /** The record as the buttons name it: 'Edit {name}', 'Delete {name}'. */
  name: string;
  onEdit: () => void;
  /** Left out when the user may not delete: there is no Delete button then. */
  onDelete?: () => void;
}

/** A table row's Edit button, and its Delete button where the user may delete. */
export function EditDeleteButtons({ name, onEdit, onDelete }: EditDeleteButtonsProps) {
  return (
    <>
      <EditIconButton label={`Edit ${name}`} onClick={onEdit} />
      {onDelete ? <DeleteIconButton label={`Delete ${name}`} onClick={onDelete} /> : null}
    </>
  );
}
