import type { Path } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { routes } from '../../../../shared/paths';
import { formatPhone } from '../../../../shared/phone';
import { type BusinessSettings, businessSettingsBody } from '../../../../shared/schemas/ledger';
import { USER_MESSAGES } from '../../../../shared/schemas/users';
import { FormSubmit } from '../../../components/ui/form-submit';
import { RecordLoader } from '../../../components/ui/record-loader';
import { TextField } from '../../../components/ui/text-field';
import { Textarea } from '../../../components/ui/textarea';
import { useSchemaForm } from '../../../lib/schema-form';
import { useBusinessSettings } from '../api/use-business-settings';
import { useSaveBusinessSettings } from '../api/use-save-business-settings';

export const BUSINESS_TEXTS = {
  loadFailed: 'Failed to load the business details.',
  loadError: 'Something went wrong while fetching the business details.',
  intro: 'Printed at the head of every receipt and statement. The name is also the one in the top bar.',
} as const;

type BusinessValues = Record<keyof BusinessSettings, string>;
type BusinessOutput = z.output<typeof businessSettingsBody>;

const FIELDS = [
  'name',
  'address',
  'phone',
  'email',
  'ghanaPostGps',
  'receiptFooter',
  'rentTaxRate',
] as const satisfies readonly Path<BusinessValues>[];

const formValues = (settings: BusinessSettings): BusinessValues => ({
  ...settings,
  phone: settings.phone ? formatPhone(settings.phone) : '',
  rentTaxRate: String(settings.rentTaxRate),
});

function BusinessForm({ settings }: { settings: BusinessSettings }) {
  const save = useSaveBusinessSettings();
  const { field, submit, formState, reset } = useSchemaForm<BusinessValues, BusinessOutput>({
    schema: businessSettingsBody,
    defaultValues: formValues(settings),
    fields: FIELDS,
    send: async (values) => {
      const saved = await save.mutateAsync(values);
      reset(formValues(saved));
      toast.success(USER_MESSAGES.settingsSaved);
    },
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Business details"
      className="grid max-w-3xl gap-4 md:grid-cols-2"
    >
      <p className="text-sm text-gray-700 md:col-span-2">{BUSINESS_TEXTS.intro}</p>
      <TextField
        label="Business name"
        required
        autoComplete="organization"
        className="md:col-span-2"
        {...field('name')}
      />
      <Textarea label="Address" rows={2} className="md:col-span-2" {...field('address')} />
      <TextField label="Phone" type="tel" autoComplete="tel" placeholder="024 123 4567" {...field('phone')} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField
        label="GhanaPostGPS address"
        autoComplete="off"
        placeholder="GA-123-4567"
        hint="Your digital address, e.g. GA-123-4567"
        {...field('ghanaPostGps')}
      />
      <Textarea
        label="Receipt footer"
        rows={2}
        maxLength={500}
        hint="Printed at the foot of every receipt, e.g. 'Thank you for your payment.'"
        className="md:col-span-2"
        {...field('receiptFooter')}
      />
      <TextField
        label="Rent tax rate (%)"
        inputMode="decimal"
        autoComplete="off"
        hint="Residential rent income tax: the profit report's estimate to set aside is this share of the rent collected (8 by default)."
        {...field('rentTaxRate')}
      />
      <FormSubmit
        text="Save Changes"
        busy={formState.isSubmitting}
        busyText="Saving..."
        className="md:col-span-2"
      />
    </form>
  );
}

/**
 * Settings → Business (docs/ledger.md §4): the name, address, phone, email, GhanaPostGPS address and
 * receipt footer printed on receipts and statements, and the rent tax rate (docs/insight.md §2). Admin only (so is /settings).
 */
export function BusinessSettingsForm() {
  const settings = useBusinessSettings();
  return (
    <RecordLoader
      query={settings}
      loadingLabel="Loading business details..."
      skeletonCount={6}
      className="max-w-3xl"
      failedMessage={BUSINESS_TEXTS.loadFailed}
      unreachableMessage={BUSINESS_TEXTS.loadError}
      retry
      back={{ to: routes.settings, label: 'Back to the settings' }}
    >
      {(stored) => <BusinessForm settings={stored} />}
    </RecordLoader>
  );
}
