import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEvent, AuditPage } from '../../../../shared/schemas/audit';
import { type MockHandler, type MockReply, mockFetch } from '../../../test/fetch-mock';
import { renderApp, testProfile } from '../../../test/render';
import { SettingsScreen } from './settings-screen';

const actor = { _id: 'user-1', name: 'Ama Mensah' };
const flat = { _id: 'apt-1', title: 'Sunset Flat', location: 'East Legon', price: 1500, status: 'Available' };

const EVENTS: AuditEvent[] = [
  {
    _id: 'e3',
    at: '2026-05-03T14:05:00.000Z',
    actor,
    action: 'update',
    entity: 'apartment',
    entityId: 'apt-1',
    before: { ...flat, updatedAt: '2026-05-01T08:00:00.000Z' },
    after: { ...flat, price: 1800, status: 'Occupied', updatedAt: '2026-05-03T14:05:00.000Z' },
  },
  {
    _id: 'e2',
    at: '2026-05-02T09:00:00.000Z',
    actor: { _id: 'user-2', name: 'Kofi Boateng' },
    action: 'delete',
    entity: 'payment',
    entityId: 'pay-1',
    before: { _id: 'pay-1', tenant: { _id: 't1', tenantName: 'Esi Owusu' }, amountPaid: 250, method: 'Cash' },
    after: null,
  },
  {
    _id: 'e1',
    at: '2026-05-01T08:00:00.000Z',
    actor,
    action: 'create',
    entity: 'apartment',
    entityId: 'apt-1',
    before: null,
    after: flat,
  },
];

/** Answers GET /api/audit like the server: filtered by entity, paged, with a total of `total`. */
function auditHandler(total = EVENTS.length): (init: RequestInit, url: string) => MockReply {
  return (_init, url) => {
    const query = new URL(url, 'http://localhost').searchParams;
    const entity = query.get('entity');
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? 20);
    const items = EVENTS.filter((event) => !entity || event.entity === entity);
    const body: AuditPage = { items, total: entity ? items.length : total, page, pageSize };
    return { body };
  };
}

function auditRequests(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/audit')
    .map((url) => Object.fromEntries(url.searchParams));
}

function renderActivity(handler: MockHandler = auditHandler(), url = '/settings?tab=activity') {
  const fetchMock = mockFetch({ 'GET /api/audit': handler });
  const view = renderApp(<SettingsScreen />, {
    path: '/settings',
    url,
    profile: testProfile({ timezone: 'Africa/Accra' }),
  });
  return { ...view, fetchMock };
}

const cards = () => screen.getAllByRole('article');

describe('Settings → Activity', () => {
  it('lists the events newest first with when, who, action, kind and record', async () => {
    const { fetchMock } = renderActivity();
    expect(screen.getByRole('tab', { name: 'Activity', selected: true })).toBeTruthy();
    expect(await screen.findByText('3 events')).toBeTruthy();
    expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual([
      'Updated Apartment Sunset Flat',
      'Deleted Payment Esi Owusu',
      'Created Apartment Sunset Flat',
    ]);
    const [update, remove] = cards();
    expect(update?.textContent).toContain('2026-05-03 14:05');
    expect(update?.textContent).toContain('by Ama Mensah');
    expect(remove?.textContent).toContain('by Kofi Boateng');
    expect(auditRequests(fetchMock)).toEqual([{ page: '1', pageSize: '20' }]);
  });

  it('shows an edit as the changed fields side by side, a create as after only, a delete as before only', async () => {
    renderActivity();
    await screen.findByText('3 events');
    const [update, remove, create] = cards();
    if (!update || !remove || !create) throw new Error('three events expected');

    const price = update.querySelector('[data-field="price"]') as HTMLElement;
    expect(within(price).getByText('Price')).toBeTruthy();
    expect(price.querySelector('[data-side="before"]')?.textContent).toBe('Before: ₵1,500.00');
    expect(price.querySelector('[data-side="after"]')?.textContent).toBe('After: ₵1,800.00');
    expect(update.querySelector('[data-field="status"]')?.textContent).toContain('Occupied');
    // Unchanged fields and the timestamps stay out of an edit.
    expect(update.querySelector('[data-field="title"]')).toBeNull();
    expect(update.querySelector('[data-field="updatedAt"]')).toBeNull();

    expect(create.querySelectorAll('[data-side="before"]')).toHaveLength(0);
    expect(create.querySelector('[data-field="title"] [data-side="after"]')?.textContent).toBe(
      'After: Sunset Flat',
    );
    expect(remove.querySelectorAll('[data-side="after"]')).toHaveLength(0);
    expect(remove.querySelector('[data-field="tenant"] [data-side="before"]')?.textContent).toBe(
      'Before: Esi Owusu',
    );
  });

  it('filters by kind of record on the server, back to page 1, and keeps the filter in the URL', async () => {
    const { user, fetchMock, router } = renderActivity(auditHandler(45), '/settings?tab=activity&page=2');
    await screen.findByText('45 events');
    const kind = screen.getByLabelText('Kind of record') as HTMLSelectElement;
    expect([...kind.options].map((option) => option.text)).toContain('Tenant');
    await user.selectOptions(kind, 'payment');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(auditRequests(fetchMock).at(-1)).toEqual({ page: '1', pageSize: '20', entity: 'payment' });
    expect(router.state.location.search).toBe('?tab=activity&entity=payment');
  });

  it('pages on the server with the kit pagination', async () => {
    const { user, fetchMock, router } = renderActivity(auditHandler(45));
    await screen.findByText('45 events');
    const pages = screen.getByRole('navigation', { name: 'Activity pages' });
    expect(within(pages).getByRole('button', { name: '3' })).toBeTruthy();
    await user.click(within(pages).getByRole('button', { name: '2' }));
    await waitFor(() => expect(auditRequests(fetchMock).at(-1)).toEqual({ page: '2', pageSize: '20' }));
    expect(router.state.location.search).toBe('?tab=activity&page=2');
    expect(
      within(screen.getByRole('navigation', { name: 'Activity pages' }))
        .getByRole('button', { name: '2' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('says when there is no activity', async () => {
    renderActivity({ body: { items: [], total: 0, page: 1, pageSize: 20 } });
    expect(await screen.findByText('No activity yet.')).toBeTruthy();
  });

  it('shows a failed load in red with Try again', async () => {
    let fail = true;
    const answer = auditHandler();
    const { user } = renderActivity((init, url) =>
      fail ? { status: 500, body: { message: 'Down' } } : answer(init, url),
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Failed to load data')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 events')).toBeTruthy();
  });
});
