import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, routes } from '../../../../shared/paths';
import { type ComplianceRow, matchesComplianceFilters } from '../../../../shared/schemas/vehicle-papers';
import { PAPER_KIND_COLUMNS } from '../../../../shared/test-data/vehicle-papers';
import { callsTo, type MockHandler, mockFetch } from '../../../test/fetch-mock';
import { testComplianceRow } from '../../../test/papers-data';
import { renderApp, testProfile } from '../../../test/render';
import { cellTexts } from '../../../test/table-cells';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';
import { ComplianceScreen } from './compliance-screen';

/** By registration, as the server answers. */
const ROWS: ComplianceRow[] = [
  // A truck with nothing on record and an expired licence.
  testComplianceRow(
    { _id: 'veh-3', make: 'Isuzu', model: 'NQR', vehicleRegNum: 'AS 4321-23', vehicleType: 'truck' },
    {
      roadworthy: { status: 'missing' },
      insurance: { status: 'missing' },
      vit: { status: 'missing' },
    },
    { status: 'expired', expiresOn: '2026-02-01' },
  ),
  testComplianceRow(
    {},
    {
      roadworthy: { status: 'expiring', expiresOn: '2026-03-20', documentId: 'doc-rw' },
      insurance: { status: 'expired', expiresOn: '2026-01-09', documentId: 'doc-ins' },
      vit: { status: 'valid', expiresOn: '2026-03-31', documentId: 'doc-vit' },
    },
  ),
  // A luxury car: only its insurance, valid.
  testComplianceRow(
    {
      _id: 'veh-2',
      make: 'Mercedes-Benz',
      model: 'E-Class',
      vehicleRegNum: 'GT 5678-22',
      vehicleType: 'luxury car',
    },
    { insurance: { status: 'valid', expiresOn: '2027-01-09', documentId: 'doc-2' } },
  ),
];

/**
 * The server's page of ROWS (docs/lists.md): filtered by its own rule, counted, and the page asked for;
 * `total` says how many match when the test pretends a bigger fleet.
 */
const serverPage =
  (total?: number): MockHandler =>
  (_init, url) => {
    const query = new URL(url, 'http://localhost').searchParams;
    const status = query.get('status') ?? undefined;
    const matching = ROWS.filter((row) => matchesComplianceFilters(row, { q: query.get('q') ?? '', status }));
    const count = (wanted: string) => ROWS.filter((row) => matchesComplianceFilters(row, { status: wanted }));
    const page = Number(query.get('page'));
    const pageSize = Number(query.get('pageSize'));
    return {
      body: {
        items: matching.slice((page - 1) * pageSize, page * pageSize),
        total: total ?? matching.length,
        page,
        pageSize,
        totals: {
          expired: count('expired').length,
          expiring: count('expiring').length,
          missing: count('missing').length,
        },
      },
    };
  };

function renderGrid(url: string = routes.compliance, handlers: Record<string, MockHandler> = {}) {
  const fetchMock = mockFetch({ [`GET ${api.compliance}`]: serverPage(), ...handlers });
  const view = renderApp(<ComplianceScreen />, { path: routes.compliance, url, profile: testProfile() });
  return { ...view, fetchMock };
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Compliance' }))
    .getAllByRole('row')
    .slice(1);
const plates = () => bodyRows().map((row) => cellTexts(row)[0]);
const figure = (label: string) =>
  within(screen.getByRole('region', { name: 'Summary' })).getByText(label, { exact: true }).parentElement;

afterEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('Compliance grid (docs/reminders.md §1)', () => {
  it('shows vehicles × kinds and the licence: badges with words and the expiry under each', async () => {
    renderGrid();
    expect(screen.getByRole('heading', { level: 1, name: 'Compliance' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Compliance' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Vehicle', 'Make', ...PAPER_KIND_COLUMNS, 'Driver licence']);
    expect(bodyRows().map((row) => cellTexts(row))).toEqual([
      [
        'AS 4321-23Isuzu NQR',
        'Isuzu NQR',
        'Missing',
        'Missing',
        'Missing',
        '—None',
        '—None',
        '—None',
        'Expired2026-02-01',
      ],
      [
        'GR 1234-21Toyota Corolla',
        'Toyota Corolla',
        'Expiring2026-03-20',
        'Expired2026-01-09',
        'Valid2026-03-31',
        '—None',
        '—None',
        '—None',
        'Valid2027-05-31',
      ],
      [
        'GT 5678-22Mercedes-Benz E-Class',
        'Mercedes-Benz E-Class',
        '—None',
        'Valid2027-01-09',
        '—None',
        '—None',
        '—None',
        '—None',
        'Valid2027-05-31',
      ],
    ]);
    const row = bodyRows()[1] as HTMLElement;
    expect(within(row).getByText('Expired').className).toContain('red');
    expect(within(row).getByText('Expiring').className).toContain('yellow');
    for (const badge of within(row).getAllByText('Valid')) expect(badge.className).toContain('green');
    expect(within(bodyRows()[0] as HTMLElement).getAllByText('Missing')[0]?.className).toContain('gray');
    expect(within(row).getByRole('link', { name: 'GR 1234-21' }).getAttribute('href')).toBe(
      routes.vehicle('veh-1'),
    );
  });

  it('counts the vehicles with something expired, expiring or missing', async () => {
    renderGrid();
    await screen.findByRole('table', { name: 'Compliance' });
    expect(figure('Expired')?.textContent).toContain('2');
    expect(figure('Expiring')?.textContent).toContain('1');
    expect(figure('Missing')?.textContent).toContain('1');
  });

  it('keeps the status and the search in the URL, with the server’s rule', async () => {
    const { user, router } = renderGrid(`${routes.compliance}?page=2`);
    expect(await screen.findByText('No vehicles found.')).toBeTruthy();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('');
    await user.selectOptions(screen.getByLabelText('Status'), 'expired');
    await waitFor(() => expect(router.state.location.search).toBe('?status=expired'));
    // The licence counts too.
    expect(plates()).toEqual(['AS 4321-23Isuzu NQR', 'GR 1234-21Toyota Corolla']);

    await user.selectOptions(screen.getByLabelText('Status'), 'missing');
    await waitFor(() => expect(router.state.location.search).toBe('?status=missing'));
    expect(plates()).toEqual(['AS 4321-23Isuzu NQR']);

    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'gt5678');
    await waitFor(() => expect(router.state.location.search).toBe('?q=gt5678'));
    await waitFor(() => expect(plates()).toEqual(['GT 5678-22Mercedes-Benz E-Class']));
  });

  it('reads its filters from the URL: make and model are searched too', async () => {
    renderGrid(`${routes.compliance}?q=toyota%20corolla&status=valid`);
    await screen.findByRole('table', { name: 'Compliance' });
    expect(plates()).toEqual(['GR 1234-21Toyota Corolla']);
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe(
      'toyota corolla',
    );
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('valid');
  });

  it('says so when no vehicle matches', async () => {
    renderGrid(`${routes.compliance}?q=nothing-like-this`);
    expect(await screen.findByText('No vehicles found.')).toBeTruthy();
  });

  it('exports Compliance_List.xlsx with the filters shown', async () => {
    const { user, fetchMock } = renderGrid(`${routes.compliance}?status=expired&q=GR`, {
      [`GET ${api.exportCompliance}`]: { body: {} },
    });
    await screen.findByRole('table', { name: 'Compliance' });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:compliance');
    await user.click(screen.getByRole('button', { name: 'Export Compliance' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', api.exportCompliance)).toHaveLength(1));
    const [input] = fetchMock.mock.calls.find(([url]) => String(url).startsWith(api.exportCompliance)) ?? [];
    expect(String(input)).toBe(`${api.exportCompliance}?q=GR&status=expired`);
  });

  it('is one card per vehicle on a phone, its kinds listed with their badges', async () => {
    setViewportWidth(PHONE_WIDTH);
    renderGrid();
    const list = await screen.findByRole('list', { name: 'Compliance' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);
    const card = cards[1] as HTMLElement;
    expect(within(card).getByRole('link', { name: 'GR 1234-21' }).getAttribute('href')).toBe(
      routes.vehicle('veh-1'),
    );
    const entries = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(entries).toEqual([
      'Roadworthy: Expiring2026-03-20',
      'Insurance: Expired2026-01-09',
      'VIT: Valid2026-03-31',
      'Registration: —None',
      'Permit: —None',
      'Other: —None',
      'Driver licence: Valid2027-05-31',
    ]);
  });

  it('asks the server for one page, sorted by the header clicked, and pages by its total', async () => {
    const { user, router, fetchMock } = renderGrid(routes.compliance, {
      [`GET ${api.compliance}`]: serverPage(45),
    });
    await screen.findByRole('table', { name: 'Compliance' });
    const asked = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === api.compliance)
        .map((url) => Object.fromEntries(url.searchParams));
    expect(asked()).toEqual([{ page: '1', pageSize: '20' }]);
    expect(screen.getByRole('columnheader', { name: /Vehicle/ }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: /Make/ }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=make'));
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ page: '1', sort: 'make' }));
    const pages = screen.getByRole('navigation', { name: 'Compliance pages' });
    await user.click(within(pages).getByRole('button', { name: /3/ }));
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ page: '3', sort: 'make' }));
  });
});
