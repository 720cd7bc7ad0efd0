import { FileDown, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { roomBeyondUnit, unitName } from '../../../../shared/apartments';
import { toDay } from '../../../../shared/dates';
import { CONTRACT_TYPE_LABELS } from '../../../../shared/hire';
import { formatCedi } from '../../../../shared/money';
import { api, routes } from '../../../../shared/paths';
import type { Receipt } from '../../../../shared/schemas/ledger';
import { Button, buttonClass } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { RecordLoader } from '../../../components/ui/record-loader';
import { WhatsAppLink } from '../../../components/ui/whatsapp-link';
import { type ReceiptOf, useReceipt } from '../api/use-receipt';
import { receiptPhone, receiptShareText } from '../receipt-text';
import './receipt-print.css';
import { PhoneLink } from '../../../components/ui/phone-link';
import { useNeedsConnection } from '../../../lib/connection';

export const RECEIPT_TEXTS = {
  loadFailed: 'Failed to load the receipt.',
  loadError: 'Something went wrong while fetching the receipt.',
  voided: (receipt: Receipt) =>
    receipt.voided
      ? `Voided by ${receipt.voided.by} on ${toDay(receipt.voided.at)}${receipt.voided.reason ? `: ${receipt.voided.reason}` : '.'}`
      : '',
} as const;

/** One label–value line; the value drops under its label when the paper is narrow (80 mm). */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 border-b border-dashed border-gray-300 py-1.5">
      <dt className="text-gray-700">{label}</dt>
      <dd className="min-w-0 break-words text-right font-medium text-gray-900">{children}</dd>
    </div>
  );
}

/** The unit, then the room only where it says more than the unit (docs/decisions/058-receipt-at-hand.md). */
function unitText(receipt: Receipt): string {
  const unit = unitName(receipt.apartment);
  return [unit, roomBeyondUnit(receipt.roomDescription, unit)].filter(Boolean).join(' · ');
}

/** `GR 1234-21 · Toyota Corolla`: the vehicle a remittance was for. */
function vehicleText(vehicle: NonNullable<Receipt['vehicle']>): string {
  return [vehicle.vehicleRegNum, [vehicle.make, vehicle.model].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(' · ');
}

/** The receipt itself: the part that prints. */
function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const { business, voided } = receipt;
  const unit = unitText(receipt);
  return (
    <article
      aria-label={`Receipt ${receipt.receiptNumber}`}
      className="receipt-sheet relative mx-auto w-full max-w-[148mm] overflow-hidden rounded-lg border border-gray-200 bg-white p-5 text-sm text-gray-900 shadow-sm sm:p-8"
    >
      {voided ? (
        // The big mark is drawn by CSS (receipt-print.css): decoration, read out by the note below.
        <div
          aria-hidden="true"
          className="receipt-void-mark pointer-events-none absolute inset-0 flex -rotate-[24deg] select-none items-center justify-center text-8xl font-black tracking-widest text-red-600/25"
        />
      ) : null}
      <div className="border-b border-gray-300 pb-3 text-center">
        <h2 className="receipt-business text-xl font-bold">{business.name}</h2>
        {business.address ? <p>{business.address}</p> : null}
        {business.phone || business.email ? (
          // The receipt is shared from its own WhatsApp button: its phones are tap-to-call only.
          <p className="flex flex-wrap items-center justify-center gap-x-2">
            {business.phone ? (
              <PhoneLink phone={business.phone} name={business.name} whatsApp={false} />
            ) : null}
            {business.phone && business.email ? <span aria-hidden="true">·</span> : null}
            {business.email ? <span>{business.email}</span> : null}
          </p>
        ) : null}
        {business.ghanaPostGps ? <p>GhanaPostGPS: {business.ghanaPostGps}</p> : null}
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 py-3">
        <p className="text-base font-bold uppercase tracking-wide">Receipt</p>
        <p className="font-mono text-base font-semibold" data-testid="receipt-number">
          {receipt.receiptNumber}
        </p>
      </div>
      {voided ? (
        <div
          role="note"
          className="receipt-void-note mb-3 rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-900"
        >
          <p className="text-2xl font-black tracking-widest">VOID</p>
          <p>{RECEIPT_TEXTS.voided(receipt)}</p>
        </div>
      ) : null}
      <dl>
        <Line label="Date">{toDay(receipt.date)}</Line>
        <Line label="Received from">
          {receipt.tenant.name}
          {receipt.tenant.phone ? (
            <span className="block font-normal text-gray-700">
              <PhoneLink phone={receipt.tenant.phone} name={receipt.tenant.name} compact whatsApp={false} />
            </span>
          ) : null}
        </Line>
        {receipt.kind === 'hire' ? (
          <>
            {receipt.vehicle ? <Line label="Vehicle">{vehicleText(receipt.vehicle)}</Line> : null}
            {receipt.contract ? (
              <Line label="Contract">{CONTRACT_TYPE_LABELS[receipt.contract.type]}</Line>
            ) : null}
          </>
        ) : unit ? (
          <Line label="Unit / room">{unit}</Line>
        ) : null}
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 border-b border-dashed border-gray-300 py-2">
          <dt className="text-gray-700">Amount</dt>
          <dd className="receipt-amount text-xl font-bold" data-testid="receipt-amount">
            {formatCedi(receipt.amount)}
          </dd>
          <dd className="mt-1 basis-full italic text-gray-800">{receipt.amountInWords}</dd>
        </div>
        <Line label="Payment method">{receipt.method || 'N/A'}</Line>
        {receipt.network ? <Line label="Network">{receipt.network}</Line> : null}
        {receipt.reference ? <Line label="Transaction ID">{receipt.reference}</Line> : null}
        {receipt.payerPhone ? (
          <Line label="Payer phone">
            <PhoneLink phone={receipt.payerPhone} compact whatsApp={false} />
          </Line>
        ) : null}
        {receipt.balanceAfter !== null ? (
          <Line label="Balance after this payment">{formatCedi(receipt.balanceAfter)}</Line>
        ) : null}
        {receipt.paidThrough ? <Line label="Rent paid through">{toDay(receipt.paidThrough)}</Line> : null}
        {receipt.recordedBy ? <Line label="Recorded by">{receipt.recordedBy.name}</Line> : null}
      </dl>
      <div className="receipt-small mt-4 text-center text-xs text-gray-700">
        {business.receiptFooter ? <p className="whitespace-pre-line">{business.receiptFooter}</p> : null}
        <p className="mt-1">Issued {toDay(receipt.issuedAt)}</p>
      </div>
    </article>
  );
}

/** Print, Download PDF and Share on WhatsApp: on screen only. */
function ReceiptActions({ receipt }: { receipt: Receipt }) {
  // The receipt screen reads offline; its PDF is made by the server (decision 144).
  const offline = useNeedsConnection();
  return (
    <div className="mb-4 flex flex-wrap gap-2 print:hidden">
      <Button icon={<Printer className="size-4" aria-hidden="true" />} onClick={() => window.print()}>
        Print
      </Button>
      {offline.disabled ? (
        <Button variant="secondary" icon={<FileDown className="size-4" aria-hidden="true" />} needsServer>
          Download PDF
        </Button>
      ) : (
        <a
          href={api.receiptPdf(receipt.paymentId)}
          download={`Receipt_${receipt.receiptNumber}.pdf`}
          className={buttonClass('secondary')}
        >
          <FileDown className="size-4" aria-hidden="true" />
          Download PDF
        </a>
      )}
      <WhatsAppLink phone={receiptPhone(receipt)} text={receiptShareText(receipt)}>
        Share on WhatsApp
      </WhatsAppLink>
    </div>
  );
}

/** Where a receipt page sits: the apartment screens (rent) or the vehicle screens (remittances). */
const AREAS = {
  apartment: { of: 'payment', back: { to: routes.payments, label: 'Back to the payments' } },
  vehicle: { of: 'remittance', back: { to: routes.remittances, label: 'Back to the remittances' } },
} as const satisfies Record<string, { of: ReceiptOf; back: { to: string; label: string } }>;

/**
 * The receipt as a page made for printing (A5, and an 80 mm receipt printer: receipt-print.css),
 * with Print, Download PDF and Share on WhatsApp. A voided payment's receipt shows VOID with who
 * voided it, when and why. A remittance's names the vehicle and the contract instead of the unit.
 */
function ReceiptPage({ area }: { area: keyof typeof AREAS }) {
  const { id = '' } = useParams();
  const { of } = AREAS[area];
  const receipt = useReceipt(id, of);
  // A remittance's receipt leads back to its contract, where it was most likely opened from.
  const contract = receipt.data?.contract;
  const back = contract
    ? { to: routes.contract(contract._id), label: 'Back to the contract' }
    : AREAS[area].back;
  return (
    <div>
      <PageHeader
        title="Receipt"
        className="print:hidden"
        actions={
          <LinkButton to={back.to} variant="secondary">
            {back.label}
          </LinkButton>
        }
      />
      <RecordLoader
        query={receipt}
        loadingLabel="Loading receipt..."
        skeletonCount={6}
        className="mx-auto max-w-[148mm]"
        failedMessage={RECEIPT_TEXTS.loadFailed}
        unreachableMessage={RECEIPT_TEXTS.loadError}
        retry
        back={back}
      >
        {(loaded) => (
          <>
            <ReceiptActions receipt={loaded} />
            <ReceiptSheet receipt={loaded} />
          </>
        )}
      </RecordLoader>
    </div>
  );
}

/** /apartment/receipt/{paymentId} (docs/ledger.md §4): a rent payment's receipt. */
export function ReceiptScreen() {
  return <ReceiptPage area="apartment" />;
}

/** /vehicle/receipt/{remittanceId} (docs/hire.md §2): a remittance's receipt, in the vehicle screens. */
export function VehicleReceiptScreen() {
  return <ReceiptPage area="vehicle" />;
}
