import { MOBILE_MONEY } from '../../../../shared/ledger';
import { PAYMENT_METHODS } from '../../../../shared/payments';
import { Select } from '../../../components/ui/select';
import type { BoundField } from '../../../lib/forms';
import { type MomoFieldName, MomoFields } from './momo-fields';

export interface PaymentMethodFieldsProps {
  /** Binds a field of the payment by its name ('method', 'network', 'reference', 'payerPhone'). */
  field: (name: 'method' | MomoFieldName) => BoundField;
  /** The method chosen (watched by the form): the Mobile Money details show only with it. */
  method: string;
  /** Empties the Mobile Money details: hidden, they are neither checked nor sent. */
  clearMomo: () => void;
  required?: boolean;
}

/**
 * A payment's method and, with Mobile Money, its network, transaction ID and payer phone
 * (docs/ledger.md §3): the Add Payment form and Add tenant's 'Payment received now' (decision 057).
 */
export function PaymentMethodFields({ field, method, clearMomo, required }: PaymentMethodFieldsProps) {
  const methodField = field('method');
  return (
    <>
      <Select
        label="Payment Method"
        placeholder="Select payment method"
        options={PAYMENT_METHODS}
        required={required}
        {...methodField}
        onChange={(event) => {
          if (event.target.value !== MOBILE_MONEY) clearMomo();
          return methodField.onChange(event);
        }}
      />
      {method === MOBILE_MONEY ? <MomoFields field={field} /> : null}
    </>
  );
}
