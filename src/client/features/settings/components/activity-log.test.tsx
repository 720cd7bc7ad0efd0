import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEvent, AuditPage } from '../../../../shared/schemas/audit';
import { AUDIT_CONTRACT, AUDIT_REMITTANCE } from '../../../test/audit-data';
import { type MockHandler, type MockReply, mockFetch } from '../../../test/fetch-mock';
import { renderApp, testProfile } from '../../../test/render';
import { SettingsScreen } from './settings-screen';

const actor = { _id: 'user-1', name: 'Ama Mensah' };
const flat = { _id: 'apt-1', title: 'Sunset Flat', location: 'East Legon', price: 1500, status: 'Available' };
const payment = {
  _id: 'pay-9',
  tenant: { _id: 'ten-1', tenantName: 'Kofi Boateng' },
  amountPaid: 3430,
  method: 'Cash',
  network: null,
  reference: null,
  payerPhone: null,
  date: '2026-09-18',
  status: 'Completed',
  receiptNumber: 'RCT-000123',
  recordedBy: actor,
  balanceAfter: 0,
  createdAt: '2026-09-18T10:00:00.000Z',
  updatedAt: '2026-09-18T10:00:00.000Z',
};

/** A payment, a remittance, an edit of a contract's type (a code), then the older three. */
const NEWER: AuditEvent[] = [
  {
    _id: 'e6',
    at: '2026-09-18T10:00:00.000Z',
    actor,
    action: 'create',
    entity: 'payment',
    entityId: 'pay-9',
    before: null,
    after: payment,
  },
  {
    _id: 'e5',
    at: '2026-09-18T09:00:00.000Z',
    actor,
    action: 'create',
    entity: 'remittance',
    entityId: 'rem-1',
    before: null,
    after: AUDIT_REMITTANCE,
  },
  {
    _id: 'e4',
    at: '2026-09-17T09:00:00.000Z',
    actor: { _id: 'user-3', name: 'Kwame' },
    action: 'update',
    entity: 'contract',
    entityId: 'con-1',
    before: AUDIT_CONTRACT,
    after: { ...AUDIT_CONTRACT, type: 'work_and_pay', amount: 300, paid: 300, startDate: '2026-09-02' },
  },
];

const OLDER: AuditEvent[] = [
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
const EVENTS = [...NEWER, ...OLDER];

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
  it('writes each event as a sentence a landlord reads, newest first, with when', async () => {
    const { fetchMock } = renderActivity();
    expect(screen.getByRole('tab', { name: 'Activity', selected: true })).toBeTruthy();
    expect(await screen.findByText('6 events')).toBeTruthy();
    expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual([
      'Ama Mensah recorded payment RCT-000123 of GHC 3,430.00 for Kofi Boateng',
      'Ama Mensah recorded remittance RCT-000045 of GHC 250.00 from Yaw Darko for GR-1234-20',
      'Kwame edited the contract of Yaw Darko on GR-1234-20',
      'Ama Mensah edited apartment Sunset Flat',
      'Kofi Boateng deleted payment of GHC 250.00 for Esi Owusu',
      'Ama Mensah added apartment Sunset Flat',
    ]);
    for (const card of cards())
      expect(within(card).getByText(card.getAttribute('aria-label') ?? '')).toBeTruthy();
    // A remittance is titled by its hirer and vehicle, never by who recorded it.
    expect(cards()[1]?.textContent).not.toContain('Kwame Asante');
    expect(cards()[3]?.textContent).toContain('3 May 2026, 14:05');
    expect(auditRequests(fetchMock)).toEqual([{ page: '1', pageSize: '20' }]);
  });

  it('shows no raw JSON, id, pesewas or code until Details is opened', async () => {
    const { user } = renderActivity();
    await screen.findByText('6 events');
    const list = screen.getByRole('list');
    for (const raw of [
      'pay-9',
      'ten-1',
      'veh-1',
      'daily_sales',
      'work_and_pay',
      '"_id"',
      '{',
      'pesewas',
      'Pesewas',
    ]) {
      expect(list.textContent, raw).not.toContain(raw);
    }
    expect(screen.queryByTestId('audit-raw')).toBeNull();

    const contractCard = cards()[2] as HTMLElement;
    const details = within(contractCard).getByRole('button', { name: 'Details' });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    await user.click(details);
    const raw = within(contractCard).getByTestId('audit-raw');
    expect(JSON.parse(raw.textContent ?? '')).toMatchObject({
      entityId: 'con-1',
      before: { type: 'daily_sales' },
    });
    expect(
      within(contractCard).getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await user.click(within(contractCard).getByRole('button', { name: 'Hide details' }));
    expect(screen.queryByTestId('audit-raw')).toBeNull();
  });

  it('lists an edit’s changed fields by the form’s labels, old → new in words', async () => {
    renderActivity();
    await screen.findByText('6 events');
    const contractCard = cards()[2] as HTMLElement;
    const type = contractCard.querySelector('[data-field="type"]') as HTMLElement;
    expect(within(type).getByText('Contract type')).toBeTruthy();
    expect(type.querySelector('[data-side="before"]')?.textContent).toBe('Before: Daily sales');
    expect(type.querySelector('[data-side="after"]')?.textContent).toBe('After: Work and pay');
    expect(contractCard.querySelector('[data-field="amount"] [data-side="after"]')?.textContent).toBe(
      'After: GHC 300.00',
    );
    expect(contractCard.querySelector('[data-field="startDate"] [data-side="before"]')?.textContent).toBe(
      'Before: 1 Sep 2026',
    );
    // A derived figure (what has been paid) is no field of the form.
    expect(contractCard.querySelector('[data-field="paid"]')).toBeNull();

    const paymentCard = cards()[0] as HTMLElement;
    expect(paymentCard.querySelector('[data-field="amountPaid"] [data-side="after"]')?.textContent).toBe(
      'After: GHC 3,430.00',
    );
    expect(within(paymentCard).getByText('Amount Paid')).toBeTruthy();
    expect(paymentCard.querySelector('[data-field="date"] [data-side="after"]')?.textContent).toBe(
      'After: 18 Sep 2026',
    );
    expect(paymentCard.querySelector('[data-field="recordedBy"]')).toBeNull();
  });

  it('shows an edit as the changed fields side by side, a create as after only, a delete as before only', async () => {
    renderActivity();
    await screen.findByText('6 events');
    const [update, remove, create] = cards().slice(3);
    if (!update || !remove || !create) throw new Error('three events expected');

    const price = update.querySelector('[data-field="price"]') as HTMLElement;
    expect(within(price).getByText('Price (per month)')).toBeTruthy();
    expect(price.querySelector('[data-side="before"]')?.textContent).toBe('Before: GHC 1,500.00');
    expect(price.querySelector('[data-side="after"]')?.textContent).toBe('After: GHC 1,800.00');
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
    await waitFor(() => expect(cards()).toHaveLength(2));
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
    expect(await screen.findByText('6 events')).toBeTruthy();
  });
});
