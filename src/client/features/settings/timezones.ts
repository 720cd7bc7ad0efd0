import { DEFAULT_TIMEZONE } from '../../../shared/constants';

/** Every time zone the browser knows, Africa/Accra first; a stored zone outside that list is kept. */
export function timezoneOptions(current?: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    // Very old browsers: the default (and the current value) are still offered.
  }
  const rest = zones.filter((zone) => zone !== DEFAULT_TIMEZONE && zone !== current);
  return [DEFAULT_TIMEZONE, ...(current && current !== DEFAULT_TIMEZONE ? [current] : []), ...rest];
}
