import { MOMO_NETWORKS } from '../../../../shared/ledger';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import type { BoundField } from '../../../lib/forms';

export const MOMO_FIELD_NAMES = ['network', 'reference', 'payerPhone'] as const;
export type MomoFieldName = (typeof MOMO_FIELD_NAMES)[number];

export interface MomoFieldsProps {
  field: (name: MomoFieldName) => BoundField;
  /** `row`: three across from `md` (a page form); `stack`: one under the other (a narrow dialog). */
  layout?: 'row' | 'stack';
}

/** The Mobile Money details of a payment (docs/ledger.md §3), shown only while the method is Mobile Money. */
export function MomoFields({ field, layout = 'row' }: MomoFieldsProps) {
  return (
    <fieldset
      className={
        layout === 'row'
          ? 'grid gap-4 rounded-md border border-gray-200 p-4 md:col-span-2 md:grid-cols-3'
          : 'grid gap-4 rounded-md border border-gray-200 p-4'
      }
    >
      <legend className="px-1 text-sm font-semibold text-gray-900">Mobile Money</legend>
      <Select label="Network" placeholder="Select network" options={MOMO_NETWORKS} {...field('network')} />
      <TextField
        label="Transaction ID"
        maxLength={50}
        autoComplete="off"
        hint="As in the Mobile Money SMS"
        {...field('reference')}
      />
      <TextField
        label="Payer phone"
        type="tel"
        autoComplete="off"
        placeholder="024 123 4567"
        {...field('payerPhone')}
      />
    </fieldset>
  );
}
