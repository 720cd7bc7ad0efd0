import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type MockReply, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render';
import { ServerSearchSelect } from './server-search-select';

interface Tenant {
  _id: string;
  tenantName: string;
  phone: string;
}

const PATH = '/api/view/rent_records';
const TENANTS: Tenant[] = Array.from({ length: 30 }, (_, index) => ({
  _id: `t${index + 1}`,
  tenantName: `${index % 2 === 0 ? 'Ama' : 'Kofi'} ${index + 1}`,
  phone: `+23324000${String(index).padStart(4, '0')}`,
}));

/** A fake server searching name and phone. */
function serve(url: string): MockReply {
  const query = new URL(url, 'http://localhost').searchParams;
  const q = (query.get('q') ?? '').toLowerCase();
  const pageSize = Number(query.get('pageSize'));
  const matching = TENANTS.filter(
    (tenant) => tenant.tenantName.toLowerCase().includes(q) || tenant.phone.includes(q),
  );
  return {
    body: { items: matching.slice(0, pageSize), total: matching.length, page: 1, pageSize, totals: {} },
  };
}

function Harness({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <ServerSearchSelect<Tenant>
        label="Tenant"
        name="tenantId"
        path={PATH}
        queryKey={(request) => ['tenants', 'page', request]}
        toOption={(tenant) => ({ value: tenant._id, label: tenant.tenantName })}
        selectedOption={initial ? { value: 't3', label: 'Ama 3' } : null}
        filters={{ status: 'Active' }}
        limit={5}
        value={value}
        onChange={setValue}
      />
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}

const searches = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').search.slice(1));
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('ServerSearchSelect', () => {
  it('shows a bounded number of server matches and asks again once typing stops', async () => {
    const fetchMock = mockFetch({ [`GET ${PATH}`]: (_init, url) => serve(url) });
    const { user } = renderApp(<Harness />);
    const input = await screen.findByRole('combobox', { name: /Tenant/ });
    await waitFor(() => expect(searches(fetchMock)).toEqual(['page=1&pageSize=5&status=Active']));
    await user.click(input);
    expect(optionNames()).toEqual(['Ama 1', 'Kofi 2', 'Ama 3', 'Kofi 4', 'Ama 5']);
    expect(screen.getByText('Showing 5 of 30: type more to narrow the search.')).toBeTruthy();

    // A phone number matches on the server though no label holds it: the options are shown as the server sent them.
    await user.type(input, '0012');
    await waitFor(() => expect(optionNames()).toEqual(['Ama 13']));
    expect(searches(fetchMock)).toEqual([
      'page=1&pageSize=5&status=Active',
      'page=1&pageSize=5&q=0012&status=Active',
    ]);
    expect(screen.queryByText(/Showing/)).toBeNull();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('t13');
    // The chosen label stays shown once the typing is dropped.
    expect((input as HTMLInputElement).value).toBe('Ama 13');
  });

  it('shows the label of a record chosen before, even when it is not among the first matches', async () => {
    mockFetch({ [`GET ${PATH}`]: (_init, url) => ({ body: { ...(serve(url).body as object), items: [] } }) });
    renderApp(<Harness initial="t3" />);
    const input = (await screen.findByRole('combobox', { name: /Tenant/ })) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('Ama 3'));
  });
});
