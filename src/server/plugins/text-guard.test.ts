import { describe, expect, it } from 'vitest';
import { findIllFormedText } from './text-guard';

describe('findIllFormedText', () => {
  it('names the path of a NUL character or a lone surrogate, anywhere in a value', () => {
    expect(findIllFormedText({ title: 'a\u0000b' })).toBe('title');
    expect(findIllFormedText({ contactDetails: { location: 'x\ud800' } })).toBe('contactDetails.location');
    expect(findIllFormedText({ issue: ['ok', '\udc00y'] })).toBe('issue.1');
    expect(findIllFormedText('a\u0000')).toBe('');
  });

  it('passes well-formed text, emoji (surrogate pairs) included, and non-text values', () => {
    expect(findIllFormedText({ name: 'Ɔkɔmfo 🇬🇭', price: 12, ok: true, none: null, list: [] })).toBeNull();
    expect(findIllFormedText(undefined)).toBeNull();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let depth = 0; depth < 200_000; depth += 1) deep = [deep];
    expect(findIllFormedText(deep)).toMatch(/^(0\.)+0$/);
  });
});
