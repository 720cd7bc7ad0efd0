import { useState } from 'react';
import { toast } from 'react-toastify';
import { ALERT_KIND_LABELS } from '../../../../shared/reminders';
import { Button } from '../../../components/ui/button';
import { FoldingSection } from '../../../components/ui/folding-section';
import { ListBody } from '../../../components/ui/list-body';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { ALERT_TEXTS } from '../alert-texts';
import { type AlertAction, useAlertAction, useHiddenAlerts } from '../api/use-alert-marks';

const DONE: Record<AlertAction, string> = {
  snooze: ALERT_TEXTS.snoozed,
  dismiss: ALERT_TEXTS.dismissed,
  restore: ALERT_TEXTS.restored,
};

/** Snooze, dismiss or restore an alert, with a toast when done (the query client shows a refusal). */
export function useHideAlert() {
  const action = useAlertAction();
  return {
    isPending: action.isPending,
    run(kind: AlertAction, key: string) {
      action.mutate({ action: kind, key }, { onSuccess: () => toast.success(DONE[kind]) });
    },
  };
}

/**
 * The alerts snoozed or dismissed for the business, folded at the foot of /alerts: who hid each and
 * until when, and (Admin, Manager) 'Restore' (docs/decisions/066-alert-snooze-and-dismiss.md).
 */
export function HiddenAlerts({ canRestore }: { canRestore: boolean }) {
  // Loaded once opened: most visits to /alerts never look at it.
  const [opened, setOpened] = useState(false);
  const hidden = useHiddenAlerts(opened);
  const restore = useHideAlert();
  const list = hidden.data ?? [];
  return (
    <FoldingSection
      title={ALERT_TEXTS.hidden}
      count={hidden.data ? list.length : undefined}
      defaultOpen={false}
      onToggle={(open) => {
        if (open) setOpened(true);
      }}
    >
      {/* Nothing is drawn (no loading bars) until it is opened and asked for. */}
      {opened ? (
        <ListBody
          query={hidden}
          skeleton={<SkeletonBars count={2} label="Loading hidden alerts..." />}
          isEmpty={list.length === 0}
          emptyMessage={ALERT_TEXTS.noneHidden}
          errorMessage={ALERT_TEXTS.loadFailed}
        >
          <ul className="flex flex-col divide-y divide-gray-100" aria-label={ALERT_TEXTS.hidden}>
            {list.map(({ alert, mark, until, by }) => (
              <li key={alert.key} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-gray-900">
                    {alert.subject.label} · {ALERT_KIND_LABELS[alert.kind]}
                  </p>
                  <p className="text-gray-700">{alert.message}</p>
                  <p className="text-gray-500">
                    {ALERT_TEXTS.hiddenBy(
                      mark === 'snoozed' ? `Snoozed until ${until}` : 'Dismissed',
                      by.name,
                    )}
                  </p>
                </div>
                {canRestore ? (
                  <Button
                    variant="secondary"
                    disabled={restore.isPending}
                    aria-label={`Restore the ${ALERT_KIND_LABELS[alert.kind].toLowerCase()} of ${alert.subject.label}`}
                    onClick={() => restore.run('restore', alert.key)}
                  >
                    Restore
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </ListBody>
      ) : null}
    </FoldingSection>
  );
}
