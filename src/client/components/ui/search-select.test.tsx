import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchSelect } from './search-select';

const tenants = [
  { value: 't1', label: 'Ama Mensah' },
  { value: 't2', label: 'Kofi Annan' },
  { value: 't3', label: 'Esi Mensah' },
];

function Harness({ loading = false }: { loading?: boolean }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <SearchSelect
        label="Tenant"
        name="tenant"
        options={tenants}
        value={value}
        onChange={setValue}
        loading={loading}
        loadingText="Loading tenants..."
      />
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}

describe('SearchSelect', () => {
  it('filters by what is typed and picks with the keyboard', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const input = screen.getByRole('combobox', { name: /Tenant/ });
    await user.type(input, 'mensah');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ama Mensah',
      'Esi Mensah',
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('t3');
    expect((input as HTMLInputElement).value).toBe('Esi Mensah');
    expect(container.querySelector<HTMLInputElement>('input[type="hidden"][name="tenant"]')?.value).toBe(
      't3',
    );
  });

  it('clears the choice', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('combobox', { name: /Tenant/ }));
    await user.click(screen.getByRole('option', { name: 'Kofi Annan' }));
    expect(screen.getByTestId('value').textContent).toBe('t2');
    await user.click(screen.getByRole('button', { name: 'Clear Tenant' }));
    expect(screen.getByTestId('value').textContent).toBe('none');
  });

  it('shows the loading text', () => {
    render(<Harness loading />);
    expect(screen.getByText('Loading tenants...')).toBeTruthy();
  });
});
