/**
 * An amount written out in English for receipts (docs/ledger.md §4), the way a Ghanaian cheque or
 * receipt book writes it, in British English:
 * - "and" inside a group of hundreds and before a last group under one hundred:
 *   105 → "One hundred and five", 1,005 → "One thousand and five";
 * - hyphens in the tens: "Twenty-five";
 * - short scale (a billion is 10^9), up to the trillions (the largest amount the app accepts is
 *   ten billion cedis);
 * - "Ghana cedi" / "pesewa" in the singular for exactly one, plural otherwise (zero included):
 *   100 → "One Ghana cedi", 1 → "Zero Ghana cedis and one pesewa", 0 → "Zero Ghana cedis";
 * - the pesewas are left out when there are none: 250,000 → "Two thousand five hundred Ghana cedis";
 * - only the first letter is a capital; a negative amount starts with "Minus".
 */

const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** Scale words by powers of a thousand, smallest first. */
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion'];

/** 1–99 in words. */
function underHundred(n: number): string {
  if (n < 20) return UNITS[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  const unit = n % 10;
  return unit === 0 ? tens : `${tens}-${UNITS[unit]}`;
}

/** 1–999 in words, with the British "and" after the hundreds. */
function underThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return underHundred(rest);
  const head = `${UNITS[hundreds]} hundred`;
  return rest === 0 ? head : `${head} and ${underHundred(rest)}`;
}

/** A non-negative safe integer in words (lower case). */
export function integerInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`Cannot write ${value} in words: expected a non-negative safe integer`);
  }
  if (value === 0) return UNITS[0]!;
  const groups: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  if (groups.length > SCALES.length) {
    throw new RangeError(`Cannot write ${value} in words: larger than the trillions`);
  }
  const words: string[] = [];
  for (let index = groups.length - 1; index >= 0; index--) {
    const group = groups[index]!;
    if (group === 0) continue;
    const scale = SCALES[index]!;
    // British usage: "one thousand and five", not "one thousand five", when a lone last group < 100
    // follows larger groups.
    const and = index === 0 && group < 100 && words.length > 0 ? 'and ' : '';
    words.push(`${and}${underThousand(group)}${scale ? ` ${scale}` : ''}`);
  }
  return words.join(' ');
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An amount of integer pesewas in words: 250050 → "Two thousand five hundred Ghana cedis and fifty pesewas". */
export function amountInWords(pesewas: number): string {
  if (!Number.isSafeInteger(pesewas)) {
    throw new RangeError(`Cannot write ${pesewas} pesewas in words: expected a whole number of pesewas`);
  }
  const negative = pesewas < 0;
  const magnitude = Math.abs(pesewas);
  const cedis = Math.floor(magnitude / 100);
  const rest = magnitude % 100;
  let text = `${integerInWords(cedis)} Ghana ${cedis === 1 ? 'cedi' : 'cedis'}`;
  if (rest > 0) text += ` and ${integerInWords(rest)} ${rest === 1 ? 'pesewa' : 'pesewas'}`;
  return capitalise(negative ? `minus ${text}` : text);
}
