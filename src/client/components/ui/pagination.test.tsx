import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

const buttonNames = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('Pagination', () => {
  it('shows Previous, every page number and Next, marking the current page', () => {
    render(<Pagination page={2} pageCount={4} onPageChange={() => undefined} />);
    expect(buttonNames()).toEqual(['Previous', '1', '2', '3', '4', 'Next']);
    expect(screen.getByRole('button', { name: '2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: '3' }).getAttribute('aria-current')).toBeNull();
  });

  it('asks for the clicked, previous and next page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={4} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: '4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[4], [1], [3]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} onPageChange={() => undefined} />);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
    rerender(<Pagination page={3} pageCount={3} onPageChange={() => undefined} />);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shortens long page lists around the current page', () => {
    render(<Pagination page={10} pageCount={20} onPageChange={() => undefined} />);
    expect(buttonNames()).toEqual(['Previous', '1', '9', '10', '11', '20', 'Next']);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onPageChange={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('works out the pages from the server total and the page size', () => {
    const { rerender, container } = render(
      <Pagination page={1} total={17} pageSize={8} onPageChange={() => undefined} />,
    );
    expect(buttonNames()).toEqual(['Previous', '1', '2', '3', 'Next']);
    rerender(<Pagination page={1} total={16} pageSize={8} onPageChange={() => undefined} />);
    expect(buttonNames()).toEqual(['Previous', '1', '2', 'Next']);
    rerender(<Pagination page={1} total={8} pageSize={8} onPageChange={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });
});
