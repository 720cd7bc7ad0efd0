import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../../test/viewport';
import { Table, type TableColumn, type TableProps, type TableSort } from './table';

interface Row {
  id: string;
  name: string;
  amount: string;
}

const ROWS: Row[] = [
  { id: '1', name: 'Ama', amount: '₵10.00' },
  { id: '2', name: 'Kofi', amount: '₵20.00' },
];
const COLUMNS: TableColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name, hideInCard: true },
  { key: 'amount', header: 'Amount', cell: (row) => row.amount, align: 'right' },
];
const actions = (row: Row) => <button type="button">Edit {row.name}</button>;

/** The people table: the two rows and columns above, keyed by id, with whatever else a test gives. */
function People(props: Partial<TableProps<Row>>) {
  return <Table caption="People" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} {...props} />;
}

afterEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('Table', () => {
  it('is a table from md up, with every column and the actions', () => {
    render(<People rowActions={actions} cardTitle={(row) => row.name} />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Amount', 'Actions']);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('below md, given a card title, is a list of cards: title, the other columns as pairs, the actions', () => {
    setViewportWidth(PHONE_WIDTH);
    render(<People rowActions={actions} cardTitle={(row) => row.name} />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'People' })).getAllByRole('article');
    expect(cards.map((card) => card.textContent)).toEqual([
      'AmaAmount₵10.00Edit Ama',
      'KofiAmount₵20.00Edit Kofi',
    ]);
    expect(within(cards[1] as HTMLElement).getByRole('button', { name: 'Edit Kofi' })).toBeTruthy();
  });

  it('below md without a card title stays a table (it scrolls in its box)', () => {
    setViewportWidth(PHONE_WIDTH);
    render(<People />);
    expect(screen.getByRole('table', { name: 'People' })).toBeTruthy();
  });

  it('follows the window across md, and shows the empty text in either form', () => {
    setViewportWidth(PHONE_WIDTH);
    render(<People rows={[]} cardTitle={(row) => row.name} emptyText="Nobody yet." />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Nobody yet.')).toBeTruthy();
    act(() => setViewportWidth(DESKTOP_WIDTH));
    expect(within(screen.getByRole('table')).getByText('Nobody yet.')).toBeTruthy();
    act(() => setViewportWidth(PHONE_WIDTH));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps cells on one line, cuts long values with a tooltip and leaves secondary columns for 2xl (decision 068)', () => {
    const long = 'Chamber and hall self-contained, Block C, second floor, Room 12B';
    render(
      <Table
        caption="Rooms"
        columns={[
          {
            key: 'name',
            header: 'Name',
            cell: (row: Row) => <a href="/x">{row.name}</a>,
            wrap: 'truncate',
            title: (row) => `${row.name} (tenant)`,
          },
          { key: 'room', header: 'Room', cell: () => long, wrap: 'truncate' },
          { key: 'note', header: 'Note', cell: () => long, wrap: 'clamp' },
          { key: 'amount', header: 'Amount', cell: (row: Row) => row.amount, from: '2xl' },
        ]}
        rows={ROWS.slice(0, 1)}
        rowKey={(row) => row.id}
        rowActions={actions}
      />,
    );
    const cells = within(screen.getByRole('table', { name: 'Rooms' })).getAllByRole('cell');
    for (const cell of cells.slice(0, 4)) expect(cell.className).toContain('whitespace-nowrap');
    expect(cells[0]?.firstElementChild?.className).toContain('truncate');
    expect(cells[0]?.firstElementChild?.getAttribute('title')).toBe('Ama (tenant)');
    expect(cells[1]?.firstElementChild?.getAttribute('title')).toBe(long);
    expect(cells[2]?.firstElementChild?.className).toContain('line-clamp-2');
    expect(cells[3]?.className).toContain('hidden 2xl:table-cell');
    expect(screen.getByRole('columnheader', { name: 'Amount' }).className).toContain('hidden 2xl:table-cell');
  });
});

const SORTED_COLUMNS: TableColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name, sort: 'name', hideInCard: true },
  {
    key: 'amount',
    header: 'Amount',
    cell: (row) => row.amount,
    align: 'right',
    sort: 'amount',
    sortFirst: 'desc',
  },
  { key: 'plain', header: 'Note', cell: () => 'note' },
];

/** A table whose sort is kept like a screen keeps it (in state here, in the URL there); every change is logged. */
function SortedTable({
  initial,
  onSort,
}: {
  initial: Omit<TableSort, 'onSort'>;
  onSort: TableSort['onSort'];
}) {
  const [sort, setSort] = useState(initial);
  return (
    <People
      columns={SORTED_COLUMNS}
      cardTitle={(row) => row.name}
      sort={{
        ...sort,
        onSort: (field, order) => {
          onSort(field, order);
          setSort({ field, order });
        },
      }}
    />
  );
}

describe('Table: server sort', () => {
  it('makes sortable headers buttons with aria-sort; a click sorts, a second click turns the order round', async () => {
    const onSort = vi.fn();
    render(<SortedTable initial={{ field: 'amount', order: '' }} onSort={onSort} />);
    const header = (name: string) => screen.getByRole('columnheader', { name });
    // The default order of the sorted column is its first order (amounts: largest first).
    expect(header('Amount').getAttribute('aria-sort')).toBe('descending');
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    // A column without a sort field is no button and has no aria-sort.
    expect(header('Note').getAttribute('aria-sort')).toBeNull();
    expect(within(header('Note')).queryByRole('button')).toBeNull();

    const user = userEvent.setup();
    await user.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Amount').getAttribute('aria-sort')).toBe('none');
    await user.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    await user.click(within(header('Amount')).getByRole('button', { name: 'Amount' }));
    expect(onSort.mock.calls).toEqual([
      ['name', 'asc'],
      ['name', 'desc'],
      ['amount', 'desc'],
    ]);
  });

  it('offers the same sorts in a select on the phone cards', async () => {
    act(() => setViewportWidth(PHONE_WIDTH));
    const onSort = vi.fn();
    render(<SortedTable initial={{ field: 'name', order: 'asc' }} onSort={onSort} />);
    expect(screen.queryByRole('table')).toBeNull();
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(Array.from(select.options, (option) => option.textContent)).toEqual([
      'Name, ascending',
      'Name, descending',
      'Amount, descending',
      'Amount, ascending',
    ]);
    expect(select.value).toBe('name:asc');
    await userEvent.setup().selectOptions(select, 'Amount, ascending');
    expect(onSort.mock.calls).toEqual([['amount', 'asc']]);
    expect(select.value).toBe('amount:asc');
  });

  it('dims the previous page and says it is busy while the next one loads', () => {
    const { rerender } = render(<People busy />);
    const box = screen.getByRole('table', { name: 'People' }).parentElement as HTMLElement;
    expect(box.getAttribute('aria-busy')).toBe('true');
    expect(box.className).toContain('opacity-60');
    rerender(<People />);
    expect(box.getAttribute('aria-busy')).toBeNull();
    expect(box.className).not.toContain('opacity-60');
  });
});
