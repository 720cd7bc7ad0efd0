import { describe, expect, it } from 'vitest';
import { roomBeyondUnit, unitName } from './apartments';

describe('roomBeyondUnit (a receipt names the unit once)', () => {
  const unit = unitName({ title: '2-Bedroom Flat K1', location: 'Kasoa Road' });

  it('joins a unit title and location', () => {
    expect(unit).toBe('2-Bedroom Flat K1, Kasoa Road');
    expect(unitName({ title: 'Shop 4', location: '' })).toBe('Shop 4');
    expect(unitName(null)).toBe('');
  });

  it('leaves nothing when the room is the unit itself (the demo data)', () => {
    expect(roomBeyondUnit('2-Bedroom Flat K1, Kasoa Road', unit)).toBe('');
    expect(roomBeyondUnit(' 2-bedroom flat k1 ,  Kasoa road ', unit)).toBe('');
  });

  it('leaves nothing when the room is the unit title alone', () => {
    expect(roomBeyondUnit('2-Bedroom Flat K1', unit)).toBe('');
  });

  it('keeps what the room says after the unit', () => {
    expect(roomBeyondUnit('2-Bedroom Flat K1, Kasoa Road, Room 3', unit)).toBe('Room 3');
    expect(roomBeyondUnit('2-Bedroom Flat K1, Kasoa Road · upstairs', unit)).toBe('upstairs');
  });

  it('keeps any other room as typed', () => {
    expect(roomBeyondUnit('Room 4, Adenta block B', unit)).toBe('Room 4, Adenta block B');
    // A longer word that merely starts like the unit is not the unit.
    expect(roomBeyondUnit('2-Bedroom Flat K12', unit)).toBe('2-Bedroom Flat K12');
    expect(roomBeyondUnit('Room 4', '')).toBe('Room 4');
    expect(roomBeyondUnit('', unit)).toBe('');
  });
});
