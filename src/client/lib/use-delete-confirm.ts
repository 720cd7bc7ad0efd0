import { useState } from 'react';
import { toast } from './toast';

export interface DeleteConfirmOptions {
  /** The success toast. */
  deletedText: string;
  /** An info toast while the delete runs (shown once per record). */
  deletingText?: string;
  /** Close the dialog when the delete fails too; by default it stays for another try or Cancel. */
  closeOnFailure?: boolean;
}

/** The list's delete call (a TanStack `useMutation` result fits). */
export interface DeleteMutation {
  mutateAsync: (id: string) => Promise<unknown>;
  isPending: boolean;
}

/**
 * The row-delete flow of a list: which record the confirmation is for, and what Delete does.
 * Spread `dialog` into a ConfirmDialog (it is busy while the delete runs); `ask(row)` opens it.
 */
export function useDeleteConfirm<T extends { _id: string }>(
  remove: DeleteMutation,
  { deletedText, deletingText, closeOnFailure = false }: DeleteConfirmOptions,
) {
  const [target, setTarget] = useState<T | null>(null);

  const confirm = async () => {
    if (!target) return;
    if (deletingText) toast.info(deletingText, { toastId: `deleting-${target._id}` });
    try {
      await remove.mutateAsync(target._id);
    } catch {
      // The query client has shown the server's message.
      if (closeOnFailure) setTarget(null);
      return;
    }
    toast.success(deletedText);
    setTarget(null);
  };

  return {
    target,
    ask: setTarget,
    dialog: {
      open: target !== null,
      onConfirm: confirm,
      onCancel: () => setTarget(null),
      busy: remove.isPending,
      busyText: 'Deleting...',
    },
  };
}
