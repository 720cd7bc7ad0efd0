import { Select, type SelectOption } from './select';

type SortOrder = 'asc' | 'desc';

export interface SortSelectProps {
  /** One option a sort, its value `field:order`; the value '' is the server's default order. */
  options: readonly SelectOption[];
  /** The sort in the URL ('' for none) and its order ('' for the field's own first order). */
  sort: string;
  order: '' | SortOrder;
  /** The fields whose first order is ascending (names); every other field's is descending. */
  ascendingFirst: readonly string[];
  onSort: (field: string, order: '' | SortOrder) => void;
}

/** A card list's 'Sort by' select (docs/lists.md): the URL's sort as one of the options, and back. */
export function SortSelect({ options, sort, order, ascendingFirst, onSort }: SortSelectProps) {
  const shownOrder = order || (ascendingFirst.includes(sort) ? 'asc' : 'desc');
  return (
    <Select
      label="Sort by"
      name="sort"
      options={options}
      value={sort ? `${sort}:${shownOrder}` : ''}
      onChange={(event) => {
        const [field = '', chosen = ''] = event.target.value.split(':');
        onSort(field, chosen === 'asc' || chosen === 'desc' ? chosen : '');
      }}
    />
  );
}
