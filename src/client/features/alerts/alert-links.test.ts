import { describe, expect, it } from 'vitest';
import { routes } from '../../../shared/paths';
import type { Alert } from '../../../shared/schemas/reminders';
import { testAlert } from '../../test/alert-data';
import { alertLink } from './alert-links';
import { alertPerson, alertWhatsAppText } from './alert-message';

const subject = (value: Alert['subject']) => testAlert({ subject: value });

describe('alertLink: the record that fixes an alert', () => {
  it('opens a tenancy on the tenant page and a contract on the contract page', () => {
    expect(alertLink(subject({ type: 'rent_record', _id: 'r 1', label: 'Ama' }))).toBe(routes.tenant('r 1'));
    expect(alertLink(subject({ type: 'contract', _id: 'c1', label: 'x', vehicleId: 'v1' }))).toBe(
      '/vehicle/contract/c1',
    );
  });

  it("opens the vehicle's page for its driver, papers and service, by the vehicle's id", () => {
    expect(alertLink(subject({ type: 'vehicle', _id: 'v1', label: 'GR 1' }))).toBe('/vehicle/view/v1');
    expect(alertLink(subject({ type: 'vehicle_document', _id: 'd1', label: 'x', vehicleId: 'v2' }))).toBe(
      routes.vehicle('v2'),
    );
    expect(alertLink(subject({ type: 'service_schedule', _id: 's1', label: 'x', vehicleId: 'v3' }))).toBe(
      routes.vehicle('v3'),
    );
    // Without the vehicle's id the subject's own is the vehicle's.
    expect(alertLink(subject({ type: 'vehicle_document', _id: 'd1', label: 'x' }))).toBe(
      routes.vehicle('d1'),
    );
  });
});

describe('alertWhatsAppText', () => {
  it('greets the tenant, says who writes, the alert and what to do', () => {
    expect(alertWhatsAppText(testAlert(), 'Mensah Properties')).toBe(
      'Hello Ama Mensah, this is Mensah Properties. ₵1,600.00 in arrears for Flat A1, East Legon, ' +
        '40 days overdue. Kindly pay at your earliest convenience. Thank you.',
    );
  });

  it('greets the hirer or driver named after the registration, and nobody for papers', () => {
    const hire = testAlert({
      kind: 'hire_arrears',
      subject: { type: 'contract', _id: 'c1', label: 'GR 1234-21 · Kofi Boateng' },
    });
    expect(alertPerson(hire)).toBe('Kofi Boateng');
    const driver = testAlert({
      kind: 'licence_expiry',
      subject: { type: 'vehicle', _id: 'v1', label: 'GR 1234-21 · Yaw Darko' },
    });
    expect(alertPerson(driver)).toBe('Yaw Darko');
    // A vehicle's papers name the vehicle, not a person.
    const missing = testAlert({
      kind: 'document_missing',
      subject: { type: 'vehicle', _id: 'v1', label: 'GR 1234-21 · Toyota Corolla' },
    });
    expect(alertPerson(missing)).toBeNull();
    const papers = testAlert({
      kind: 'document_expiry',
      subject: { type: 'vehicle_document', _id: 'd1', label: 'GR 1234-21 · Toyota Corolla', vehicleId: 'v1' },
      message: 'Insurance expires on 2026-12-01',
    });
    expect(alertPerson(papers)).toBeNull();
    expect(alertWhatsAppText(papers, '')).toBe(
      'Hello, this is the vehicle owner. Insurance expires on 2026-12-01. ' +
        'Please bring the vehicle in so we can renew them. Thank you.',
    );
  });
});
