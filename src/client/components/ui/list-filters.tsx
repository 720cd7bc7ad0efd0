import type { ListParams } from '../../lib/use-list-params';
import { DateSpanFields } from './date-field';
import { Select, type SelectProps } from './select';

/** A list's filter kept in the URL through its params (`name=value`); 'All' (none) when empty. */
export function FilterSelect({
  params,
  name,
  label,
  options,
}: {
  params: ListParams;
  name: string;
  label: string;
  options: SelectProps['options'];
}) {
  return (
    <Select
      label={label}
      name={name}
      placeholder="All"
      options={options}
      value={params.filter(name)}
      onChange={(event) => params.setFilter(name, event.target.value)}
    />
  );
}

/** A list's span of days (`from`, `to`) kept in the URL through its params, as two cells of its grid. */
export function DaysFilters({ params }: { params: ListParams }) {
  return <DateSpanFields from={params.filter('from')} to={params.filter('to')} onChange={params.setFilter} />;
}
