import { describe, expect, it } from 'vitest';
import { alertMarkSentence } from './alert-mark-sentence';

const actor = { _id: 'u1', name: 'Ama Mensah' };
const record = (mark: string) => ({
  _id: 'm1',
  mark,
  days: mark === 'snoozed' ? 7 : null,
  message: 'Insurance expires on 2026-12-01',
});

describe('alertMarkSentence', () => {
  it('says who snoozed, dismissed or restored which alert', () => {
    expect(alertMarkSentence({ action: 'create', actor, before: null, after: record('snoozed') })).toBe(
      "Ama Mensah snoozed the alert 'Insurance expires on 2026-12-01' for 7 days",
    );
    expect(
      alertMarkSentence({ action: 'update', actor, before: record('snoozed'), after: record('dismissed') }),
    ).toBe("Ama Mensah dismissed the alert 'Insurance expires on 2026-12-01' until it changes");
    expect(alertMarkSentence({ action: 'delete', actor, before: record('dismissed'), after: null })).toBe(
      "Ama Mensah restored the alert 'Insurance expires on 2026-12-01'",
    );
  });
});
