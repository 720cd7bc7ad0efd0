import { CalendarClock, FileQuestion, FileX } from 'lucide-react';
import { Link } from 'react-router';
import { routes } from '../../../../shared/paths';
import type {
  ComplianceEntry,
  ComplianceRow,
  ComplianceTotals,
} from '../../../../shared/schemas/vehicle-papers';
import {
  COMPLIANCE_STATUS_LABELS,
  type ComplianceStatus,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  EXPIRY_WARNING_DAYS,
} from '../../../../shared/vehicle-papers';
import { ExportButton } from '../../../components/ui/export-button';
import { FirstFew } from '../../../components/ui/first-few';
import { ListBody } from '../../../components/ui/list-body';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { SearchField } from '../../../components/ui/search-field';
import { labelledOptions, Select } from '../../../components/ui/select';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';
import { Table, type TableColumn } from '../../../components/ui/table';
import { useServerList } from '../../../lib/use-server-list';
import { complianceExport } from '../api/export-compliance';
import { COMPLIANCE_LIST } from '../api/use-compliance';
import { PAPERS_TEXTS } from '../papers-texts';
import { ComplianceBadge } from './status-badges';

/** The statuses the grid filters by (a vehicle with any kind, or its licence, in it). */
const FILTER_STATUSES = [
  'valid',
  'expiring',
  'expired',
  'missing',
] as const satisfies readonly ComplianceStatus[];
const STATUS_FILTER = labelledOptions(FILTER_STATUSES, COMPLIANCE_STATUS_LABELS);

/** The plate, linking to the vehicle's page. */
function VehicleLink({ row }: { row: ComplianceRow }) {
  return (
    <Link
      to={routes.vehicle(row.vehicle._id)}
      className="whitespace-nowrap font-mono font-medium text-blue-700 underline hover:text-blue-900"
    >
      {row.vehicle.vehicleRegNum}
    </Link>
  );
}

/** A kind's badge with its expiry under it (none when nothing is on record). */
function ComplianceCell({ entry }: { entry: Pick<ComplianceEntry, 'status' | 'expiresOn'> }) {
  return (
    <>
      <ComplianceBadge status={entry.status} />
      {entry.expiresOn ? (
        <span className="mt-0.5 block whitespace-nowrap text-xs tabular-nums text-gray-700">
          {entry.expiresOn}
        </span>
      ) : null}
    </>
  );
}

const COLUMNS: TableColumn<ComplianceRow>[] = [
  {
    key: 'vehicle',
    header: 'Vehicle',
    cell: (row) => (
      <>
        <VehicleLink row={row} />
        <span className="block text-xs text-gray-700">
          {row.vehicle.make} {row.vehicle.model}
        </span>
      </>
    ),
    hideInCard: true,
    // The server's sorts (docs/lists.md): by plate, or by make and model.
    sort: 'vehicleRegNum',
    sortLabel: 'Registration',
  },
  {
    key: 'make',
    header: 'Make',
    cell: (row) => `${row.vehicle.make} ${row.vehicle.model}`,
    sort: 'make',
    sortLabel: 'Make and model',
    // The vehicle column shows make and model under the plate (and the card's title): this one is
    // there for its sort, on a wide screen's header and in the phone's 'Sort by'.
    hideInCard: true,
    from: '2xl',
  },
  ...DOCUMENT_KINDS.map(
    (kind): TableColumn<ComplianceRow> => ({
      key: kind,
      header: DOCUMENT_KIND_LABELS[kind],
      cell: (row) => <ComplianceCell entry={row.documents[kind]} />,
    }),
  ),
  { key: 'licence', header: 'Driver licence', cell: (row) => <ComplianceCell entry={row.licence} /> },
];

/** Vehicles a phone shows of a page before 'Show all' (each is a card of seven papers). */
const COMPLIANCE_FIRST_FEW = 4;

/**
 * /vehicles/compliance (docs/reminders.md §1): every vehicle × its papers and its driver licence, each a
 * coloured badge with its word and the expiry under it; how many matching vehicles have something
 * expired, expiring or missing (the server's totals); one page at a time from the server (docs/lists.md),
 * filtered by status, searched by registration, make, model or driver and sorted by plate or make (in
 * the URL), and exported as Compliance_List.xlsx with the same filters. Below `md` each vehicle is a card.
 */

export function ComplianceScreen() {
  const list = useServerList<ComplianceRow, ComplianceTotals>(COMPLIANCE_LIST);
  const { params } = list;
  const status = (FILTER_STATUSES as readonly string[]).includes(params.status) ? params.status : '';
  const query = new URLSearchParams();
  if (params.q.trim()) query.set('q', params.q.trim());
  if (status) query.set('status', status);
  const download = complianceExport(query.toString());
  const figure = (key: keyof ComplianceTotals) =>
    list.totals ? list.totals[key] : list.query.isError ? '—' : '…';

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title="Compliance"
        description="Every vehicle's papers and driver licence as they stand today."
        actions={
          <ExportButton url={download.url} fileName={download.fileName}>
            Export Compliance
          </ExportButton>
        }
      />
      <div className="flex flex-col gap-6">
        <section aria-label="Summary" className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          <StatCard
            label="Expired"
            value={figure('expired')}
            hint="Vehicles with a paper or licence out of date"
            icon={<FileX className="size-5" aria-hidden="true" />}
          />
          <StatCard
            label="Expiring"
            value={figure('expiring')}
            hint={`Vehicles with one ending within ${EXPIRY_WARNING_DAYS} days`}
            icon={<CalendarClock className="size-5" aria-hidden="true" />}
          />
          <StatCard
            label="Missing"
            value={figure('missing')}
            hint="Commercial vehicles lacking a required paper"
            icon={<FileQuestion className="size-5" aria-hidden="true" />}
          />
        </section>

        <search aria-label="Filter vehicles" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
          <SearchField
            placeholder="Registration, make, model or driver..."
            value={params.search}
            onChange={params.setSearch}
          />
          <Select
            label="Status"
            name="status"
            placeholder="All statuses"
            options={STATUS_FILTER}
            value={status}
            onChange={(event) => params.setStatus(event.target.value)}
          />
        </search>

        <ListBody
          query={list.query}
          skeleton={<SkeletonBars count={5} label="Loading compliance..." />}
          isEmpty={list.items.length === 0}
          emptyMessage={PAPERS_TEXTS.noVehicles}
          errorMessage={PAPERS_TEXTS.complianceFailed}
        >
          {/* A phone shows the first few vehicles of the page, then 'Show all' (decision 065). */}
          <FirstFew key={list.page} items={list.items} first={COMPLIANCE_FIRST_FEW} noun="vehicles" phoneOnly>
            {(shown) => (
              <Table
                caption="Compliance"
                columns={COLUMNS}
                rows={shown}
                sort={list.tableSort}
                busy={list.isPlaceholderData}
                rowKey={(row) => row.vehicle._id}
                cardTitle={(row) => (
                  <>
                    <VehicleLink row={row} />
                    <span className="block text-sm font-normal text-gray-700">
                      {row.vehicle.make} {row.vehicle.model}
                    </span>
                  </>
                )}
              />
            )}
          </FirstFew>
          <Pagination
            page={list.page}
            total={list.total}
            pageSize={list.pageSize}
            onPageChange={params.setPage}
            label="Compliance pages"
          />
        </ListBody>
      </div>
    </div>
  );
}
