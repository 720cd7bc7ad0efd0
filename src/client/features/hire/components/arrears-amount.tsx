import { formatCedi } from '../../../../shared/money';
import { cn } from '../../../lib/cn';

/** An amount of arrears: red and bold when the hirer is behind. */
export function ArrearsAmount({ amount }: { amount: number }) {
  return (
    <span className={cn('whitespace-nowrap', amount > 0 ? 'font-semibold text-red-700' : 'text-gray-900')}>
      {formatCedi(amount)}
    </span>
  );
}
