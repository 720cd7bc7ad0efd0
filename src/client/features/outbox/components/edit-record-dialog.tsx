import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { editRecord, type OutboxRecord } from '../../../lib/offline/outbox';
import { kindName } from '../../../lib/offline/outbox-texts';
import { editableFields, fieldProblem, fieldText, recordChanges } from '../record-fields';

export interface EditRecordDialogProps {
  record: OutboxRecord;
  onClose: () => void;
}

/**
 * Corrects a refused record (docs/offline.md §3): the server's message on top (a used Mobile Money
 * transaction id, an amount too large…), the simple fields of its body below. Saving keeps it on the
 * phone and sends it again under a new key: the server stored nothing under the old one.
 */
export function EditRecordDialog({ record, onClose }: EditRecordDialogProps) {
  const formId = useId();
  const fields = editableFields(record);
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, fieldText(record.body[field.name])])),
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const field of fields) {
      const problem = fieldProblem(field, texts[field.name] ?? '');
      if (problem) found[field.name] = problem;
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await editRecord(record.key, recordChanges(record, texts));
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The record could not be saved');
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={`Edit ${kindName(record.kind).toLowerCase()}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={saving} busyText="Saving...">
            Save and send
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <p className="font-medium text-gray-900">{record.summary || kindName(record.kind)}</p>
        {record.error ? (
          <p
            className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800"
            data-testid="server-message"
          >
            {record.error.message}
          </p>
        ) : null}
        {fields.length === 0 ? (
          <p>This record has nothing to correct here: discard it and make it again.</p>
        ) : null}
        {fields.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            type={field.type === 'date' ? 'date' : 'text'}
            inputMode={field.type === 'amount' ? 'decimal' : field.type === 'km' ? 'numeric' : undefined}
            value={texts[field.name] ?? ''}
            error={problems[field.name]}
            required={field.type !== 'text'}
            onChange={(event) => setTexts((current) => ({ ...current, [field.name]: event.target.value }))}
          />
        ))}
        {failure ? (
          <p role="alert" className="text-red-700">
            {failure}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
