/**
 * A cell's text as a record's field takes it (docs/insight.md §4): the shared create schemas give the
 * messages; these only undo what a spreadsheet does to a value a person typed.
 */

/** 'GHC 1,500.00', 'GH₵ 1,500', '₵1500' → '1,500.00' (the money fields take thousands separators). */
export function cedisText(value: string): string {
  return value.replace(/^\s*(?:GH[C₵S]|GH¢|₵|¢)\s*/i, '').trim();
}

/**
 * A day written as people in Ghana write it: `31/12/2026` or `31-12-2026` (day first) becomes
 * `2026-12-31`; anything else is left for the date field to judge.
 */
export function dayText(value: string): string {
  const text = value.trim();
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (!dayFirst) return text;
  const [, day, month, year] = dayFirst;
  return `${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}`;
}

/** One of a fixed list whatever its letter case and spacing ('mobile  money' → 'Mobile Money'); else as typed. */
export function choiceText(
  value: string,
  choices: readonly string[],
  aliases: Record<string, string> = {},
): string {
  const key = squeeze(value).toLowerCase();
  if (key === '') return '';
  const alias = aliases[key];
  if (alias !== undefined) return alias;
  return choices.find((choice) => choice.toLowerCase() === key) ?? value.trim();
}

/** Trimmed, runs of white space as one space. */
export const squeeze = (value: string) => value.trim().replace(/\s+/g, ' ');

/** A name as two rows or a row and a record are compared: case and spacing aside. */
export const nameKey = (value: string) => squeeze(value).toLowerCase();
