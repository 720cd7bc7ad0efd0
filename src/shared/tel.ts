/**
 * `tel:+233241112233`: the phone in E.164 (stored numbers already are; one typed locally, `024 111
 * 2233`, gains Ghana's code), or null when there are no digits to call. Apart from phone.ts, which
 * brings libphonenumber, so the light statement page can use it (docs/decisions/156-statement-page-without-react.md).
 */
export function telHref(phone: string | null | undefined): string | null {
  const trimmed = (phone ?? '').trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return null;
  if (trimmed.startsWith('+')) return `tel:+${digits}`;
  if (/^0\d{9}$/.test(digits)) return `tel:+233${digits.slice(1)}`;
  if (trimmed.startsWith('00')) return `tel:+${digits.slice(2)}`;
  return `tel:+${digits}`;
}

/**
 * A Ghana number in E.164 as docs/design.md shows phones (`+233241112233` → `+233 24 111 2233`),
 * without libphonenumber; anything else is shown as it is.
 */
export function formatGhanaPhone(phone: string): string {
  const match = /^\+233(\d{2})(\d{3})(\d{4})$/.exec(phone.replace(/\s/g, ''));
  return match ? `+233 ${match[1]} ${match[2]} ${match[3]}` : phone;
}
