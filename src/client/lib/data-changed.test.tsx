import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../shared/paths';
import { paymentKeys } from '../features/payments/api/payment-keys';
import { tenantKeys } from '../features/tenants/api/tenant-keys';
import { useEditTenant } from '../features/tenants/api/use-edit-tenant';
import { vehicleKeys } from '../features/vehicles';
import { callsTo, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render';
import { useServerCount } from './use-server-list';

/** A list page with no rows, as the server answers `?page=1&pageSize=1`. */
const EMPTY_PAGE = { items: [], total: 0, page: 1, pageSize: 1, totals: {} };

const tenant = { _id: 't1', tenantName: 'Kofi Mensah' };

/** A screen showing payments and vehicles, with a button saving a tenant's rename. */
function Probe() {
  const payments = useServerCount(api.payments, paymentKeys.page);
  const vehicles = useServerCount(api.vehicles, vehicleKeys.page);
  const edit = useEditTenant('t1');
  return (
    <div>
      <p>{payments !== undefined ? `${payments} payments` : 'loading payments'}</p>
      <p>{vehicles !== undefined ? `${vehicles} vehicles` : 'loading vehicles'}</p>
      <button type="button" onClick={() => edit.mutate({ tenantName: 'Kofi Mensah' } as never)}>
        Save
      </button>
      {edit.isSuccess ? <p>saved</p> : null}
    </div>
  );
}

describe('data-changed refresh (one place, from the server’s X-Data-Changed)', () => {
  it("a tenant's rename refreshes the payments the server names, not the vehicles", async () => {
    const fetchMock = mockFetch({
      'GET /api/apartment/all_payments': { body: EMPTY_PAGE },
      'GET /api/get/vehicle_records': { body: EMPTY_PAGE },
      'PUT /api/edit/rent_record/t1': {
        body: { data: tenant },
        headers: { 'X-Data-Changed': 'tenants, payments' },
      },
    });
    const { user, queryClient } = renderApp(<Probe />);
    expect(await screen.findByText('0 payments')).toBeTruthy();
    expect(await screen.findByText('0 vehicles')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('saved')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/apartment/all_payments')).toHaveLength(2));
    expect(callsTo(fetchMock, 'GET', '/api/get/vehicle_records')).toHaveLength(1);
    // The hook still stores the record it saved.
    expect(queryClient.getQueryData(tenantKeys.detail('t1'))).toEqual(tenant);
  });

  it('a write whose answer names nothing refreshes nothing', async () => {
    const fetchMock = mockFetch({
      'GET /api/apartment/all_payments': { body: EMPTY_PAGE },
      'GET /api/get/vehicle_records': { body: EMPTY_PAGE },
      'PUT /api/edit/rent_record/t1': { body: { data: tenant } },
    });
    const { user } = renderApp(<Probe />);
    expect(await screen.findByText('0 payments')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('saved')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', '/api/apartment/all_payments')).toHaveLength(1);
  });
});
