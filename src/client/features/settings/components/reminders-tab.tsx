import { Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { routes } from '../../../../shared/paths';
import type { ReminderSettings } from '../../../../shared/schemas/reminders';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FoldingSection } from '../../../components/ui/folding-section';
import { RecordLoader } from '../../../components/ui/record-loader';
import { useProfile } from '../../auth';
import { useReminderSettings } from '../api/use-reminder-settings';
import { useRunReminders } from '../api/use-run-reminders';
import { formatWhen } from '../audit-changes';
import { PROVIDER_NAMES, REMINDER_TEXTS } from '../reminder-texts';
import { OutboxList } from './outbox-list';
import { ReminderTemplatesForm } from './reminder-templates-form';
import { TestMessageForm } from './test-message-form';

/** How messages go out (the provider and the daily run), the last run, and 'Send today's reminders now'. */
function SendingCard({ settings, timeZone }: { settings: ReminderSettings; timeZone: string | undefined }) {
  const run = useRunReminders();
  const [asking, setAsking] = useState(false);
  const provider = PROVIDER_NAMES[settings.provider] ?? settings.provider;

  const confirm = async () => {
    try {
      const result = await run.mutateAsync();
      toast.success(REMINDER_TEXTS.runDone(result));
    } catch {
      // The query client has shown the server's message.
    }
    setAsking(false);
  };

  return (
    <Card title="Sending" aria-label="Sending">
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-gray-600">Provider</dt>
        <dd className="text-gray-900" data-testid="sms-provider">
          {settings.provider === 'log'
            ? REMINDER_TEXTS.logProvider
            : REMINDER_TEXTS.gatewayProvider(provider)}
        </dd>
        <dt className="font-medium text-gray-600">Daily run</dt>
        <dd className="text-gray-900">{REMINDER_TEXTS.dailyRun(settings.reminderTime)}</dd>
        <dt className="font-medium text-gray-600">Last run</dt>
        <dd className="text-gray-900" data-testid="last-run">
          {settings.lastRun
            ? `${settings.lastRun.day}, finished ${formatWhen(settings.lastRun.finishedAt, timeZone)}`
            : REMINDER_TEXTS.neverRun}
        </dd>
      </dl>
      {settings.publicAddress ? null : (
        <p className="mt-3 text-sm text-amber-800" data-testid="no-public-address">
          {REMINDER_TEXTS.noPublicAddress}
        </p>
      )}
      <div className="mt-4">
        <Button icon={<Send className="size-4" aria-hidden="true" />} onClick={() => setAsking(true)}>
          {REMINDER_TEXTS.runNow}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={REMINDER_TEXTS.runNow}
        message={REMINDER_TEXTS.runConfirm}
        confirmText="Send now"
        tone="primary"
        busy={run.isPending}
        busyText="Sending..."
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}

/**
 * Settings → Reminders (docs/reminders.md §4), Admin only like all of /settings: how messages are sent and
 * today's run, each reminder's message, a test message, and the outbox.
 */
export function RemindersTab({ timeZone }: { timeZone?: string }) {
  const settings = useReminderSettings();
  const profile = useProfile();
  const business = profile.data?.account.name ?? '';
  return (
    <RecordLoader
      query={settings}
      loadingLabel="Loading reminder settings..."
      skeletonCount={5}
      failedMessage={REMINDER_TEXTS.loadFailed}
      unreachableMessage={REMINDER_TEXTS.loadError}
      retry
      back={{ to: routes.settings, label: 'Back to the settings' }}
    >
      {(stored) => (
        <div className="flex flex-col gap-6">
          <p className="text-sm text-gray-700">{REMINDER_TEXTS.intro}</p>
          <SendingCard settings={stored} timeZone={timeZone} />
          {/* Five messages, each a card: folded on a phone (docs/decisions/065-folding-sections.md). */}
          <FoldingSection title="Reminder messages" count={stored.kinds.length} defaultOpen="desktop">
            <ReminderTemplatesForm settings={stored} business={business} />
          </FoldingSection>
          <TestMessageForm provider={stored.provider} />
          <OutboxList />
        </div>
      )}
    </RecordLoader>
  );
}
