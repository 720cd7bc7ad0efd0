import { RECORDED_METHODS } from '../../../shared/payments';
import type { ListParams } from '../../lib/use-list-params';
import { DaysFilters, FilterSelect } from './list-filters';
import { Switch } from './switch';

/**
 * The filters the money lists (payments, remittances) share, kept in the URL through the list's
 * params: the method, a span of days (From and To, each bounding the other), laid out as cells of the
 * caller's grid.
 */
export function MethodAndDaysFilters({ params }: { params: ListParams }) {
  return (
    <>
      <FilterSelect params={params} name="method" label="Method" options={RECORDED_METHODS} />
      <DaysFilters params={params} />
    </>
  );
}

/** 'Voided … only': lists only the voided records (`voided=true`), whose receipts stay. */
export function VoidedOnlySwitch({ params, label }: { params: ListParams; label: string }) {
  return (
    <Switch
      label={label}
      checked={params.filter('voided') === 'true'}
      onChange={(event) => params.setFilter('voided', event.target.checked ? 'true' : '')}
    />
  );
}

/** A money list's count of matches and their sum, as the server gave them ('…' until it has). */
export function MoneyListSummary({
  count,
  noun,
  sumLabel,
  sum,
}: {
  /** Undefined while the first page loads. */
  count: number | undefined;
  /** Singular and plural: ['payment', 'payments']. */
  noun: readonly [string, string];
  sumLabel: string;
  /** Already formatted; undefined until the server answered. */
  sum: string | undefined;
}) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2" aria-live="polite">
      <p className="text-sm text-gray-700">
        {count === undefined ? '' : `${count} ${count === 1 ? noun[0] : noun[1]}`}
      </p>
      <p className="text-base font-semibold text-gray-900">
        {sumLabel}: {sum ?? '…'}
      </p>
    </div>
  );
}
