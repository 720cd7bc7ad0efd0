import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toDay } from '../../../../shared/dates';
import { paginate } from '../../../../shared/list';
import { routes } from '../../../../shared/paths';
import { formatKm, type OdometerReading } from '../../../../shared/schemas/vehicle-papers';
import { ODOMETER_SOURCE_LABELS } from '../../../../shared/vehicle-papers';
import { Button } from '../../../components/ui/button';
import { FoldingSection } from '../../../components/ui/folding-section';
import { Pagination } from '../../../components/ui/pagination';
import { StatCard } from '../../../components/ui/stat-card';
import { Table, type TableColumn } from '../../../components/ui/table';
import { useOdometer } from '../api/use-odometer';
import { PAPERS_TEXTS, READINGS_PAGE_SIZE } from '../papers-texts';
import { ReadingModal } from './reading-form';
import { SectionBody } from './section-body';

/** Where a reading came from; a record's reading links to that record (its form, or its receipt). */
function SourceText({ reading }: { reading: OdometerReading }) {
  const label = ODOMETER_SOURCE_LABELS[reading.source];
  const to =
    reading.source === 'maintenance'
      ? routes.editMaintenance(reading._id)
      : reading.source === 'remittance'
        ? routes.vehicleReceipt(reading._id)
        : null;
  if (!to) return <>{label}</>;
  return (
    <Link to={to} className="font-medium text-blue-700 underline hover:text-blue-900">
      {label}
    </Link>
  );
}

const COLUMNS: TableColumn<OdometerReading>[] = [
  {
    key: 'date',
    header: 'Date',
    cell: (row) => toDay(row.date),
    className: 'whitespace-nowrap',
    hideInCard: true,
  },
  {
    key: 'km',
    header: 'Km',
    cell: (row) => formatKm(row.km),
    align: 'right',
    className: 'whitespace-nowrap tabular-nums',
    hideInCard: true,
  },
  { key: 'source', header: 'Source', cell: (row) => <SourceText reading={row} /> },
  { key: 'note', header: 'Note', cell: (row) => row.note || '—' },
];

/**
 * A vehicle's odometer (docs/reminders.md §2): its latest reading, then every reading newest first —
 * taken by hand, or carried by a maintenance record or a remittance — and Add reading.
 */
export function OdometerSection({ vehicleId }: { vehicleId: string }) {
  const readings = useOdometer(vehicleId);
  const [adding, setAdding] = useState(false);
  const [pageWanted, setPage] = useState(1);

  // Folded on a phone: the papers and the service come first (docs/decisions/065-folding-sections.md).
  return (
    <FoldingSection
      title="Odometer"
      count={readings.data?.length}
      defaultOpen="desktop"
      actions={
        <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setAdding(true)}>
          Add reading
        </Button>
      }
    >
      <div className="flex flex-col gap-3">
        <SectionBody
          query={readings}
          loadingLabel="Loading readings..."
          failedMessage={PAPERS_TEXTS.readingsFailed}
        >
          {(list) => {
            // Newest first, the highest of a day first: the first is the latest.
            const latest = list[0];
            const page = paginate(list, pageWanted, READINGS_PAGE_SIZE);
            return (
              <>
                <StatCard
                  label="Latest reading"
                  value={latest ? formatKm(latest.km) : '—'}
                  hint={latest ? `On ${toDay(latest.date)}` : undefined}
                  className="sm:max-w-xs"
                />
                <Table
                  caption="Odometer readings"
                  columns={COLUMNS}
                  rows={page.items}
                  rowKey={(row) => `${row.source}-${row._id}`}
                  emptyText={PAPERS_TEXTS.noReadings}
                  cardTitle={(row) => `${toDay(row.date)} · ${formatKm(row.km)}`}
                />
                <Pagination
                  page={page.page}
                  pageCount={page.pageCount}
                  onPageChange={setPage}
                  label="Odometer reading pages"
                />
              </>
            );
          }}
        </SectionBody>
      </div>
      <ReadingModal vehicleId={vehicleId} open={adding} onClose={() => setAdding(false)} />
    </FoldingSection>
  );
}
