import { FilePlus, Plus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { toDay, today } from '../../../../shared/dates';
import { formatCedi } from '../../../../shared/money';
import type { VehicleDocument } from '../../../../shared/schemas/vehicle-papers';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { IconButton } from '../../../components/ui/icon-button';
import { DeleteIconButton, EditIconButton } from '../../../components/ui/row-buttons';
import { Table, type TableColumn } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { useDeleteConfirm } from '../../../lib/use-delete-confirm';
import { usePermissions } from '../../auth';
import { useDeleteDocument } from '../api/use-delete-document';
import { useVehicleDocuments } from '../api/use-vehicle-documents';
import { PAPERS_TEXTS } from '../papers-texts';
import { type KindPapers, kindLabel, papersByKind } from '../papers-values';
import { DocumentModal, type DocumentTarget } from './document-form';
import { SectionBody } from './section-body';
import { ComplianceBadge } from './status-badges';

const dash = <span className="text-gray-600">—</span>;

/** `2026-09-10 (worked out)` when the server derived it (docs/reminders.md §1). */
function ExpiryText({ document }: { document: VehicleDocument }) {
  return (
    <span className="whitespace-nowrap">
      {toDay(document.expiresOn)}
      {document.expiryDerived ? <span className="text-gray-700"> ({PAPERS_TEXTS.workedOut})</span> : null}
    </span>
  );
}

/** The number, with the note under it. */
function NumberText({ document }: { document: VehicleDocument }) {
  return (
    <>
      <span className="break-words">{document.number || '—'}</span>
      {document.note ? <span className="block text-xs text-gray-700">{document.note}</span> : null}
    </>
  );
}

const CURRENT_COLUMNS: TableColumn<KindPapers>[] = [
  {
    key: 'kind',
    header: 'Kind',
    cell: (row) => kindLabel(row.kind),
    className: 'font-medium',
    hideInCard: true,
  },
  { key: 'status', header: 'Status', cell: (row) => <ComplianceBadge status={row.status} /> },
  {
    key: 'number',
    header: 'Number',
    cell: (row) =>
      row.current ? (
        <NumberText document={row.current} />
      ) : (
        <span className="text-gray-700">{PAPERS_TEXTS.notOnRecord}</span>
      ),
  },
  {
    key: 'issued',
    header: 'Issued',
    cell: (row) => (row.current ? toDay(row.current.issuedOn) : dash),
    className: 'whitespace-nowrap',
  },
  {
    key: 'expires',
    header: 'Expires',
    cell: (row) => (row.current ? <ExpiryText document={row.current} /> : dash),
  },
  {
    key: 'cost',
    header: 'Cost',
    cell: (row) => (row.current ? formatCedi(row.current.cost) : dash),
    align: 'right',
    className: 'whitespace-nowrap',
  },
];

const HISTORY_COLUMNS: TableColumn<VehicleDocument>[] = [
  { key: 'number', header: 'Number', cell: (document) => <NumberText document={document} /> },
  {
    key: 'issued',
    header: 'Issued',
    cell: (document) => toDay(document.issuedOn),
    className: 'whitespace-nowrap',
    hideInCard: true,
  },
  { key: 'expires', header: 'Expires', cell: (document) => <ExpiryText document={document} /> },
  {
    key: 'cost',
    header: 'Cost',
    cell: (document) => formatCedi(document.cost),
    align: 'right',
    className: 'whitespace-nowrap',
  },
];

/** An older document is named by its kind and issue date: `Edit Roadworthy of 2025-03-01`. */
const olderName = (document: VehicleDocument) => `${kindLabel(document.kind)} of ${toDay(document.issuedOn)}`;

/** A kind's older documents behind a disclosure, each with Edit and (Admin, Manager) Delete. */
function KindHistory({
  papers,
  onEdit,
  onDelete,
}: {
  papers: KindPapers;
  onEdit: (document: VehicleDocument) => void;
  onDelete?: (document: VehicleDocument) => void;
}) {
  const label = kindLabel(papers.kind);
  const count = papers.history.length;
  return (
    <details className="rounded-lg border border-gray-200 bg-white shadow-sm">
      <summary className="flex min-h-10 cursor-pointer items-center px-4 py-2 text-sm font-medium text-gray-900 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600">
        {label} history ({count} older {count === 1 ? 'document' : 'documents'})
      </summary>
      <div className="border-t border-gray-100 p-3">
        <Table
          caption={`${label} history`}
          columns={HISTORY_COLUMNS}
          rows={papers.history}
          rowKey={(document) => document._id}
          cardTitle={(document) => `Issued ${toDay(document.issuedOn)}`}
          rowActions={(document) => (
            <>
              <EditIconButton label={`Edit ${olderName(document)}`} onClick={() => onEdit(document)} />
              {onDelete ? (
                <DeleteIconButton
                  label={`Delete ${olderName(document)}`}
                  onClick={() => onDelete(document)}
                />
              ) : null}
            </>
          )}
        />
      </div>
    </details>
  );
}

export interface DocumentsSectionProps {
  vehicle: { _id: string; vehicleType: string };
  className?: string;
}

/**
 * A vehicle's papers (docs/reminders.md §1), on its page and its edit screen: every kind with the standing
 * of its latest document (Valid, Expiring, Expired; Missing where the law asks for one, a dash where
 * it does not), its number, issue and expiry dates (saying when the expiry was worked out) and cost;
 * Add, Renew and Edit for everyone, Delete for Admin and Manager; each kind's older documents behind
 * a disclosure.
 */
export function DocumentsSection({ vehicle, className }: DocumentsSectionProps) {
  const headingId = useId();
  const documents = useVehicleDocuments(vehicle._id);
  const { canDelete } = usePermissions();
  const [target, setTarget] = useState<DocumentTarget | null>(null);
  const removeDocument = useDeleteDocument();
  const deleting = useDeleteConfirm<VehicleDocument>(removeDocument, {
    deletedText: PAPERS_TEXTS.documentDeleted,
  });
  const day = today();
  const kinds = useMemo(
    () => papersByKind(documents.data ?? [], vehicle.vehicleType, day),
    [documents.data, vehicle.vehicleType, day],
  );
  const edit = (document: VehicleDocument) => setTarget({ mode: 'edit', document });
  const remove = canDelete ? (document: VehicleDocument) => deleting.ask(document) : undefined;

  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-3', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          Documents
        </h2>
        <Button
          icon={<Plus className="size-4" aria-hidden="true" />}
          onClick={() => setTarget({ mode: 'add', kind: null })}
        >
          Add document
        </Button>
      </div>
      <SectionBody
        query={documents}
        loadingLabel="Loading documents..."
        failedMessage={PAPERS_TEXTS.documentsFailed}
      >
        {() => (
          <>
            <Table
              caption="Documents"
              columns={CURRENT_COLUMNS}
              rows={kinds}
              rowKey={(row) => row.kind}
              cardTitle={(row) => kindLabel(row.kind)}
              rowActions={(row) => {
                const label = kindLabel(row.kind);
                const { current } = row;
                return (
                  <>
                    <IconButton
                      label={`${current ? 'Renew' : 'Add'} ${label}`}
                      icon={<FilePlus className="size-4" aria-hidden="true" />}
                      tone="primary"
                      onClick={() => setTarget({ mode: 'add', kind: row.kind })}
                    />
                    {current ? (
                      <EditIconButton label={`Edit ${label}`} onClick={() => edit(current)} />
                    ) : null}
                    {current && remove ? (
                      <DeleteIconButton label={`Delete ${label}`} onClick={() => remove(current)} />
                    ) : null}
                  </>
                );
              }}
            />
            {kinds
              .filter((papers) => papers.history.length > 0)
              .map((papers) => (
                <KindHistory key={papers.kind} papers={papers} onEdit={edit} onDelete={remove} />
              ))}
          </>
        )}
      </SectionBody>

      <DocumentModal vehicle={vehicle} target={target} onClose={() => setTarget(null)} />
      <ConfirmDialog
        {...deleting.dialog}
        title="Delete document"
        message={PAPERS_TEXTS.confirmDeleteDocument}
      >
        {deleting.target ? (
          <p className="text-gray-700">
            {kindLabel(deleting.target.kind)}
            {deleting.target.number ? ` ${deleting.target.number}` : ''}, issued{' '}
            {toDay(deleting.target.issuedOn)}. Its cost leaves the vehicle's costs.
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
