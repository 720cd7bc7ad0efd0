import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, today } from '../../../../shared/dates';
import { api, routes } from '../../../../shared/paths';
import type { Contract } from '../../../../shared/schemas/hire';
import { mockFetch } from '../../../test/fetch-mock';
import { testContract } from '../../../test/hire-data';
import { renderApp, testProfile } from '../../../test/render';
import { hireOutLink, VehicleContractCard } from './vehicle-contract-card';

function renderCard(contracts: Contract[]) {
  mockFetch({ [`GET ${api.contracts}`]: { body: contracts } });
  renderApp(<VehicleContractCard vehicleId="veh-1" />, { profile: testProfile() });
}

const detail = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { exact: true }).nextElementSibling?.textContent;

describe('The hire contract card on a vehicle’s page', () => {
  it('shows the vehicle’s active contract: the hirer linking to it, terms, since when and arrears', async () => {
    renderCard([
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
