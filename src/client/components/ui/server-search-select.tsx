import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchListPage, type ListRequest, useDebouncedValue } from '../../lib/use-server-list';
import { SearchSelect, type SearchSelectOption, type SearchSelectProps } from './search-select';

/** How many matches a server picker shows at most. */
export const PICKER_LIMIT = 10;

export interface ServerSearchSelectProps<Item>
  extends Omit<SearchSelectProps, 'options' | 'filterOptions' | 'onQueryChange' | 'listNote' | 'loading'> {
  /** The list endpoint searched (from `api` in src/shared/paths.ts); asked with `page=1&pageSize=limit&q=`. */
  path: string;
  /** The feature's key factory for one page request (under the feature's root key). */
  queryKey: (request: ListRequest) => QueryKey;
  /** An item as an option. */
  toOption: (item: Item) => SearchSelectOption;
  /** The chosen record as an option, when known (an edit form's current record): shown before any search. */
  selectedOption?: SearchSelectOption | null;
  /** Filters always sent (e.g. `status: 'Active'`). */
  filters?: Record<string, string>;
  /** The sort asked for (e.g. by name). */
  sort?: Pick<ListRequest, 'sort' | 'order'>;
  /** At most this many matches are shown (default {@link PICKER_LIMIT}). */
  limit?: number;
  /** Shown under the matches when there are more than shown. */
  moreText?: (shown: number, total: number) => string;
  fallback?: string;
}

const defaultMoreText = (shown: number, total: number) =>
  `Showing ${shown} of ${total}: type more to narrow the search.`;

/**
 * A picker that searches the server as you type (docs/lists.md): the first `limit` matches of what
 * was typed, asked 250 ms after the last key, instead of loading every record. The chosen value is
 * the record's id; give `selectedOption` so a record chosen before (an edit form) shows its label.
 */
export function ServerSearchSelect<Item>({
  path,
  queryKey,
  toOption,
  selectedOption,
  filters,
  sort,
  limit = PICKER_LIMIT,
  moreText = defaultMoreText,
  fallback,
  onChange,
  value,
  ...props
}: ServerSearchSelectProps<Item>) {
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim());
  // The label of the last option chosen here, so it stays shown once the search moves on.
  const [chosen, setChosen] = useState<SearchSelectOption | null>(null);
  const request: ListRequest = {
    page: 1,
    pageSize: limit,
    ...(q ? { q } : {}),
    ...sort,
    ...(filters && Object.keys(filters).length > 0 ? { filters } : {}),
  };
  const matches = useQuery({
    queryKey: queryKey(request),
    queryFn: ({ signal }) => fetchListPage<Item, unknown>(path, request, { signal, fallback }),
    placeholderData: keepPreviousData,
    enabled: !props.disabled,
  });
  const options = (matches.data?.items ?? []).map(toOption);
  const known = [chosen, selectedOption].find((option) => option && option.value === value);
  // Before any typing the chosen record is among the options, so its label shows.
  if (known && typed === '' && !options.some((option) => option.value === known.value)) options.push(known);
  const total = matches.data?.total ?? 0;
  const shown = matches.data?.items.length ?? 0;

  return (
    <SearchSelect
      {...props}
      value={value}
      options={options}
      filterOptions={false}
      loading={matches.isPending && !props.disabled}
      onQueryChange={(text) => setTyped(text ?? '')}
      onChange={(next) => {
        setChosen(options.find((option) => option.value === next) ?? null);
        onChange(next);
      }}
      listNote={total > shown ? moreText(shown, total) : undefined}
    />
  );
}
