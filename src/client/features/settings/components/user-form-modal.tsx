import type { ReactNode } from 'react';
import type { User } from '../../../../shared/schemas/users';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

/** The props of a User Management modal about one user. */
export interface UserModalProps {
  user: User;
  onClose: () => void;
}

export interface UserFormModalProps {
  title: string;
  /** The id of the form inside, which the footer's submit button sends. */
  formId: string;
  submitLabel: string;
  /** A save is under way: the buttons wait and the modal stays open. */
  pending: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** A modal of User Management around one form: Cancel, and the form's submit button. */
export function UserFormModal({
  title,
  formId,
  submitLabel,
  pending,
  onClose,
  children,
}: UserFormModalProps) {
  return (
    <Modal
      open
      onClose={pending ? () => undefined : onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={pending} busyText="Saving...">
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
