import { formatCedi } from '../../../../shared/money';
import { cn } from '../../../lib/cn';

/**
 * An amount of arrears: red and bold when the hirer is behind; amber while it is only what fell due
 * today, not late yet (`late` false, docs/decisions/060-due-today-is-not-overdue.md).
 */
export function ArrearsAmount({ amount, late = amount > 0 }: { amount: number; late?: boolean }) {
  return (
    <span
      className={cn(
        'whitespace-nowrap',
        amount <= 0 ? 'text-gray-900' : late ? 'font-semibold text-red-700' : 'font-semibold text-amber-800',
      )}
    >
      {formatCedi(amount)}
    </span>
  );
}
