import { TOAST_MS } from '../../../shared/constants';
import { toast } from '../toast';
import { onOutboxSent } from './outbox-sender';
import { sentMessage } from './outbox-texts';

/**
 * One message per round of sending ('3 payments sent: receipts 0041–0043', docs/offline.md §3).
 * Returns the function that stops it.
 */
export function showWhatWasSent(): () => void {
  return onOutboxSent((sent) => {
    toast.success(sentMessage(sent), { autoClose: TOAST_MS.long });
  });
}
