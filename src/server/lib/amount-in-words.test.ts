import { describe, expect, it } from 'vitest';
import { MAX_PESEWAS } from '../../shared/money';
import { amountInWords, integerInWords } from './amount-in-words';

describe('amountInWords', () => {
  it('writes cedis and pesewas: 250050 is "Two thousand five hundred Ghana cedis and fifty pesewas"', () => {
    expect(amountInWords(250050)).toBe('Two thousand five hundred Ghana cedis and fifty pesewas');
  });

  it('leaves the pesewas out when there are none, and uses the singular for exactly one cedi', () => {
    expect(amountInWords(100)).toBe('One Ghana cedi');
    expect(amountInWords(200)).toBe('Two Ghana cedis');
    expect(amountInWords(250000)).toBe('Two thousand five hundred Ghana cedis');
  });

  it('writes zero cedis in the plural, before a pesewa in the singular', () => {
    expect(amountInWords(1)).toBe('Zero Ghana cedis and one pesewa');
    expect(amountInWords(2)).toBe('Zero Ghana cedis and two pesewas');
    expect(amountInWords(50)).toBe('Zero Ghana cedis and fifty pesewas');
    expect(amountInWords(101)).toBe('One Ghana cedi and one pesewa');
  });

  it('writes nothing at all as "Zero Ghana cedis"', () => {
    expect(amountInWords(0)).toBe('Zero Ghana cedis');
  });

  it('hyphenates the tens: 99.99 is "Ninety-nine Ghana cedis and ninety-nine pesewas"', () => {
    expect(amountInWords(9999)).toBe('Ninety-nine Ghana cedis and ninety-nine pesewas');
    expect(amountInWords(2105)).toBe('Twenty-one Ghana cedis and five pesewas');
  });

  it('says "and" inside the hundreds, British style: 105 is "One hundred and five Ghana cedis"', () => {
    expect(amountInWords(10500)).toBe('One hundred and five Ghana cedis');
    expect(amountInWords(31250)).toBe('Three hundred and twelve Ghana cedis and fifty pesewas');
  });

  it('says "and" before a last group under a hundred: 1,005 is "One thousand and five Ghana cedis"', () => {
    expect(amountInWords(100500)).toBe('One thousand and five Ghana cedis');
    expect(amountInWords(205000)).toBe('Two thousand and fifty Ghana cedis');
    expect(amountInWords(100_000_100)).toBe('One million and one Ghana cedis');
    // No "and" when the hundreds are there to carry it, nor between larger groups.
    expect(amountInWords(110000)).toBe('One thousand one hundred Ghana cedis');
    expect(amountInWords(1_001_000_00)).toBe('One million one thousand Ghana cedis');
  });

  it('writes a typical Accra rent: 14,350.75 cedis', () => {
    expect(amountInWords(1_435_075)).toBe(
      'Fourteen thousand three hundred and fifty Ghana cedis and seventy-five pesewas',
    );
  });

  it('writes millions and billions, skipping empty groups', () => {
    expect(amountInWords(123_456_789_12)).toBe(
      'One hundred and twenty-three million four hundred and fifty-six thousand seven hundred and eighty-nine Ghana cedis and twelve pesewas',
    );
    expect(amountInWords(2_000_000_000_00)).toBe('Two billion Ghana cedis');
    expect(amountInWords(1_000_000_007_00)).toBe('One billion and seven Ghana cedis');
  });

  it('writes the largest amount the app accepts: ten billion cedis', () => {
    expect(amountInWords(MAX_PESEWAS)).toBe('Ten billion Ghana cedis');
  });

  it('writes the trillions, up to the largest safe integer', () => {
    expect(amountInWords(Number.MAX_SAFE_INTEGER)).toBe(
      'Ninety trillion seventy-one billion nine hundred and ninety-two million five hundred and forty-seven thousand four hundred and nine Ghana cedis and ninety-one pesewas',
    );
  });

  it('starts a negative amount with "Minus"', () => {
    expect(amountInWords(-150)).toBe('Minus one Ghana cedi and fifty pesewas');
  });

  it('refuses fractions of a pesewa and numbers that are not safe integers', () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
    expect(() => amountInWords(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => amountInWords(2 ** 53)).toThrow(RangeError);
  });
});

describe('integerInWords', () => {
  it('writes every number below twenty, the round tens and a hundred', () => {
    expect(integerInWords(0)).toBe('zero');
    expect(integerInWords(11)).toBe('eleven');
    expect(integerInWords(13)).toBe('thirteen');
    expect(integerInWords(19)).toBe('nineteen');
    expect(integerInWords(40)).toBe('forty');
    expect(integerInWords(80)).toBe('eighty');
    expect(integerInWords(100)).toBe('one hundred');
  });

  it('writes each of 1–999 as distinct words (no gaps, no repeats)', () => {
    const seen = new Set<string>();
    for (let n = 1; n < 1000; n++) {
      const words = integerInWords(n);
      expect(words).toMatch(/^[a-z]+(?:[- ][a-z]+)*$/);
      seen.add(words);
    }
    expect(seen.size).toBe(999);
  });

  it('refuses negative numbers', () => {
    expect(() => integerInWords(-1)).toThrow(RangeError);
  });
});
