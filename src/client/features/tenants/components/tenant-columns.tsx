import { Link } from 'react-router';
import { routes } from '../../../../shared/paths';
import { PhoneLink } from '../../../components/ui/phone-link';
import type { TableColumn } from '../../../components/ui/table';

/** What the tenant columns read of a row (a rent record, an arrears row). */
interface TenantRow {
  _id: string;
  tenantName: string;
  tenantPhone: string;
}

/** The tenant's name, linking to their page (docs/ledger.md §4). */
export function TenantLink({ row }: { row: TenantRow }) {
  return (
    <Link to={routes.tenant(row._id)} className="font-medium text-blue-700 underline hover:text-blue-900">
      {row.tenantName}
    </Link>
  );
}

/**
 * A tenant list's first column: the name (and what the cell adds to it), cut to fit with the whole
 * name as its tooltip, left out of the phone card, whose title it is.
 */
export function tenantNameColumn<Row extends TenantRow>(
  column: Pick<TableColumn<Row>, 'key' | 'header' | 'cell' | 'sort'>,
): TableColumn<Row> {
  return { ...column, wrap: 'truncate', title: (row) => row.tenantName, hideInCard: true };
}

/** A tenant list's phone column: call or WhatsApp the tenant. */
export function tenantPhoneColumn<Row extends TenantRow>(): TableColumn<Row> {
  return {
    key: 'phone',
    header: 'Phone',
    cell: (row) => <PhoneLink phone={row.tenantPhone} name={row.tenantName} compact />,
    className: 'whitespace-nowrap',
  };
}
