import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '../../../../shared/dates';
import { api, routes } from '../../../../shared/paths';
import type { VehicleDocument } from '../../../../shared/schemas/vehicle-papers';
import type { VehicleRecord } from '../../../../shared/schemas/vehicles';
import { outboxRecords } from '../../../lib/offline/outbox';
import { OUTBOX_TEXTS } from '../../../lib/offline/outbox-texts';
import { callsTo, type MockHandler, mockFetch } from '../../../test/fetch-mock';
import { pagedContracts, testContract, testVehicle } from '../../../test/hire-data';
import { testCosts, testDocument, testDocuments, testReading, testSchedule } from '../../../test/papers-data';
import { renderApp, testProfile } from '../../../test/render';
import { cellTexts } from '../../../test/table-cells';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';
import { hireScreens } from '../../hire';
import { VehicleScreen } from './vehicle-screen';

const day = today();

function renderVehicle({
  vehicle = testVehicle({ licenseNumExp: `${addDays(day, 10)}T00:00:00.000Z` }),
  documents = testDocuments(),
  role = 'Admin',
  handlers = {},
}: {
  vehicle?: VehicleRecord;
  documents?: VehicleDocument[];
  role?: 'Admin' | 'Manager' | 'Staff';
  handlers?: Record<string, MockHandler>;
} = {}) {
  const id = vehicle._id;
  const fetchMock = mockFetch({
    [`GET ${api.vehicle(id)}`]: { body: vehicle },
    [`GET ${api.contracts}`]: pagedContracts([
      testContract({ _id: 'con-9', vehicleId: 'veh-2' }),
      testContract(),
    ]),
    [`GET ${api.vehicleCosts(id)}`]: { body: testCosts() },
    [`GET ${api.vehicleProfit(id)}`]: {
      body: {
        year: '2026',
        thisYear: { income: 4500.25, expenses: 5000.75, profit: -500.5 },
        allTime: { income: 12000, expenses: 7000.4, profit: 4999.6 },
      },
    },
    [`GET ${api.vehicleDocuments(id)}`]: { body: documents },
    [`GET ${api.vehicleOdometer(id)}`]: {
      body: [
        testReading({
          _id: 'rem-4',
          date: '2026-03-04',
          km: 1_045_900,
          source: 'remittance',
          note: 'Remittance RCT-000004',
        }),
        testReading(),
        testReading({
          _id: 'mnt-1',
          date: '2026-02-01',
          km: 43_000,
          source: 'maintenance',
          note: 'Brake pads',
        }),
      ],
    },
    [`GET ${api.vehicleSchedules(id)}`]: {
      body: [
        testSchedule(),
        testSchedule({
          _id: 'sch-2',
          task: 'Tyre rotation',
          everyKm: 10_000,
          everyMonths: null,
          lastDone: { date: '2026-01-01', km: null },
          nextDueDate: null,
          nextDueKm: 46_000,
          status: 'soon',
        }),
        testSchedule({
          _id: 'sch-3',
          task: 'Wheel alignment',
          everyKm: null,
          everyMonths: 1,
          nextDueDate: '2026-12-01',
          nextDueKm: null,
          status: 'ok',
        }),
      ],
    },
    ...handlers,
  });
  const view = renderApp(<VehicleScreen />, {
    path: `${routes.vehicle('')}:id`,
    url: routes.vehicle(id),
    profile: testProfile({ role }),
  });
  return { ...view, fetchMock };
}

const documentsTable = () => screen.findByRole('table', { name: 'Documents' });
const rowOf = (table: HTMLElement, kind: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => row.querySelector('td')?.textContent === kind) as HTMLElement;
const detail = (label: string) =>
  within(screen.getByRole('region', { name: 'Details' })).getByText(label, { exact: true })
    .nextElementSibling;

// The contract card is the hire feature's, loaded on demand: loaded once before, so a busy machine
// transforming it does not outlast a query's wait.
beforeAll(async () => {
  await hireScreens.vehicleContract();
});
afterEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('Vehicle page (docs/reminders.md §1–2)', () => {
  it('shows the plate, make and model, the details with the licence standing, the contract and the costs', async () => {
    renderVehicle();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'GR 1234-21 · Toyota Corolla' }),
    ).toBeTruthy();
    expect(detail('Type')?.textContent).toBe('Taxi');
    expect(detail('Chassis number')?.textContent).toBe('JT123456789');
    expect(detail('Driver')?.textContent).toBe('Kofi Boateng');
    expect(detail('Driver phone')?.textContent).toMatch(/^\+233 24 111 2233/);
    // A WhatsApp message to the driver beside the phone, reminding of the licence expiring.
    const whatsApp = await within(detail('Driver phone') as HTMLElement).findByRole('link', {
      name: 'WhatsApp Kofi Boateng',
    });
    expect(new URL(whatsApp.getAttribute('href') ?? '').searchParams.get('text')).toContain(
      `Your driving licence expires on ${addDays(day, 10)}`,
    );
    expect(detail('Driver licence')?.textContent).toBe('DL-555001 (Commercial)');
    expect(detail('Licence expiry')?.textContent).toBe(`${addDays(day, 10)}Expiring`);
    expect(within(detail('Licence expiry') as HTMLElement).getByText('Expiring').className).toContain(
      'yellow',
    );

    const contract = await screen.findByRole('region', { name: 'Hire contract' });
    expect(await within(contract).findByRole('link', { name: 'Kofi Boateng' })).toBeTruthy();
    expect(within(contract).getByRole('link', { name: 'Kofi Boateng' }).getAttribute('href')).toBe(
      routes.contract('con-1'),
    );
    expect(contract.textContent).toContain('Daily sales · ₵150.00 / day');

    const costs = screen.getByRole('region', { name: 'Costs' });
    await waitFor(() => expect(costs.textContent).toContain('Total₵2,500.50'));
    expect(costs.textContent).toContain('Maintenance₵1,200.00');
    expect(costs.textContent).toContain('Papers₵1,300.50');

    expect(screen.getByRole('link', { name: 'Edit vehicle' }).getAttribute('href')).toBe(
      routes.editVehicle('veh-1'),
    );
    expect(screen.getByRole('link', { name: 'Record maintenance' }).getAttribute('href')).toBe(
      `${routes.addMaintenance}?vehicleId=veh-1`,
    );
  });

  it('shows its income beside its costs, this year and all time, a loss in red', async () => {
    renderVehicle();
    const card = await screen.findByRole('region', { name: 'Income and costs' });
    await waitFor(() => expect(card.textContent).toContain('This year (2026)'));
    expect(card.textContent).toContain('This year (2026)Income₵4,500.25Expenses₵5,000.75Loss-₵500.50');
    expect(card.textContent).toContain('All timeIncome₵12,000.00Expenses₵7,000.40Profit₵4,999.60');
    expect(within(card).getByText('-₵500.50').className).toContain('red');
    // Beside the costs: the card comes before them in the same column.
    const costs = screen.getByRole('region', { name: 'Costs' });
    expect(card.parentElement).toBe(costs.parentElement);
  });

  it('says so when the vehicle is not on hire, with a way to hire it out', async () => {
    renderVehicle({
      handlers: { [`GET ${api.contracts}`]: pagedContracts([testContract({ status: 'terminated' })]) },
    });
    const contract = await screen.findByRole('region', { name: 'Hire contract' });
    expect(await within(contract).findByText('Not on hire.')).toBeTruthy();
    expect(within(contract).getByRole('link', { name: '+ Add contract' }).getAttribute('href')).toBe(
      `${routes.addContract}?vehicleId=veh-1`,
    );
  });

  it('lists every kind with the standing of its latest document: coloured badges with words, dashes for none', async () => {
    renderVehicle();
    const table = await documentsTable();
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cellTexts(row).slice(0, 6)),
    ).toEqual([
      ['Roadworthy', 'Expiring', 'RW-2', '2026-03-01', '2026-09-01 (worked out)', '₵250.00'],
      ['Insurance', 'Expired', 'POL-2026-0042Third party', '2025-01-10', '2026-01-09', '₵850.50'],
      // A taxi must have a VIT sticker: missing. Nobody has to have a registration or 'other'.
      ['VIT', 'Missing', 'Not on record', '—', '—', '—'],
      ['Registration', '—None', 'Not on record', '—', '—', '—'],
      ['Permit', 'Valid', 'PMT-7', '2026-02-01', '2027-01-31', '₵100.00'],
      ['Other', '—None', 'Not on record', '—', '—', '—'],
    ]);
    const badge = (kind: string, word: string) => within(rowOf(table, kind)).getByText(word, { exact: true });
    expect(badge('Roadworthy', 'Expiring').className).toContain('yellow');
    expect(badge('Insurance', 'Expired').className).toContain('red');
    expect(badge('VIT', 'Missing').className).toContain('gray');
    expect(badge('Permit', 'Valid').className).toContain('green');
    // None is a dash, read out as 'None' (the cell's text is both).
    expect(badge('Other', 'None').className).toContain('sr-only');
  });

  it('does not call a luxury car’s VIT missing', async () => {
    renderVehicle({
      vehicle: testVehicle({ vehicleType: 'luxury car', vehiceType: 'luxury car' }),
      documents: [],
    });
    const table = await documentsTable();
    expect(cellTexts(rowOf(table, 'VIT')).slice(0, 3)).toEqual(['VIT', '—None', 'Not on record']);
    expect(cellTexts(rowOf(table, 'Roadworthy')).slice(0, 3)).toEqual([
      'Roadworthy',
      '—None',
      'Not on record',
    ]);
  });

  it('keeps a kind’s older documents behind a disclosure', async () => {
    const { user } = renderVehicle();
    await documentsTable();
    const summary = screen.getByText('Roadworthy history (1 older document)');
    const disclosure = summary.closest('details') as HTMLDetailsElement;
    expect(disclosure.open).toBe(false);
    await user.click(summary);
    expect(disclosure.open).toBe(true);
    const history = within(disclosure).getByRole('table', { name: 'Roadworthy history' });
    expect(cellTexts(within(history).getAllByRole('row')[1]).slice(0, 4)).toEqual([
      'RW-1',
      '2025-09-01',
      '2026-03-01 (worked out)',
      '₵200.00',
    ]);
    expect(within(history).getByRole('button', { name: 'Edit Roadworthy of 2025-09-01' })).toBeTruthy();
    // Only the roadworthy has history.
    expect(screen.getAllByText(/history \(/)).toHaveLength(1);
  });

  it('adds a roadworthy without an expiry: the hint names the date it is worked out to', async () => {
    const { user, fetchMock } = renderVehicle({
      handlers: {
        [`POST ${api.vehicleDocuments('veh-1')}`]: {
          body: testDocument({ _id: 'doc-new', kind: 'roadworthy', expiryDerived: true }),
          headers: { 'X-Data-Changed': 'documents, vehicles' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add document' }));
    const dialog = screen.getByRole('dialog', { name: 'Add document' });
    await user.selectOptions(within(dialog).getByLabelText(/^Document kind/), 'roadworthy');
    await user.type(within(dialog).getByLabelText(/^Issue date/), '2026-03-10');
    const expiry = within(dialog).getByLabelText('Expiry date (optional)');
    expect(expiry.getAttribute('aria-describedby')).toBeTruthy();
    expect(dialog.textContent).toContain(
      'Leave blank to work it out: 6 months after the issue date for a taxi (2026-09-10).',
    );
    await user.type(within(dialog).getByLabelText('Document number (optional)'), 'RW-3');
    await user.type(within(dialog).getByLabelText('Cost (optional)'), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Save document' }));
    expect(await screen.findByText('Document added successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST', api.vehicleDocuments('veh-1')).map((call) => call.body)).toEqual([
      { kind: 'roadworthy', number: 'RW-3', issuedOn: '2026-03-10', expiresOn: null, cost: 250, note: '' },
    ]);
  });

  it('asks for the expiry of an insurance, and shows the server’s field errors under their fields', async () => {
    const { user, fetchMock } = renderVehicle({
      handlers: {
        [`POST ${api.vehicleDocuments('veh-1')}`]: {
          status: 400,
          body: {
            message: 'Expiry date cannot be before the issue date',
            errors: [{ path: 'expiresOn', message: 'Expiry date cannot be before the issue date' }],
          },
        },
      },
    });
    // The row's Add opens the form for its kind.
    await user.click(await screen.findByRole('button', { name: 'Add VIT' }));
    let dialog = screen.getByRole('dialog', { name: 'Add document' });
    expect((within(dialog).getByLabelText(/^Document kind/) as HTMLSelectElement).value).toBe('vit');
    expect(dialog.textContent).toContain("the last day of the issue date's quarter");
    await user.selectOptions(within(dialog).getByLabelText(/^Document kind/), 'insurance');
    expect(within(dialog).queryByLabelText('Expiry date (optional)')).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Issue date/), '2026-03-10');
    await user.click(within(dialog).getByRole('button', { name: 'Save document' }));
    expect(await within(dialog).findByText('Expiry date is required for Insurance')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', api.vehicleDocuments('veh-1'))).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Expiry date/), '2027-03-09');
    await user.click(within(dialog).getByRole('button', { name: 'Save document' }));
    dialog = await screen.findByRole('dialog', { name: 'Add document' });
    const expiry = within(dialog).getByLabelText(/^Expiry date/);
    await waitFor(() => expect(expiry.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(`${expiry.id}-error`);
    expect(message?.textContent).toBe('Expiry date cannot be before the issue date');
    // What was typed stays.
    expect((expiry as HTMLInputElement).value).toBe('2027-03-09');
  });

  it('edits a document as read; a worked-out expiry is left blank to be worked out again', async () => {
    const { user, fetchMock } = renderVehicle({
      handlers: {
        [`PUT ${api.vehicleDocument('doc-rw2')}`]: (init) => ({
          body: { ...testDocument(), ...JSON.parse(String(init.body)) },
          headers: { 'X-Data-Changed': 'documents, vehicles' },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Roadworthy' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit document' });
    expect((within(dialog).getByLabelText('Expiry date (optional)') as HTMLInputElement).value).toBe('');
    expect(dialog.textContent).toContain('(2026-09-01)');
    await user.click(within(dialog).getByRole('button', { name: 'Save document' }));
    expect(await screen.findByText('Document updated successfully')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', api.vehicleDocument('doc-rw2'))[0]?.body).toEqual({
      kind: 'roadworthy',
      number: 'RW-2',
      issuedOn: '2026-03-01',
      expiresOn: null,
      cost: 250,
      note: '',
    });
  });

  it('deletes a document after a confirmation; Staff may add and edit but not delete', async () => {
    const { user, fetchMock } = renderVehicle({
      handlers: {
        [`DELETE ${api.vehicleDocument('doc-ins')}`]: {
          body: { message: 'Vehicle document deleted successfully' },
          headers: { 'X-Data-Changed': 'documents, vehicles' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Insurance' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete document' });
    expect(dialog.textContent).toContain('Are you sure you want to delete this document?');
    expect(dialog.textContent).toContain('Insurance POL-2026-0042, issued 2025-01-10.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Document deleted successfully')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', api.vehicleDocument('doc-ins'))).toHaveLength(1);
  });

  it('offers Staff no Delete', async () => {
    renderVehicle({ role: 'Staff' });
    await documentsTable();
    expect(screen.getByRole('button', { name: 'Edit Insurance' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Renew Insurance' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Edit Oil change' })).toBeTruthy();
  });

  it('lists the odometer readings newest first with thousands separators and their sources', async () => {
    renderVehicle();
    const table = await screen.findByRole('table', { name: 'Odometer readings' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cellTexts(row)),
    ).toEqual([
      ['2026-03-04', '1,045,900 km', 'Remittance', 'Remittance RCT-000004'],
      ['2026-03-01', '45,200 km', 'Manual', 'Read at the rank'],
      ['2026-02-01', '43,000 km', 'Maintenance', 'Brake pads'],
    ]);
    expect(within(table).getByRole('link', { name: 'Remittance' }).getAttribute('href')).toBe(
      routes.vehicleReceipt('rem-4'),
    );
    expect(within(table).getByRole('link', { name: 'Maintenance' }).getAttribute('href')).toBe(
      routes.editMaintenance('mnt-1'),
    );
    expect(screen.getByText('Latest reading').parentElement?.textContent).toContain('1,045,900 km');
  });

  it('shows the server’s refusal of a reading lower than an earlier one under the km', async () => {
    const refusal = 'Lower than 45,200 km on 2026-03-01';
    const { user, fetchMock } = renderVehicle({
      handlers: {
        [`POST ${api.vehicleOdometer('veh-1')}`]: {
          status: 400,
          body: { message: refusal, errors: [{ path: 'km', message: refusal }] },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add reading' }));
    const dialog = screen.getByRole('dialog', { name: 'Add reading' });
    expect((within(dialog).getByLabelText(/^Date/) as HTMLInputElement).value).toBe(day);
    const km = within(dialog).getByLabelText(/^Odometer reading \(km\)/);
    await user.type(km, '44000');
    await user.click(within(dialog).getByRole('button', { name: 'Save reading' }));
    await waitFor(() => expect(km.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${km.id}-error`)?.textContent).toBe(refusal);
    expect(callsTo(fetchMock, 'POST', api.vehicleOdometer('veh-1')).map((call) => call.body)).toEqual([
      { date: day, km: 44_000, note: '' },
    ]);
  });

  it('keeps a reading the server failed in the outbox under the key it was sent with; the next opening makes a new key', async () => {
    let answers = 0;
    const { user, fetchMock } = renderVehicle({
      handlers: {
        [`POST ${api.vehicleOdometer('veh-1')}`]: () => {
          answers += 1;
          return answers === 1
            ? { status: 503, body: { message: 'Try again later' } }
            : {
                body: { _id: `odo-${answers}`, date: day, km: 46_000, source: 'manual', note: '' },
                headers: { 'X-Data-Changed': 'odometer, schedules' },
              };
        },
      },
    });
    const addReading = async () => {
      await user.click(await screen.findByRole('button', { name: 'Add reading' }));
      const dialog = screen.getByRole('dialog', { name: 'Add reading' });
      await user.type(within(dialog).getByLabelText(/^Odometer reading \(km\)/), '46000');
      return dialog;
    };
    const dialog = await addReading();
    await user.click(within(dialog).getByRole('button', { name: 'Save reading' }));
    // A server failure: the reading waits in the outbox (docs/offline.md §3), the dialog closes.
    expect(await screen.findByText(OUTBOX_TEXTS.queued)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(outboxRecords()).toMatchObject([{ kind: 'odometer', subjectId: 'veh-1', summary: '46,000 km' }]);
    const again = await addReading();
    await user.click(within(again).getByRole('button', { name: 'Save reading' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', api.vehicleOdometer('veh-1'))).toHaveLength(2));
    const keys = callsTo(fetchMock, 'POST', api.vehicleOdometer('veh-1')).map((call) =>
      new Headers(call.init?.headers).get('idempotency-key'),
    );
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(outboxRecords()[0]?.key).toBe(keys[0]);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('lists the service schedules: interval, last done, next due, current km and a coloured standing', async () => {
    renderVehicle();
    const table = await screen.findByRole('table', { name: 'Service schedules' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => cellTexts(row).slice(0, 6))).toEqual([
      [
        'Oil change',
        'every 5,000 km or 3 months',
        '2026-01-01 at 40,000 km',
        '2026-04-01 or 45,000 km',
        '45,200 km',
        'Due',
      ],
      ['Tyre rotation', 'every 10,000 km', '2026-01-01', '46,000 km', '45,200 km', 'Soon'],
      ['Wheel alignment', 'every month', '2026-01-01 at 40,000 km', '2026-12-01', '45,200 km', 'OK'],
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Due').className).toContain('red');
    expect(within(rows[1] as HTMLElement).getByText('Soon').className).toContain('yellow');
    expect(within(rows[2] as HTMLElement).getByText('OK').className).toContain('green');
  });

  it('adds a schedule; one without an interval is refused on both fields before sending', async () => {
    const { user, fetchMock } = renderVehicle({
      handlers: {
        [`POST ${api.vehicleSchedules('veh-1')}`]: {
          body: testSchedule({ _id: 'sch-9' }),
          headers: { 'X-Data-Changed': 'schedules' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add schedule' }));
    const dialog = screen.getByRole('dialog', { name: 'Add schedule' });
    await user.type(within(dialog).getByLabelText(/^Task/), 'Oil change');
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    expect(
      await within(dialog).findAllByText('Give an interval: every so many km, every so many months, or both'),
    ).toHaveLength(2);
    await user.type(within(dialog).getByLabelText('Every (km)'), '5000');
    await user.type(within(dialog).getByLabelText('Every (months)'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Service schedule added successfully')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', api.vehicleSchedules('veh-1')).map((call) => call.body)).toEqual([
      { task: 'Oil change', everyKm: 5000, everyMonths: 3, startDate: null, startKm: null },
    ]);
  });

  it('is cards on a phone: documents, readings and schedules', async () => {
    setViewportWidth(PHONE_WIDTH);
    const { user } = renderVehicle();
    const documents = await screen.findByRole('list', { name: 'Documents' });
    expect(screen.queryByRole('table', { name: 'Documents' })).toBeNull();
    const cards = within(documents).getAllByRole('article');
    expect(cards).toHaveLength(6);
    expect(cards[0]?.textContent).toContain('Roadworthy');
    expect(cards[0]?.textContent).toContain('2026-09-01 (worked out)');
    expect(within(cards[1] as HTMLElement).getByRole('button', { name: 'Delete Insurance' })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Service schedules' })).toBeTruthy();
    // The odometer folds on a phone (decision 065): its readings are one tap away.
    const odometer = await screen.findByRole('button', { name: /^Odometer/ });
    expect(odometer.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: 'Odometer readings' })).toBeNull();
    await user.click(odometer);
    expect(await screen.findByRole('list', { name: 'Odometer readings' })).toBeTruthy();
  });

  it('shows the inline error and a way back for an unknown vehicle', async () => {
    mockFetch({
      [`GET ${api.vehicle('missing')}`]: { status: 404, body: { message: 'Vehicle record not found' } },
    });
    renderApp(<VehicleScreen />, {
      path: `${routes.vehicle('')}:id`,
      url: routes.vehicle('missing'),
      profile: testProfile(),
    });
    expect(await screen.findByText('Failed to load the vehicle.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to vehicles' }).getAttribute('href')).toBe(routes.vehicles);
  });
});
