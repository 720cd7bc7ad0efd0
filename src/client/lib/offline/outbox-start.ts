import type { QueryClient } from '@tanstack/react-query';
import { startOutbox } from './outbox-sender';
import { showWhatWasSent } from './outbox-toast';

/**
 * Sends the outbox from now on and says what each round sent (docs/offline.md §3). The app loads
 * this module once its first screen's files have come (src/client/main.tsx), so a first visit over
 * mobile data does not wait for the sender's code.
 */
export function startSending(client: QueryClient): void {
  startOutbox(client);
  showWhatWasSent();
}
