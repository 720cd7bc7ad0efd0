import type { z } from 'zod';
import { formatPhone } from '../../../../shared/phone';
import {
  type OutboxMessage,
  REMINDER_KIND_LABELS,
  REMINDER_KINDS,
  testMessageBody,
} from '../../../../shared/schemas/reminders';
import { Card } from '../../../components/ui/card';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useSchemaForm } from '../../../lib/schema-form';
import { useSendTestMessage } from '../api/use-send-test-message';
import { REMINDER_TEXTS } from '../reminder-texts';

interface TestValues {
  to: string;
  kind: string;
}

const KIND_OPTIONS = REMINDER_KINDS.map((kind) => ({ value: kind, label: REMINDER_KIND_LABELS[kind] }));

/** What became of the test message: sent, failed with the gateway's error, or queued for a retry. */
function TestResult({ message, provider }: { message: OutboxMessage; provider: string }) {
  const failed = message.status === 'failed';
  const line =
    message.status === 'sent'
      ? REMINDER_TEXTS.testSent(formatPhone(message.to))
      : failed
        ? REMINDER_TEXTS.testFailed(message.lastError ?? 'no reason given')
        : REMINDER_TEXTS.testQueued(message.lastError ?? 'the gateway did not answer');
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col gap-1 rounded-md border p-3 text-sm',
        failed ? 'border-red-200 bg-red-50 text-red-800' : 'border-gray-200 bg-gray-50 text-gray-900',
      )}
    >
      <p className="font-medium">{line}</p>
      {message.status === 'sent' && provider === 'log' ? <p>{REMINDER_TEXTS.testKept}</p> : null}
      <p className="break-words text-gray-700 [overflow-wrap:anywhere]">“{message.body}”</p>
    </div>
  );
}

/** Settings → Reminders: one message now, to a phone, to check the gateway (and a template). */
export function TestMessageForm({ provider }: { provider: string }) {
  const send = useSendTestMessage();
  const { field, submit, formState } = useSchemaForm<TestValues, z.output<typeof testMessageBody>>({
    schema: testMessageBody,
    defaultValues: { to: '', kind: '' },
    fields: ['to', 'kind'],
    send: (body) => send.mutateAsync(body),
  });
  return (
    <Card title={REMINDER_TEXTS.testHeading} aria-label={REMINDER_TEXTS.testHeading}>
      <p className="mb-3 text-sm text-gray-700">{REMINDER_TEXTS.testIntro}</p>
      <form onSubmit={submit} noValidate aria-label="Test message" className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="024 123 4567"
          required
          {...field('to')}
        />
        <Select
          label="Message"
          options={KIND_OPTIONS}
          placeholder={REMINDER_TEXTS.testPlain}
          {...field('kind')}
        />
        <FormSubmit
          text={REMINDER_TEXTS.testSend}
          busy={formState.isSubmitting}
          busyText="Sending..."
          className="md:col-span-2"
        />
      </form>
      {send.data ? (
        <div className="mt-4">
          <TestResult message={send.data} provider={provider} />
        </div>
      ) : null}
    </Card>
  );
}
