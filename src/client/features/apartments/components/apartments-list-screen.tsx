import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { APARTMENT_STATUSES } from '../../../../shared/apartments';
import { formatGhc } from '../../../../shared/money';
import { routes } from '../../../../shared/paths';
import type { Apartment } from '../../../../shared/schemas/apartments';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ServerListBody } from '../../../components/ui/list-body';
import { ListHeader } from '../../../components/ui/list-header';
import { Modal } from '../../../components/ui/modal';
import { SearchField } from '../../../components/ui/search-field';
import { Select } from '../../../components/ui/select';
import { SkeletonCards } from '../../../components/ui/skeleton';
import { SortSelect } from '../../../components/ui/sort-select';
import { StatCard } from '../../../components/ui/stat-card';
import { cn } from '../../../lib/cn';
import { useDeleteConfirm } from '../../../lib/use-delete-confirm';
import { exportSearch, listPageQueryOptions, useServerList } from '../../../lib/use-server-list';
import { usePermissions } from '../../auth';
import { apartmentsExport } from '../api/export-apartments';
import { APARTMENT_LIST } from '../api/use-apartments';
import { useDeleteApartment } from '../api/use-delete-apartment';
import { ApartmentStatusBadge } from './apartment-status-badge';

export const APARTMENT_TEXTS = {
  deleted: 'Apartment Deleted Successfully',
  confirmDelete: 'Are you sure you want to delete this apartment?',
} as const;

const STATUS_OPTIONS = ['All', ...APARTMENT_STATUSES];

/** The server's sorts (docs/lists.md), both ways; '' is its default, newest first. */
const SORT_OPTIONS = [
  { value: '', label: 'Newest first' },
  { value: 'createdAt:asc', label: 'Oldest first' },
  { value: 'title:asc', label: 'Title, A to Z' },
  { value: 'title:desc', label: 'Title, Z to A' },
  { value: 'price:desc', label: 'Price, highest first' },
  { value: 'price:asc', label: 'Price, lowest first' },
];

const pricePerMonth = (price: number) => `${formatGhc(price)}/per month`;

function ApartmentCard({
  apartment,
  canDelete,
  onDetails,
  onDelete,
}: {
  apartment: Apartment;
  canDelete: boolean;
  onDetails: () => void;
  onDelete: () => void;
}) {
  const navigate = useNavigate();
  return (
    <article className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 break-words text-base font-semibold text-gray-900">{apartment.title}</h2>
        <ApartmentStatusBadge status={apartment.status} />
      </div>
      <p className="break-words text-sm text-gray-700">{apartment.location}</p>
      <p className="text-sm font-medium text-gray-900">{pricePerMonth(apartment.price)}</p>
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <Button variant="secondary" onClick={onDetails} aria-label={`Details of ${apartment.title}`}>
          Details
        </Button>
        <Button
          variant="secondary"
          onClick={() => navigate(routes.editApartment(apartment._id))}
          needsServer
          aria-label={`Edit ${apartment.title}`}
        >
          Edit
        </Button>
        {canDelete ? (
          <Button variant="danger" onClick={onDelete} aria-label={`Delete ${apartment.title}`}>
            Delete
          </Button>
        ) : null}
      </div>
    </article>
  );
}

function DetailsModal({ apartment, onClose }: { apartment: Apartment | null; onClose: () => void }) {
  return (
    <Modal
      open={apartment !== null}
      onClose={onClose}
      title={apartment?.title ?? ''}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {apartment ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="font-medium text-gray-700">Title</dt>
          <dd className="break-words text-gray-900">{apartment.title}</dd>
          <dt className="font-medium text-gray-700">Location</dt>
          <dd className="break-words text-gray-900">{apartment.location}</dd>
          <dt className="font-medium text-gray-700">Price</dt>
          <dd className="text-gray-900">{pricePerMonth(apartment.price)}</dd>
          <dt className="font-medium text-gray-700">Status</dt>
          <dd>
            <ApartmentStatusBadge status={apartment.status} />
          </dd>
          <dt className="font-medium text-gray-700">Description</dt>
          <dd className="whitespace-pre-line break-words text-gray-900">{apartment.description || '—'}</dd>
        </dl>
      ) : null}
    </Modal>
  );
}

/**
 * /apartments/list: 9 cards a page from the server (docs/lists.md) with the search (title, location,
 * tenant), status filter and sort in the URL; details, edit, delete and the export.
 */
export function ApartmentsListScreen() {
  const list = useServerList<Apartment>(APARTMENT_LIST);
  const { params } = list;
  const deleteApartment = useDeleteApartment();
  const { canDelete } = usePermissions();
  const [details, setDetails] = useState<Apartment | null>(null);
  const deleting = useDeleteConfirm<Apartment>(deleteApartment, {
    deletedText: APARTMENT_TEXTS.deleted,
  });
  const filtering = list.request.q !== undefined || list.request.filters !== undefined;
  // Every property, whatever the filters: one row asked for, for its total, only while filtering.
  const everything = useQuery({
    ...listPageQueryOptions<Apartment>(APARTMENT_LIST, { page: 1, pageSize: 1 }),
    enabled: filtering,
  });
  const allCount = filtering ? everything.data?.total : list.query.data ? list.total : undefined;
  const download = apartmentsExport(exportSearch(list.request));

  return (
    <div>
      <ListHeader
        title="Apartments List"
        add={{ to: routes.addProperty, text: '+ Add Property' }}
        exportFile={{ ...download, text: 'Export Apartments' }}
      />
      <div className="flex flex-col gap-6">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <StatCard
            label="Total Properties"
            value={allCount ?? '…'}
            hint={filtering && !list.isPending ? `${list.total} match the filters` : undefined}
          />
        </div>

        <search className="grid gap-3 sm:grid-cols-[1fr_14rem_14rem]" aria-label="Filter apartments">
          <SearchField
            placeholder="Search by title or location..."
            value={params.search}
            onChange={params.setSearch}
          />
          <Select
            label="Status"
            name="status"
            options={STATUS_OPTIONS}
            value={params.status || 'All'}
            onChange={(event) => params.setStatus(event.target.value)}
          />
          <SortSelect
            options={SORT_OPTIONS}
            sort={params.sort}
            order={params.order}
            ascendingFirst={['title']}
            onSort={params.setSort}
          />
        </search>

        <ServerListBody
          list={list}
          pagesLabel="Apartments pages"
          skeleton={<SkeletonCards count={6} label="Loading apartments..." />}
          emptyMessage="No apartments found."
        >
          <div
            aria-busy={list.isPlaceholderData || undefined}
            className={cn(
              'grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3',
              list.isPlaceholderData && 'opacity-60',
            )}
          >
            {list.items.map((apartment) => (
              <ApartmentCard
                key={apartment._id}
                apartment={apartment}
                canDelete={canDelete}
                onDetails={() => setDetails(apartment)}
                onDelete={() => deleting.ask(apartment)}
              />
            ))}
          </div>
        </ServerListBody>

        <DetailsModal apartment={details} onClose={() => setDetails(null)} />
        <ConfirmDialog
          {...deleting.dialog}
          title="Delete apartment"
          message={APARTMENT_TEXTS.confirmDelete}
        />
      </div>
    </div>
  );
}
