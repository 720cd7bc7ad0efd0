import { CircleCheck, MessageCircle, Plus, ReceiptText, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { whatsAppLink } from '../../../../shared/ledger';
import { formatGhc } from '../../../../shared/money';
import { routes } from '../../../../shared/paths';
import { Button, buttonClass } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { LinkButton } from '../../../components/ui/link-button';
import { useReceipt } from '../api/use-receipt';
import { receiptPhone, receiptShareText } from '../receipt-text';
import type { RecordedReceipt } from '../recorded';

export const RECORDED_TEXTS = {
  title: (kind: RecordedReceipt['kind']) => (kind === 'payment' ? 'Payment recorded' : 'Remittance recorded'),
  summary: (recorded: RecordedReceipt) => `Receipt ${recorded.receiptNumber} · ${formatGhc(recorded.amount)}`,
  /** Shared before the receipt has loaded: its number and amount. */
  shortShare: (recorded: RecordedReceipt) =>
    `Receipt ${recorded.receiptNumber}: ${formatGhc(recorded.amount)}`,
} as const;

export interface PaymentRecordedPanelProps {
  recorded: RecordedReceipt;
  /** 'Record another': a path to open (a new form) or what to do (open the form again). */
  recordAnother: string | (() => void);
  /** Puts the panel away (the close button). */
  onDismiss: () => void;
}

/**
 * 'Payment recorded' (or 'Remittance recorded'), kept on the screen a payment or remittance form
 * ends on until put away: the receipt number and amount, View receipt, Share on WhatsApp (to the
 * payer's or tenant's phone, or any chat without one) and Record another
 * (docs/decisions/058-receipt-at-hand.md). It takes the focus when it appears, so a screen reader
 * reads it and the keyboard starts from it.
 */
export function PaymentRecordedPanel({ recorded, recordAnother, onDismiss }: PaymentRecordedPanelProps) {
  const receipt = useReceipt(recorded.id, recorded.kind);
  const title = RECORDED_TEXTS.title(recorded.kind);
  const panel = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focused again for each new receipt.
  useEffect(() => {
    panel.current?.focus();
  }, [recorded.id]);
  const text = receipt.data ? receiptShareText(receipt.data) : RECORDED_TEXTS.shortShare(recorded);
  const share =
    whatsAppLink(receipt.data ? receiptPhone(receipt.data) : '', text) ??
    `https://wa.me/?text=${encodeURIComponent(text)}`;
  const receiptPath =
    recorded.kind === 'payment' ? routes.receipt(recorded.id) : routes.vehicleReceipt(recorded.id);
  const actionClass = 'min-h-11 w-full sm:w-auto';
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-label={title}
      className="rounded-lg border border-green-300 bg-green-50 p-4 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 items-start gap-2">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
          <div className="min-w-0">
            <h2 className="text-base font-semibold text-green-900">{title}</h2>
            <p className="text-sm text-gray-900" data-testid="recorded-summary">
              Receipt <span className="font-mono font-semibold">{recorded.receiptNumber}</span> ·{' '}
              <span className="font-semibold tabular-nums">{formatGhc(recorded.amount)}</span>
            </p>
          </div>
        </div>
        <IconButton label="Close" icon={<X className="size-5" aria-hidden="true" />} onClick={onDismiss} />
      </div>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <LinkButton
          to={receiptPath}
          icon={<ReceiptText className="size-4" aria-hidden="true" />}
          className={actionClass}
        >
          View receipt
        </LinkButton>
        <a
          href={share}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary', { className: actionClass })}
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          Share on WhatsApp
        </a>
        {typeof recordAnother === 'string' ? (
          <LinkButton
            to={recordAnother}
            variant="secondary"
            icon={<Plus className="size-4" aria-hidden="true" />}
            className={actionClass}
          >
            Record another
          </LinkButton>
        ) : (
          <Button
            variant="secondary"
            icon={<Plus className="size-4" aria-hidden="true" />}
            className={actionClass}
            onClick={recordAnother}
          >
            Record another
          </Button>
        )}
      </div>
    </section>
  );
}
