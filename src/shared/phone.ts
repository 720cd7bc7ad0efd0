import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Parses a phone typed locally (`024 111 2233`) or internationally; returns E.164 or null. */
export function toE164(input: string): string | null {
  const phone = parsePhoneNumberFromString(input.trim(), 'GH');
  if (!phone?.isValid()) return null;
  return phone.number;
}

/** `+233241112233` → `+233 24 111 2233`; anything unparsable is shown as stored. */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return '';
  const phone = parsePhoneNumberFromString(e164, 'GH');
  return phone ? phone.formatInternational() : e164;
}
