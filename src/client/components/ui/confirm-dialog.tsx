import { type ReactNode, useRef } from 'react';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  /** The spec's confirmation sentence, e.g. 'Are you sure you want to delete this record?'. */
  message: ReactNode;
  title?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  tone?: 'danger' | 'primary';
  /** While true the confirm button shows `busyText` and both buttons are disabled. */
  busy?: boolean;
  busyText?: string;
  /** More under the sentence: a note, or a field such as a reason (it gets no focus first). */
  children?: ReactNode;
  /** Whether confirming needs the server (default): false for a change kept on the phone only. */
  needsServer?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question. Cancel has the focus first, so Enter never deletes by accident. */
export function ConfirmDialog({
  open,
  message,
  title = 'Please confirm',
  confirmText = 'Delete',
  cancelText = 'Cancel',
  tone = 'danger',
  busy = false,
  busyText,
  children,
  needsServer = true,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onCancel}
      title={title}
      size="sm"
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelText}
          </Button>
          {/* Most confirmed actions are writes the server must make: none offline. */}
          <Button
            variant={tone}
            onClick={onConfirm}
            busy={busy}
            busyText={busyText}
            needsServer={needsServer}
          >
            {confirmText}
          </Button>
        </>
      }
    >
      <p>{message}</p>
      {children ? <div className="mt-3 flex flex-col gap-3">{children}</div> : null}
    </Modal>
  );
}
