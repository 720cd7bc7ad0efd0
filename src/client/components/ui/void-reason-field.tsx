import { Textarea } from './textarea';

/** The server's limit on a void's reason (docs/ledger.md §3). */
const REASON_MAX = 500;

export interface VoidReasonFieldProps {
  value: string;
  onChange: (reason: string) => void;
  disabled?: boolean;
}

/** The optional reason typed in a void's confirm dialog (a payment's, a remittance's), printed on the VOID receipt. */
export function VoidReasonField({ value, onChange, disabled }: VoidReasonFieldProps) {
  return (
    <Textarea
      label="Reason (optional)"
      name="reason"
      maxLength={REASON_MAX}
      hint={`At most ${REASON_MAX} characters; printed on the VOID receipt.`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
    />
  );
}
