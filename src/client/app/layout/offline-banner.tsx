import { useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NEEDS_CONNECTION, NEEDS_CONNECTION_ID, OFFLINE_BANNER, useOnline } from '../../lib/connection';
import { savedAgo, shownDataTime } from '../../lib/offline/saved-ago';

/** The 'Saved … ago' line follows the clock this often. */
const TICK_MS = 30_000;

/** When the data on screen was fetched, kept up to date while `active` (offline). */
function useShownDataTime(active: boolean): number | null {
  const client = useQueryClient();
  const [at, setAt] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return;
    const update = () => setAt(shownDataTime(client));
    update();
    return client.getQueryCache().subscribe(update);
  }, [active, client]);
  return active ? at : null;
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * Under the top bar while the server is out of reach (docs/decisions/144-reading-offline.md):
 * 'Offline — showing saved data' and when the data on screen was fetched ('Saved 3 h ago'). It also
 * holds the reason every action disabled offline points to (`aria-describedby`).
 */
export function OfflineBanner() {
  const online = useOnline();
  const at = useShownDataTime(!online);
  const now = useNow(!online);
  return (
    <>
      <span id={NEEDS_CONNECTION_ID} hidden>
        {NEEDS_CONNECTION}
      </span>
      <div role="status" className="sticky top-16 z-10 empty:hidden">
        {online ? null : (
          <p
            className="flex flex-wrap items-center gap-x-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 sm:px-6"
            data-testid="offline-banner"
          >
            <CloudOff className="size-4 shrink-0" aria-hidden="true" />
            <span className="font-medium">{OFFLINE_BANNER}</span>
            {at !== null ? <span data-testid="saved-ago">· {savedAgo(at, now)}</span> : null}
          </p>
        )}
      </div>
    </>
  );
}
