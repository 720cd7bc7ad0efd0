import { formatGhc } from '../../shared/money';
import { formatGhanaPhone, telHref } from '../../shared/tel';
import { type Child, h } from './dom';
import type { StatementBusiness, Vehicle } from './types';

// The pieces every public page is drawn from, in the kit's looks (docs/design.md): cards, buttons
// at least 40 px high, money `GHC 1,234.50`, dates `YYYY-MM-DD`.

export const CARD = 'rounded-lg border border-gray-200 bg-white p-4 shadow-sm';
export const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-md px-4 font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 disabled:opacity-60';
export const PRIMARY = `${BUTTON} bg-blue-700 text-white hover:bg-blue-800`;
export const SECONDARY = `${BUTTON} border border-gray-300 bg-white text-gray-900 hover:bg-gray-50`;
export const LINK = 'inline-flex min-h-10 items-center text-blue-700 underline hover:text-blue-900';

export const money = (cedis: number | null | undefined) => formatGhc(cedis);
/** `2026-03-14` for a day or a moment (the day as written). */
export const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '—');

/** `GR 1234-26 · Toyota Vitz`. */
export const vehicleName = (vehicle: Vehicle) =>
  [vehicle.vehicleRegNum, `${vehicle.make} ${vehicle.model}`.trim()].filter(Boolean).join(' · ');

/** The page's frame: one narrow column, its heading focusable so the focus can land on it. */
export function page(title: string, ...children: (Child | Child[])[]) {
  return h(
    'main',
    { class: 'mx-auto flex max-w-xl flex-col gap-4 px-3 py-4' },
    h('h1', { class: 'text-xl font-bold text-gray-900 focus:outline-none', tabindex: -1 }, title),
    ...children,
  );
}

/** The business the money goes to: its name, its phone (a tap calls it), its address. */
export function businessCard(business: StatementBusiness) {
  const tel = telHref(business.phone);
  return h(
    'section',
    { class: CARD, 'aria-label': 'Business' },
    h('p', { class: 'text-lg font-semibold' }, business.name),
    tel &&
      h('a', { class: LINK, href: tel, title: `Call ${business.name}` }, formatGhanaPhone(business.phone)),
    business.address && h('p', { class: 'text-sm text-gray-700' }, business.address),
  );
}

/** A figure with its name, as a term and its definition. */
export function figure(name: string, value: Child, tone = 'text-gray-900') {
  return h(
    'div',
    { class: 'flex items-baseline justify-between gap-3 py-1' },
    h('dt', { class: 'text-sm text-gray-700' }, name),
    h('dd', { class: `min-w-0 break-words text-right font-semibold ${tone}` }, value),
  );
}

/** An unknown or replaced link: nothing about any record, only that the link does not work. */
export function notValidPage() {
  return page(
    'This link is not valid',
    h(
      'p',
      { class: 'text-gray-700' },
      'The link may have been replaced by a newer one. Please ask the business for the current link.',
    ),
  );
}

/** No network (or the server out of reach): what happened, and a button that tries again. */
export function offlinePage(retry: () => void) {
  return page(
    'Could not connect',
    h(
      'p',
      { class: 'text-gray-700', role: 'alert' },
      'This page could not be loaded. Check your mobile data or Wi-Fi, then try again.',
    ),
    h('button', { type: 'button', class: `${PRIMARY} self-start`, onclick: retry }, 'Retry'),
  );
}

/** The server refused with its own words. */
export function refusedPage(message: string) {
  return page('Something went wrong', h('p', { class: 'text-gray-700', role: 'alert' }, message));
}

export function loadingPage() {
  return h(
    'main',
    { class: 'mx-auto max-w-xl px-3 py-4', 'aria-busy': 'true' },
    h('p', { role: 'status', class: 'text-gray-700' }, 'Loading…'),
  );
}
