import type { Path } from 'react-hook-form';
import { toast } from 'react-toastify';
import { toDay } from '../../../../shared/dates';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  type DocumentInput,
  type DocumentKind,
  derivesExpiry,
  documentBody,
  type VehicleDocument,
} from '../../../../shared/schemas/vehicle-papers';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { Modal } from '../../../components/ui/modal';
import { MoneyField } from '../../../components/ui/money-field';
import { labelledOptions, Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { Textarea } from '../../../components/ui/textarea';
import { useSchemaForm } from '../../../lib/schema-form';
import { useAddDocument } from '../api/use-add-document';
import { useEditDocument } from '../api/use-edit-document';
import { PAPERS_TEXTS } from '../papers-texts';
import { expiryHint } from '../papers-values';

/** What the form is opened for: a new document (of a kind, when a row's button chose it), or one to edit. */
export type DocumentTarget =
  | { mode: 'add'; kind: DocumentKind | null }
  | { mode: 'edit'; document: VehicleDocument };

interface DocumentValues {
  kind: string;
  number: string;
  issuedOn: string;
  expiresOn: string;
  cost: string;
  note: string;
}

const FIELDS = [
  'kind',
  'number',
  'issuedOn',
  'expiresOn',
  'cost',
  'note',
] as const satisfies readonly Path<DocumentValues>[];

const KIND_OPTIONS = labelledOptions(DOCUMENT_KINDS, DOCUMENT_KIND_LABELS);

const NOTE_MAX = 500;

function documentValues(target: DocumentTarget): DocumentValues {
  if (target.mode === 'add') {
    return { kind: target.kind ?? '', number: '', issuedOn: '', expiresOn: '', cost: '', note: '' };
  }
  const { document } = target;
  return {
    kind: document.kind,
    number: document.number,
    issuedOn: toDay(document.issuedOn),
    // A worked-out expiry is left blank: it is worked out again from the issue date as saved (the
    // same day when nothing changed; decision 050).
    expiresOn: document.expiryDerived ? '' : toDay(document.expiresOn),
    cost: document.cost > 0 ? document.cost.toFixed(2) : '',
    note: document.note,
  };
}

export interface DocumentFormProps {
  vehicle: { _id: string; vehicleType: string };
  target: DocumentTarget;
  /** After the document is saved (the toast is shown). */
  onDone: () => void;
}

/**
 * A vehicle document (docs/reminders.md §1): kind, number, issue date, expiry, cost and note. The expiry
 * may be left blank for a roadworthy or a VIT sticker, and the hint says what it then becomes on this
 * vehicle; every other kind needs one. The server's field errors go under their fields.
 */
export function DocumentForm({ vehicle, target, onDone }: DocumentFormProps) {
  const add = useAddDocument(vehicle._id);
  const edit = useEditDocument();
  const { field, submit, formState, watch } = useSchemaForm<DocumentValues, DocumentInput>({
    schema: documentBody,
    defaultValues: documentValues(target),
    fields: FIELDS,
    send: async (body) => {
      if (target.mode === 'add') {
        await add.mutateAsync(body);
        toast.success(PAPERS_TEXTS.documentAdded);
      } else {
        await edit.mutateAsync({ documentId: target.document._id, body });
        toast.success(PAPERS_TEXTS.documentUpdated);
      }
      onDone();
    },
  });
  const kind = watch('kind') as DocumentKind | '';
  const issuedOn = watch('issuedOn');
  const optionalExpiry = kind !== '' && derivesExpiry(kind);
  const hint = kind === '' ? null : expiryHint(kind, vehicle.vehicleType, issuedOn);

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={target.mode === 'add' ? 'Add document' : 'Edit document'}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Document kind"
          required
          placeholder="Select a kind"
          options={KIND_OPTIONS}
          {...field('kind')}
        />
        <TextField
          label="Document number (optional)"
          autoComplete="off"
          maxLength={50}
          {...field('number')}
        />
        <DateField label="Issue date" required {...field('issuedOn')} />
        <DateField
          label={optionalExpiry ? 'Expiry date (optional)' : 'Expiry date'}
          required={!optionalExpiry}
          hint={hint ?? undefined}
          {...field('expiresOn')}
        />
        <MoneyField label="Cost (optional)" {...field('cost')} />
      </div>
      <Textarea
        label="Note (optional)"
        maxLength={NOTE_MAX}
        hint={`At most ${NOTE_MAX} characters.`}
        {...field('note')}
      />
      <Button type="submit" fullWidth busy={formState.isSubmitting} busyText="Saving...">
        Save document
      </Button>
    </form>
  );
}

export interface DocumentModalProps {
  vehicle: { _id: string; vehicleType: string };
  /** What to open the form for; null: closed. */
  target: DocumentTarget | null;
  onClose: () => void;
}

/** The document form in a dialog (the Documents section's Add, Renew and Edit open it). */
export function DocumentModal({ vehicle, target, onClose }: DocumentModalProps) {
  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? 'Edit document' : 'Add document'}
      size="lg"
    >
      {/* Mounted afresh on every opening, with that opening's values. */}
      {target ? <DocumentForm vehicle={vehicle} target={target} onDone={onClose} /> : null}
    </Modal>
  );
}
