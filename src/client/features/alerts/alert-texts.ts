import type { AlertModule, Severity } from '../../../shared/reminders';
import type { BadgeTone } from '../../components/ui/badge';

/** The alert screens' fixed texts, in one place for the screens and their tests. */
export const ALERT_TEXTS = {
  title: 'Alerts',
  intro: 'What needs attention today, most urgent first.',
  panelTitle: 'Needs attention',
  nothing: 'Nothing needs attention.',
  noMatch: 'No alerts match these filters.',
  loadFailed: 'Failed to load the alerts.',
  panelFailed: 'The alerts could not be loaded.',
  noDate: 'No date',
  seeAll: (count: number) => `See all (${count})`,
  filters: 'Filters',
  hidden: 'Hidden alerts',
  noneHidden: 'No alert is snoozed or dismissed.',
  snoozed: 'Alert snoozed for 7 days, for everyone in the business.',
  dismissed: 'Alert dismissed until it changes, for everyone in the business.',
  restored: 'Alert restored.',
  hiddenBy: (how: string, name: string) => `${how} by ${name}`,
} as const;

export const SEVERITY_LABELS: Record<Severity, string> = { overdue: 'Overdue', soon: 'Soon', info: 'Info' };
/** Info is news, not a task: blue, not a warning colour (docs/decisions/171-info-alerts-not-counted.md). */
export const SEVERITY_TONES: Record<Severity, BadgeTone> = { overdue: 'red', soon: 'yellow', info: 'blue' };
export const MODULE_LABELS: Record<AlertModule, string> = { apartments: 'Apartments', vehicles: 'Vehicles' };

/** How many alerts a dashboard's panel shows (the feed is most urgent first). */
export const PANEL_SIZE = 5;

/** Alerts a phone shows of a page before 'Show all' (docs/decisions/065-folding-sections.md). */
export const ALERTS_FIRST_FEW = 5;

/** Alerts a page of /alerts. */
export const ALERTS_PAGE_SIZE = 20;
