/**
 * Money is carried as integer pesewas (1 cedi = 100 pesewas) everywhere it is stored or summed,
 * so no binary-float rounding can creep into totals. The API speaks cedis with up to 2 decimals.
 */

const MONEY_PATTERN = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Largest amount accepted anywhere: 10 billion cedis, far above any rent or repair bill. */
export const MAX_PESEWAS = 1_000_000_000_000;

/**
 * Converts a cedi amount (number or numeric string) to integer pesewas, rounding half away from zero
 * at the third decimal. Returns null for anything that is not a finite decimal number.
 */
export function toPesewas(value: number | string): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // toFixed(3) keeps enough digits to round at the pesewa; exponent forms cannot occur below 1e21.
    if (Math.abs(value) >= 1e15) return null;
    text = value.toFixed(3);
  } else {
    text = value.trim().replace(/,/g, '');
  }
  const match = MONEY_PATTERN.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  if (whole.length > 15) return null;
  const padded = `${fraction}000`;
  let pesewas = Number(whole) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) pesewas += 1;
  if (pesewas === 0) return 0;
  return sign ? -pesewas : pesewas;
}

/**
 * True when a cedi amount (already known to be a decimal number) is a whole number of pesewas: no
 * digit beyond the second decimal other than trailing zeros ("12.340" is 12.34). Anything finer would
 * be rounded away when stored, so an entry field refuses it (docs/decisions/112-invisible-names-and-pesewas.md).
 */
export function isWholePesewas(value: number | string): boolean {
  if (typeof value === 'number') {
    // A number computed in binary floating point (0.1 + 0.2) carries noise far below the pesewa:
    // only a real fraction of a pesewa counts, not the last bits of the float.
    const pesewas = value * 100;
    const noise = Number.EPSILON * 8 * Math.max(1, Math.abs(pesewas));
    return Number.isFinite(pesewas) && Math.abs(pesewas - Math.round(pesewas)) <= noise;
  }
  const match = MONEY_PATTERN.exec(value.trim().replace(/,/g, ''));
  if (!match) return false;
  return (match[3] ?? '').replace(/0+$/, '').length <= 2;
}

/** Thrown when an amount that must be stored or summed is not a decimal number of cedis. */
export class BadAmountError extends Error {
  constructor(value: unknown) {
    super(`Not an amount of money: ${JSON.stringify(value) ?? String(value)}`);
    this.name = 'BadAmountError';
  }
}

/**
 * Converts a cedi amount to integer pesewas where an amount must never be lost: a value that is not
 * a finite decimal number throws instead of becoming 0. Every stored or summed amount goes through
 * here (request bodies are validated first, so a throw is a programming error, never a user's).
 */
export function requirePesewas(value: number | string): number {
  const pesewas = toPesewas(value);
  if (pesewas === null) throw new BadAmountError(value);
  return pesewas;
}

/** Converts integer pesewas to a cedi number with at most 2 decimals. */
export function fromPesewas(pesewas: number): number {
  return Math.round(pesewas) / 100;
}

const groupedFormatter = new Intl.NumberFormat('en-GH', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `1234.5` → `1,234.50` */
export function formatAmount(cedis: number | string | null | undefined): string {
  const pesewas = cedis === null || cedis === undefined ? 0 : (toPesewas(cedis) ?? 0);
  return groupedFormatter.format(pesewas / 100);
}

/** `1234.5` → `GHC 1,234.50` */
export function formatGhc(cedis: number | string | null | undefined): string {
  return `GHC ${formatAmount(cedis)}`;
}

/** `1234.5` → `₵1,234.50` */
export function formatCedi(cedis: number | string | null | undefined): string {
  const text = formatAmount(cedis);
  return text.startsWith('-') ? `-₵${text.slice(1)}` : `₵${text}`;
}

/** Adds cedi amounts exactly (through pesewas). */
export function sumCedis(values: Iterable<number | string | null | undefined>): number {
  let total = 0;
  for (const value of values) {
    if (value === null || value === undefined) continue;
    total += requirePesewas(value);
  }
  return fromPesewas(total);
}

/** Tenant total: months × monthly price + utility, exact to the pesewa (docs/product.md §4). */
export function tenantTotal(
  months: number | string,
  monthlyPrice: number | string,
  utility: number | string,
): number {
  const monthsNumber = typeof months === 'number' ? months : Number(String(months).trim());
  const price = toPesewas(monthlyPrice);
  const util = toPesewas(utility);
  if (!Number.isFinite(monthsNumber) || price === null || util === null) return Number.NaN;
  // Months may be fractional (half a month); round the rent part to the pesewa.
  const rent = Math.round(monthsNumber * price);
  return fromPesewas(rent + util);
}
