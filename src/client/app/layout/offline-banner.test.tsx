import { onlineManager, useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tenantKeys } from '../../features/tenants/api/tenant-keys';
import { OFFLINE_BANNER } from '../../lib/connection';
import { savedAgo } from '../../lib/offline/saved-ago';
import { createTestQueryClient, renderApp } from '../../test/render';
import { OfflineBanner } from './offline-banner';

const HOUR = 3_600_000;

function TenantPage() {
  const ledger = useQuery({ queryKey: tenantKeys.ledger('t1'), queryFn: () => ({ tenancy: {} }) });
  return <p>{ledger.data ? 'Tenancy' : 'Loading'}</p>;
}

describe('the offline line', () => {
  it("says nothing online; offline, that saved data shows and when the screen's data was saved", async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(tenantKeys.ledger('t1'), { tenancy: {} }, { updatedAt: Date.now() - 3 * HOUR });
    renderApp(
      <>
        <OfflineBanner />
        <TenantPage />
      </>,
      { queryClient },
    );
    expect(await screen.findByText('Tenancy')).toBeTruthy();
    expect(screen.queryByText(OFFLINE_BANNER)).toBeNull();

    act(() => onlineManager.setOnline(false));
    expect(screen.getByText(OFFLINE_BANNER)).toBeTruthy();
    expect(screen.getByTestId('saved-ago').textContent).toBe('· Saved 3 h ago');
    expect(screen.getByRole('status').textContent).toContain(OFFLINE_BANNER);

    act(() => onlineManager.setOnline(true));
    expect(screen.queryByText(OFFLINE_BANNER)).toBeNull();
  });

  it('keeps the reason disabled actions point to', () => {
    renderApp(<OfflineBanner />);
    expect(document.getElementById('needs-connection-reason')?.textContent).toBe('Needs a connection');
  });
});

describe('savedAgo', () => {
  it('says how long ago, in words', () => {
    const now = Date.UTC(2026, 10, 28, 12);
    expect(savedAgo(now - 20_000, now)).toBe('Saved just now');
    expect(savedAgo(now - 5 * 60_000, now)).toBe('Saved 5 min ago');
    expect(savedAgo(now - 3 * HOUR, now)).toBe('Saved 3 h ago');
    expect(savedAgo(now - 25 * HOUR, now)).toBe('Saved 1 day ago');
    expect(savedAgo(now - 72 * HOUR, now)).toBe('Saved 3 days ago');
    expect(savedAgo(now + 5_000, now)).toBe('Saved just now');
  });
});
