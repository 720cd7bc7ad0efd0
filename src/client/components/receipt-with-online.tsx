import { isOnlinePayment } from '../../shared/collect';
import { Badge } from './ui/badge';

/** A receipt number in a list, with an 'Online' badge when the payer paid online (docs/collect.md). */
export function ReceiptWithOnline({
  row,
}: {
  row: { receiptNumber: string; recordedBy: { _id: string } | null };
}) {
  return (
    <span className="inline-flex items-center gap-2">
      {row.receiptNumber}
      {isOnlinePayment(row) ? <Badge tone="blue">Online</Badge> : null}
    </span>
  );
}
