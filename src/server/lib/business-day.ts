import { DEFAULT_TIMEZONE } from '../../shared/constants';
import { today } from '../../shared/dates';

/**
 * Today in the business time zone (Africa/Accra): the day every derived value of the ledger is
 * computed for (docs/ledger.md §1). Ghana keeps UTC all year, so midnight is the same everywhere here.
 */
export const businessToday = (now: Date = new Date()) => today(DEFAULT_TIMEZONE, now);
