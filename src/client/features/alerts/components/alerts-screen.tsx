import { ArrowRight, BellOff, EyeOff } from 'lucide-react';
import { Link } from 'react-router';
import { ALERT_KIND_LABELS, ALERT_MODULES, SEVERITIES } from '../../../../shared/reminders';
import type { Alert, AlertTotals } from '../../../../shared/schemas/reminders';
import { FirstFew } from '../../../components/ui/first-few';
import { FoldingSection } from '../../../components/ui/folding-section';
import { IconButton } from '../../../components/ui/icon-button';
import { LinkButton } from '../../../components/ui/link-button';
import { ServerListBody } from '../../../components/ui/list-body';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchField } from '../../../components/ui/search-field';
import { labelledOptions, Select } from '../../../components/ui/select';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';
import { Table, type TableColumn } from '../../../components/ui/table';
import { WhatsAppLink } from '../../../components/ui/whatsapp-link';
import { useServerList } from '../../../lib/use-server-list';
import { usePermissions, useProfile } from '../../auth';
import { alertKey, kindsOf } from '../alert-filters';
import { alertLink } from '../alert-links';
import { alertPerson, alertWhatsAppText } from '../alert-message';
import { ALERT_TEXTS, ALERTS_FIRST_FEW, MODULE_LABELS, SEVERITY_LABELS } from '../alert-texts';
import { ALERT_LIST } from '../api/alert-page';
import { useAlertParams } from '../use-alert-params';
import { AlertSeverityBadge } from './alert-severity-badge';
import { HiddenAlerts, useHideAlert } from './hidden-alerts';
import { DueDate } from './needs-attention-panel';

const MODULE_OPTIONS = labelledOptions(ALERT_MODULES, MODULE_LABELS);
const SEVERITY_OPTIONS = labelledOptions(SEVERITIES, SEVERITY_LABELS);

/** What the alert is about, linking to the record that fixes it. */
function SubjectLink({ alert }: { alert: Alert }) {
  return (
    <Link to={alertLink(alert)} className="font-medium text-blue-700 underline hover:text-blue-900">
      {alert.subject.label}
    </Link>
  );
}

const COLUMNS: TableColumn<Alert>[] = [
  {
    key: 'subject',
    header: 'Record',
    cell: (alert) => <SubjectLink alert={alert} />,
    wrap: 'truncate',
    title: (alert) => alert.subject.label,
    hideInCard: true,
  },
  {
    key: 'kind',
    header: 'Kind',
    cell: (alert) => ALERT_KIND_LABELS[alert.kind],
    className: 'whitespace-nowrap',
  },
  {
    key: 'severity',
    header: 'Severity',
    sort: 'urgency',
    sortLabel: 'Urgency',
    sortFirst: 'asc',
    cell: (alert) => <AlertSeverityBadge severity={alert.severity} />,
  },
  { key: 'message', header: 'Details', cell: (alert) => alert.message, wrap: 'clamp' },
  {
    key: 'due',
    header: 'Due date',
    sort: 'dueDate',
    sortFirst: 'desc',
    cell: (alert) => <DueDate alert={alert} />,
  },
];

/**
 * /alerts (docs/reminders.md §3): everything that needs attention, most urgent first or by due date,
 * filtered by module, kind and severity and searched by name (all in the URL), with the totals by
 * severity of all that match. Each page is asked of the server (docs/lists.md); the bell and the
 * dashboards' panels keep the whole feed. Each alert opens the record that fixes it and, when its
 * person has a phone, a WhatsApp message for them. Below `md` each alert is a card.
 */
export function AlertsScreen() {
  // Admins and Managers may snooze or dismiss an alert for the whole business (the delete roles).
  const { canDelete: canHide } = usePermissions();
  const hide = useHideAlert();
  const profile = useProfile();
  const business = profile.data?.account.name ?? '';
  const params = useAlertParams();
  const { module, kind, severity } = params.filters;
  // Only known filters are sent (an unknown value, or a kind of another module, is no filter).
  const alerts = useServerList<Alert, AlertTotals>({
    ...ALERT_LIST,
    fixed: Object.fromEntries(Object.entries({ module, kind, severity }).filter(([, value]) => value !== '')),
  });
  const kindOptions = labelledOptions(kindsOf(module), ALERT_KIND_LABELS);
  const filtering = Boolean(module || kind || severity || params.search.trim());
  const totals = alerts.totals;

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader title={ALERT_TEXTS.title} description={ALERT_TEXTS.intro} />
      <div className="flex flex-col gap-6">
        <section aria-label="Alert totals" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <StatCard label="Overdue" value={totals?.overdue ?? '…'} />
          <StatCard label="Soon" value={totals?.soon ?? '…'} />
          <StatCard label="Info" value={totals?.info ?? '…'} />
          <StatCard label="All alerts" value={totals ? alerts.total : '…'} />
        </section>

        {/* On a phone the filters fold, so the first alerts are on the first screen (decision 065). */}
        <FoldingSection title={ALERT_TEXTS.filters} defaultOpen={filtering ? true : 'desktop'}>
          <search
            aria-label="Filter alerts"
            className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,1fr)_11rem_9rem_13rem]"
          >
            <SearchField
              placeholder="Search by name or details..."
              value={params.search}
              onChange={params.setSearch}
              className="col-span-2 lg:col-span-1"
            />
            <Select
              label="Module"
              name="module"
              placeholder="All modules"
              options={MODULE_OPTIONS}
              value={module}
              onChange={(event) => params.setModule(event.target.value)}
            />
            <Select
              label="Severity"
              name="severity"
              placeholder="All"
              options={SEVERITY_OPTIONS}
              value={severity}
              onChange={(event) => params.setSeverity(event.target.value)}
            />
            <Select
              label="Kind"
              name="kind"
              placeholder="All kinds"
              options={kindOptions}
              value={kind}
              onChange={(event) => params.setKind(event.target.value)}
              className="col-span-2 lg:col-span-1"
            />
          </search>
        </FoldingSection>

        <ServerListBody
          list={alerts}
          pagesLabel="Alert pages"
          skeleton={<SkeletonBars count={4} label="Loading alerts..." />}
          emptyMessage={filtering ? ALERT_TEXTS.noMatch : ALERT_TEXTS.nothing}
          errorMessage={ALERT_TEXTS.loadFailed}
        >
          <FirstFew key={alerts.page} items={alerts.items} first={ALERTS_FIRST_FEW} noun="alerts" phoneOnly>
            {(shown) => (
              <Table
                caption="Alerts"
                columns={COLUMNS}
                rows={shown}
                rowKey={alertKey}
                sort={alerts.tableSort}
                cardTitle={(alert) => <SubjectLink alert={alert} />}
                rowActions={(alert) => {
                  const about = `${ALERT_KIND_LABELS[alert.kind].toLowerCase()} of ${alert.subject.label}`;
                  return (
                    <>
                      <LinkButton
                        to={alertLink(alert)}
                        variant="secondary"
                        aria-label={`Open ${about}`}
                        title={`Open ${about}`}
                        icon={<ArrowRight className="size-4" aria-hidden="true" />}
                      >
                        <span className="md:sr-only">Open</span>
                      </LinkButton>
                      <WhatsAppLink
                        compact
                        phone={alert.subject.phone}
                        text={alertWhatsAppText(alert, business)}
                        label={`WhatsApp ${alertPerson(alert) ?? alert.subject.label} about the ${about}`}
                      />
                      {canHide ? (
                        <>
                          <IconButton
                            label={`Snooze the ${about} for 7 days`}
                            icon={<BellOff className="size-4" aria-hidden="true" />}
                            disabled={hide.isPending}
                            onClick={() => hide.run('snooze', alert.key)}
                          />
                          <IconButton
                            label={`Dismiss the ${about}`}
                            icon={<EyeOff className="size-4" aria-hidden="true" />}
                            disabled={hide.isPending}
                            onClick={() => hide.run('dismiss', alert.key)}
                          />
                        </>
                      ) : null}
                    </>
                  );
                }}
              />
            )}
          </FirstFew>
        </ServerListBody>

        <HiddenAlerts canRestore={canHide} />
      </div>
    </div>
  );
}
