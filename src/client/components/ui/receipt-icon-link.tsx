import { ReceiptText } from 'lucide-react';
import { Link } from 'react-router';

/** A row's link to a receipt page, drawn like the row's icon buttons (40 px target). */
export function ReceiptIconLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      className="inline-flex size-10 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
    >
      <ReceiptText className="size-4" aria-hidden="true" />
    </Link>
  );
}
