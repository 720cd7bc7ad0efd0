import { useRef } from 'react';
import { type Control, type Path, type UseFormSetValue, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { today } from '../../../../shared/dates';
import {
  fillTemplate,
  KIND_PLACEHOLDERS,
  type ReminderKind,
  sampleValues,
} from '../../../../shared/reminders';
import { type ReminderSettings, reminderSettingsBody } from '../../../../shared/schemas/reminders';
import { USER_MESSAGES } from '../../../../shared/schemas/users';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import type { BoundField } from '../../../lib/forms';
import { useSchemaForm } from '../../../lib/schema-form';
import { useSaveReminderSettings } from '../api/use-save-reminder-settings';
import { REMINDER_TEXTS } from '../reminder-texts';
import { smsLength } from '../sms-length';

interface TemplateValues {
  kinds: { kind: ReminderKind; enabled: boolean; template: string }[];
}
type TemplateOutput = z.output<typeof reminderSettingsBody>;

const formValues = (settings: ReminderSettings): TemplateValues => ({
  kinds: settings.kinds.map(({ kind, enabled, template }) => ({ kind, enabled, template })),
});

/** The message filled with sample values, and how many SMS it takes. */
function Preview({ text }: { text: string }) {
  const sms = smsLength(text);
  const notes = [
    sms.messages > 1 ? `Longer than one SMS: sent as ${sms.messages} messages, which cost more.` : null,
    sms.unicode
      ? `${sms.outside.join(' ')} ${sms.outside.length === 1 ? 'is' : 'are'} outside the GSM alphabet, so the message goes as Unicode: ${sms.perSms} characters an SMS.`
      : null,
  ].filter((note): note is string => note !== null);
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-medium text-gray-800">{REMINDER_TEXTS.preview}</p>
      <p className="whitespace-pre-wrap break-words rounded-md bg-gray-50 p-3 text-sm text-gray-900 [overflow-wrap:anywhere]">
        {text}
      </p>
      <p
        className={cn('text-sm', notes.length > 0 ? 'text-yellow-900' : 'text-gray-700')}
        aria-live="polite"
        data-testid="sms-length"
      >
        {sms.length} / {sms.perSms} characters · {sms.messages} SMS
      </p>
      {notes.map((note) => (
        <p key={note} className="text-sm text-yellow-900">
          {note}
        </p>
      ))}
    </div>
  );
}

interface KindCardProps {
  index: number;
  label: string;
  defaultTemplate: string;
  business: string;
  control: Control<TemplateValues>;
  setValue: UseFormSetValue<TemplateValues>;
  /** Re-checks the field after an insert once the form has been submitted. */
  revalidate: boolean;
  enabledField: BoundField;
  templateField: BoundField;
}

/** One reminder: on or off, its message with the placeholders to insert, and its preview. */
function KindCard({
  index,
  label,
  defaultTemplate,
  business,
  control,
  setValue,
  revalidate,
  enabledField,
  templateField,
}: KindCardProps) {
  const path = `kinds.${index}.template` as const satisfies Path<TemplateValues>;
  const kind = useWatch({ control, name: `kinds.${index}.kind` });
  const template = useWatch({ control, name: path }) ?? '';
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const { ref: registerRef, ...templateProps } = templateField;
  // A switch has no error text of its own: the schema only checks it is on or off.
  const { error: _switchError, ...switchProps } = enabledField;

  const change = (next: string) => setValue(path, next, { shouldDirty: true, shouldValidate: revalidate });

  /** Puts `{name}` where the cursor is (in place of a selection), and the cursor after it. */
  const insert = (name: string) => {
    const element = textarea.current;
    const token = `{${name}}`;
    const start = element?.selectionStart ?? template.length;
    const end = element?.selectionEnd ?? template.length;
    change(template.slice(0, start) + token + template.slice(end));
    if (element) {
      element.focus();
      element.setSelectionRange(start + token.length, start + token.length);
    }
  };

  return (
    <Card title={label} aria-label={label}>
      <div className="flex flex-col gap-3">
        <Switch label={REMINDER_TEXTS.sendLabel} {...switchProps} />
        <Textarea
          label={REMINDER_TEXTS.template}
          required
          rows={3}
          maxLength={480}
          {...templateProps}
          ref={(element: HTMLTextAreaElement | null) => {
            registerRef(element);
            textarea.current = element;
          }}
        />
        <fieldset className="flex flex-wrap gap-2">
          <legend className="mb-1 text-sm text-gray-700">{REMINDER_TEXTS.placeholders}</legend>
          {KIND_PLACEHOLDERS[kind].map((name) => (
            <button
              key={name}
              type="button"
              aria-label={`Insert {${name}}`}
              onClick={() => insert(name)}
              className="min-h-10 rounded-full border border-blue-200 bg-blue-50 px-3 font-mono text-sm text-blue-800 hover:bg-blue-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
            >
              {`{${name}}`}
            </button>
          ))}
        </fieldset>
        <Preview text={fillTemplate(template, sampleValues(kind, business, today()))} />
        {template !== defaultTemplate ? (
          <div>
            <Button variant="ghost" onClick={() => change(defaultTemplate)}>
              {REMINDER_TEXTS.restoreDefault}
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}

/**
 * The reminders' cards (docs/reminders.md §4), saved together: each kind on or off with its message. The
 * shared schema refuses an unknown `{placeholder}` under its message before anything is sent, with
 * the server's words; the server's own field errors go under the right message too.
 */
export function ReminderTemplatesForm({
  settings,
  business,
}: {
  settings: ReminderSettings;
  business: string;
}) {
  const save = useSaveReminderSettings();
  const { field, submit, formState, reset, control, setValue } = useSchemaForm<
    TemplateValues,
    TemplateOutput
  >({
    schema: reminderSettingsBody,
    defaultValues: formValues(settings),
    fields: settings.kinds.flatMap((_, index) => [
      `kinds.${index}.template` as const,
      `kinds.${index}.enabled` as const,
    ]),
    send: async (values) => {
      const saved = await save.mutateAsync(values);
      reset(formValues(saved));
      toast.success(USER_MESSAGES.settingsSaved);
    },
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Reminder messages" className="flex flex-col gap-4">
      <div className="grid gap-4 lg:grid-cols-2">
        {settings.kinds.map((each, index) => (
          <KindCard
            key={each.kind}
            index={index}
            label={each.label}
            defaultTemplate={each.defaultTemplate}
            business={business}
            control={control}
            setValue={setValue}
            revalidate={formState.isSubmitted}
            enabledField={field(`kinds.${index}.enabled`)}
            templateField={field(`kinds.${index}.template`)}
          />
        ))}
      </div>
      <FormSubmit text={REMINDER_TEXTS.save} busy={formState.isSubmitting} busyText="Saving..." />
    </form>
  );
}
