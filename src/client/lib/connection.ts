import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api } from '../../shared/paths';

/**
 * Whether the server can be reached (docs/decisions/145-offline-state.md): TanStack Query's
 * onlineManager, fed by the browser's online/offline events (its own listener) and by the app's
 * fetches. A request that gets no answer at all marks the app offline even while `navigator.onLine`
 * still says true (a dead Wi-Fi hotspot, a server that is down); from then on the health endpoint is
 * asked every {@link PROBE_MS} ms, and the first answer (or any other answer) marks it online again.
 * While offline, retries wait for the connection and queries keep the data they have (the query
 * client's `networkMode: 'offlineFirst'`: a first try, such as 'Try again', is always made), and
 * actions that need the server are disabled with {@link NEEDS_CONNECTION}
 * (docs/decisions/145-offline-state.md).
 */

/** The reason shown on every action disabled while offline. */
export const NEEDS_CONNECTION = 'Needs a connection';
/** The id of the one element holding that reason (in the shell), for `aria-describedby`. */
export const NEEDS_CONNECTION_ID = 'needs-connection-reason';
/** The top bar's line while offline. */
export const OFFLINE_BANNER = 'Offline — showing saved data';

/** Shown offline where a screen's data was never loaded on this device. */
export const NOT_SAVED = 'Not saved on this device: it loads when the connection is back.';

export const PROBE_MS = 15_000;

let probeTimer: ReturnType<typeof setTimeout> | undefined;

function stopProbe() {
  if (probeTimer !== undefined) clearTimeout(probeTimer);
  probeTimer = undefined;
}

function probeLater() {
  if (probeTimer !== undefined) return;
  probeTimer = setTimeout(async () => {
    probeTimer = undefined;
    try {
      // Straight to fetch, not through api-client: the probe's own failure must not count again.
      await fetch(api.health, { method: 'GET', cache: 'no-store', credentials: 'same-origin' });
      reportAnswer();
    } catch {
      if (!onlineManager.isOnline()) probeLater();
    }
  }, PROBE_MS);
}

/** A request got no answer (not one aborted on purpose): the server is out of reach for now. */
export function reportNoAnswer(): void {
  onlineManager.setOnline(false);
  probeLater();
}

/** A request got an answer, whatever its status: the server is reachable. */
export function reportAnswer(): void {
  stopProbe();
  if (!onlineManager.isOnline() && browserOnline()) onlineManager.setOnline(true);
}

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Tests: back to online, no probe waiting (src/client/test/setup.ts, after each test). */
export function resetConnectionForTests(): void {
  stopProbe();
  onlineManager.setOnline(true);
}

/** At start: the onlineManager assumes a connection until told otherwise; ask the browser once. */
export function startConnectionWatch(): void {
  if (!browserOnline()) onlineManager.setOnline(false);
}

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** Whether the server is reachable now; re-renders when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, isOnline);
}

/**
 * The props that disable an action needing the server while offline, with the reason as its tooltip
 * and its accessible description; none while online (or when `needsServer` is false).
 */
export function useNeedsConnection(needsServer = true): {
  disabled?: true;
  title?: string;
  'aria-describedby'?: string;
} {
  const online = useOnline();
  if (online || !needsServer) return {};
  return { disabled: true, title: NEEDS_CONNECTION, 'aria-describedby': NEEDS_CONNECTION_ID };
}
