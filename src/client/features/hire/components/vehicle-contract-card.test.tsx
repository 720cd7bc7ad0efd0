import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, today } from '../../../../shared/dates';
import { api, routes } from '../../../../shared/paths';
import type { Contract } from '../../../../shared/schemas/hire';
import { mockFetch } from '../../../test/fetch-mock';
import { pagedContracts, testContract } from '../../../test/hire-data';
import { renderApp, testProfile } from '../../../test/render';
import { hireOutLink, VehicleContractCard } from './vehicle-contract-card';

function renderCard(contracts: Contract[]) {
  const fetchMock = mockFetch({ [`GET ${api.contracts}`]: pagedContracts(contracts) });
  renderApp(<VehicleContractCard vehicleId="veh-1" />, { profile: testProfile() });
  return fetchMock;
}

const detail = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { exact: true }).nextElementSibling?.textContent;

describe('The hire contract card on a vehicle’s page', () => {
  it('shows the vehicle’s active contract: the hirer linking to it, terms, since when and arrears', async () => {
    const fetchMock = renderCard([
      testContract({ status: 'completed' }),
      testContract({ _id: 'con-9', startDate: '2026-03-02' }),
    ]);
    const card = await screen.findByRole('region', { name: 'Hire contract' });
    expect(await within(card).findByRole('link', { name: 'Kofi Boateng' })).toHaveProperty(
      'pathname',
      routes.contract('con-9'),
    );
    expect(detail(card, 'Since')).toBe('2026-03-02');
    expect(detail(card, 'Arrears')).toContain('₵300.00');
    // Only that vehicle's active contract is asked for, never the whole list.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      `${api.contracts}?page=1&pageSize=1&vehicleId=veh-1&status=active`,
    ]);
  });

  it('says when the contracts could not be loaded', async () => {
    mockFetch({ [`GET ${api.contracts}`]: { status: 500, body: { message: 'Internal server error' } } });
    renderApp(<VehicleContractCard vehicleId="veh-1" />, { profile: testProfile() });
    expect(await screen.findByText('The contracts could not be loaded.')).toBeTruthy();
  });

  it('says when a rental booked ahead starts', async () => {
    const start = addDays(today(), 10);
    renderCard([testContract({ startDate: start })]);
    const card = await screen.findByRole('region', { name: 'Hire contract' });
    expect(await within(card).findByText('Starts')).toBeTruthy();
    expect(detail(card, 'Starts')).toBe(start);
  });

  it('offers to hire the vehicle out when no contract is active', async () => {
    renderCard([testContract({ status: 'terminated' }), testContract({ vehicleId: 'veh-2' })]);
    const card = await screen.findByRole('region', { name: 'Hire contract' });
    expect(await within(card).findByText('Not on hire.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '+ Add contract' }).getAttribute('href')).toBe(
      hireOutLink('veh-1'),
    );
  });
});
