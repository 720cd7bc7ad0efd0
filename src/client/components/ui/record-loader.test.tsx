import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_SAVED } from '../../lib/connection';
import { noteRestored } from '../../lib/offline/restored';
import { renderApp } from '../../test/render';
import { RecordLoader, type RecordQuery } from './record-loader';

const tenant = { name: 'Ama Mensah' };

function loader(query: RecordQuery<typeof tenant>) {
  return (
    <RecordLoader
      query={query}
      loadingLabel="Loading tenant..."
      failedMessage="Tenant not found"
      back={{ to: '/tenants', label: 'Back to Tenants' }}
    >
      {(record) => <p>Form for {record.name}</p>}
    </RecordLoader>
  );
}

const answered = (dataUpdatedAt: number, error: unknown = null): RecordQuery<typeof tenant> => ({
  isPending: false,
  data: tenant,
  error,
  refetch: () => undefined,
  dataUpdatedAt,
});

/** When the restored answers were fetched, in an earlier run of the app. */
const RESTORED_AT = Date.now() - 60_000;

describe('RecordLoader (decision 148)', () => {
  beforeAll(() => noteRestored([RESTORED_AT]));

  it('opens the form on an answer fetched in this page', () => {
    renderApp(loader(answered(Date.now())));
    expect(screen.getByText('Form for Ama Mensah')).toBeTruthy();
  });

  it('waits, with its skeleton, while the answer is one restored from saved data', () => {
    renderApp(loader(answered(RESTORED_AT)));
    expect(screen.queryByText('Form for Ama Mensah')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Loading tenant...');
  });

  it('offline, a restored answer says the screen loads when the connection is back', () => {
    act(() => onlineManager.setOnline(false));
    renderApp(loader(answered(RESTORED_AT)));
    expect(screen.getByText(NOT_SAVED)).toBeTruthy();
    expect(screen.queryByText('Form for Ama Mensah')).toBeNull();
  });

  it('shows the refusal when fetching the restored record again failed', () => {
    const notFound = Object.assign(new Error('Tenant not found'), { status: 404 });
    renderApp(loader(answered(RESTORED_AT, notFound)));
    expect(screen.queryByText('Form for Ama Mensah')).toBeNull();
    expect(screen.getByText('Tenant not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Tenants' })).toBeTruthy();
  });
});
