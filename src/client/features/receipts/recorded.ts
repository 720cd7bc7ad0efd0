import { useLocation, useNavigate } from 'react-router';

/**
 * A payment or remittance just recorded: what the 'Payment recorded' panel shows
 * (docs/decisions/058-receipt-at-hand.md).
 */
export interface RecordedReceipt {
  kind: 'payment' | 'remittance';
  /** The payment's or remittance's id (its receipt's id). */
  id: string;
  receiptNumber: string;
  /** In GHC. */
  amount: number;
}

/** The router state that carries a recorded receipt to the screen a form ends on. */
export const recordedState = (recorded: RecordedReceipt) => ({ recorded });

function recordedIn(state: unknown): RecordedReceipt | null {
  if (!state || typeof state !== 'object' || !('recorded' in state)) return null;
  const recorded = (state as { recorded: unknown }).recorded;
  if (!recorded || typeof recorded !== 'object') return null;
  const { kind, id, receiptNumber, amount } = recorded as Record<string, unknown>;
  return (kind === 'payment' || kind === 'remittance') &&
    typeof id === 'string' &&
    typeof receiptNumber === 'string' &&
    typeof amount === 'number'
    ? { kind, id, receiptNumber, amount }
    : null;
}

/**
 * The receipt a form handed to this screen in the router state, and how to put it away (the
 * state is replaced, so Back and a reload do not show it again once dismissed).
 */
export function useRecordedInState(): [RecordedReceipt | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const dismiss = () =>
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  return [recordedIn(location.state), dismiss];
}
