import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../../shared/schemas/auth';
import {
  type BusinessSettings,
  GHANA_POST_GPS_MESSAGE,
  RENT_TAX_RATE_DECIMALS_MESSAGE,
} from '../../../../shared/schemas/ledger';
import { callsTo, type MockHandler, mockFetch } from '../../../test/fetch-mock';
import { renderApp, testProfile } from '../../../test/render';
import { authKeys } from '../../auth';
import { SettingsScreen } from './settings-screen';

const STORED: BusinessSettings = {
  name: 'Mensah Properties',
  address: '12 Oxford Street, Osu',
  phone: '+233302123456',
  email: 'office@mensah.example',
  ghanaPostGps: 'GA-123-4567',
  receiptFooter: 'Thank you.',
  rentTaxRate: 7.5,
};

function renderBusiness(put: MockHandler = (init) => ({ body: JSON.parse(String(init.body)) })) {
  const fetchMock = mockFetch({
    'GET /api/settings/business': { body: STORED },
    'PUT /api/settings/business': put,
    'GET /api/view/profile_info': {
      body: testProfile({ account: { _id: 'account-1', name: 'Mensah Estates' } }),
    },
  });
  const view = renderApp(<SettingsScreen />, {
    path: '/settings',
    url: '/settings?tab=business',
    profile: testProfile(),
  });
  return { ...view, fetchMock };
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('Settings → Business (docs/ledger.md §4)', () => {
  it('shows the stored details in the Business tab', async () => {
    renderBusiness();
    expect(screen.getByRole('tab', { name: 'Business', selected: true })).toBeTruthy();
    await screen.findByLabelText(/^Business name/);
    expect(input(/^Business name/).value).toBe('Mensah Properties');
    expect(input(/^Phone/).value).toBe('+233 30 212 3456');
    expect(input(/^GhanaPostGPS address/).value).toBe('GA-123-4567');
  });

  it('refuses a malformed GhanaPostGPS address under its field, without calling the server', async () => {
    const { user, fetchMock } = renderBusiness();
    const gps = (await screen.findByLabelText(/^GhanaPostGPS address/)) as HTMLInputElement;
    await user.clear(gps);
    await user.type(gps, 'Osu, near the mall');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(GHANA_POST_GPS_MESSAGE)).toBeTruthy();
    expect(gps.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, 'PUT', '/api/settings/business')).toHaveLength(0);
  });

  it("shows the server's field errors under the fields", async () => {
    const { user } = renderBusiness({
      status: 400,
      body: { message: 'Invalid input', errors: [{ path: 'ghanaPostGps', message: 'Not a known address' }] },
    });
    await screen.findByLabelText(/^GhanaPostGPS address/);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Not a known address')).toBeTruthy();
    expect(input(/^GhanaPostGPS address/).getAttribute('aria-invalid')).toBe('true');
  });

  it('saves, says so, and the top bar gets the new business name', async () => {
    const { user, fetchMock, queryClient } = renderBusiness((init) => ({
      body: JSON.parse(String(init.body)),
      headers: { 'X-Data-Changed': 'account' },
    }));
    const name = (await screen.findByLabelText(/^Business name/)) as HTMLInputElement;
    await user.clear(name);
    await user.type(name, 'Mensah Estates');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Settings updated successfully!')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', '/api/settings/business')[0]?.body).toEqual({
      ...STORED,
      name: 'Mensah Estates',
      phone: '+233302123456',
    });
    expect(queryClient.getQueryData<Profile>(authKeys.profile())?.account.name).toBe('Mensah Estates');
    // The answer's X-Data-Changed: account refreshes the profile from the server too.
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/view/profile_info').length).toBeGreaterThan(0),
    );
  });

  it('shows the rent tax rate, refuses more than 2 decimals, and saves a new rate as a number', async () => {
    const { user, fetchMock } = renderBusiness();
    const rate = (await screen.findByLabelText(/^Rent tax rate/)) as HTMLInputElement;
    expect(rate.value).toBe('7.5');
    await user.clear(rate);
    await user.type(rate, '7.255');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(RENT_TAX_RATE_DECIMALS_MESSAGE)).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', '/api/settings/business')).toHaveLength(0);
    await user.clear(rate);
    await user.type(rate, '10');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Settings updated successfully!')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', '/api/settings/business')[0]?.body).toMatchObject({ rentTaxRate: 10 });
  });
});
