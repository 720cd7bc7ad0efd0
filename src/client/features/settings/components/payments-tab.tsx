import { toast } from 'react-toastify';
import { routes } from '../../../../shared/paths';
import {
  type PaymentSettings,
  type PaymentSettingsBody,
  paymentSettingsBody,
} from '../../../../shared/schemas/payment-settings';
import { USER_MESSAGES } from '../../../../shared/schemas/users';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormSubmit } from '../../../components/ui/form-submit';
import { RecordLoader } from '../../../components/ui/record-loader';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { messageOf } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useSchemaForm } from '../../../lib/schema-form';
import { useCheckPaymentKeys } from '../api/use-check-payment-keys';
import { usePaymentSettings } from '../api/use-payment-settings';
import { useSavePaymentSettings } from '../api/use-save-payment-settings';

export const PAYMENT_TEXTS = {
  loadFailed: 'Failed to load the payment settings.',
  loadError: 'Something went wrong while fetching the payment settings.',
  intro:
    'Tenants and hirers can pay by Mobile Money or card from the link in their reminders. Choose the provider that receives the money and enter the keys from its dashboard.',
  notReachable:
    'This server cannot be reached from the internet as it is set up now: payment links and the providers’ confirmations only work where tenants’ phones and the provider can reach it. Payments are still confirmed by asking the provider, a few minutes later.',
  keep: (masked: string) => `Saved: ${masked}. Leave blank to keep it.`,
  check: 'Check',
  checkHint: 'Check asks the provider whether it accepts the saved keys.',
  checking: 'Checking...',
  paystackWebhook: 'In Paystack: Settings → API Keys & Webhooks, set the Webhook URL to',
} as const;

const PROVIDER_LABELS = {
  none: 'None',
  paystack: 'Paystack',
  hubtel: 'Hubtel',
  test: 'Test provider',
} as const;

interface PaymentValues {
  provider: string;
  paystackSecretKey: string;
  hubtelClientId: string;
  hubtelClientSecret: string;
  hubtelMerchantAccount: string;
}

const FIELDS = [
  'provider',
  'paystackSecretKey',
  'hubtelClientId',
  'hubtelClientSecret',
  'hubtelMerchantAccount',
] as const;

/** Keys are never sent back: each field starts blank, meaning "keep the saved one". */
const formValues = (settings: PaymentSettings): PaymentValues => ({
  provider: settings.provider,
  paystackSecretKey: '',
  hubtelClientId: '',
  hubtelClientSecret: '',
  hubtelMerchantAccount: '',
});

/** A key's field: blank keeps the saved key, shown by its last 4 characters. */
function keyHint(saved: string | null, hint?: string): string | undefined {
  return saved ? PAYMENT_TEXTS.keep(saved) : hint;
}

function PaymentsForm({ settings }: { settings: PaymentSettings }) {
  const save = useSavePaymentSettings();
  const check = useCheckPaymentKeys();
  const { field, submit, formState, reset, watch } = useSchemaForm<PaymentValues, PaymentSettingsBody>({
    schema: paymentSettingsBody,
    defaultValues: formValues(settings),
    fields: FIELDS,
    send: async (values) => {
      const saved = await save.mutateAsync(values);
      check.reset();
      reset(formValues(saved));
      toast.success(USER_MESSAGES.settingsSaved);
    },
  });
  const provider = watch('provider');
  const options = (['none', 'paystack', 'hubtel', 'test'] as const)
    .filter((value) => value !== 'test' || settings.testProviderAvailable || settings.provider === 'test')
    .map((value) => ({ value, label: PROVIDER_LABELS[value] }));
  const checkFailed = check.isError;
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <p className="text-sm text-gray-700">{PAYMENT_TEXTS.intro}</p>
      {settings.publicUrlSet ? null : (
        <p role="note" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {PAYMENT_TEXTS.notReachable}
        </p>
      )}
      <form onSubmit={submit} noValidate aria-label="Payment provider" className="grid gap-4 md:grid-cols-2">
        <Select label="Provider" options={options} className="md:col-span-2" {...field('provider')} />
        {provider === 'paystack' ? (
          <TextField
            label="Paystack secret key"
            type="password"
            autoComplete="off"
            placeholder={settings.paystackSecretKey ?? 'sk_live_…'}
            hint={keyHint(settings.paystackSecretKey, 'In Paystack: Settings → API Keys & Webhooks.')}
            className="md:col-span-2"
            {...field('paystackSecretKey')}
          />
        ) : null}
        {provider === 'paystack' ? (
          <p className="text-sm text-gray-700 md:col-span-2" data-testid="paystack-webhook">
            {PAYMENT_TEXTS.paystackWebhook}{' '}
            <code className="break-all rounded bg-gray-100 px-1 py-0.5 text-gray-900">
              {settings.paystackWebhookUrl}
            </code>
          </p>
        ) : null}
        {provider === 'hubtel' ? (
          <>
            <TextField
              label="Client ID"
              autoComplete="off"
              placeholder={settings.hubtelClientId ?? ''}
              hint={keyHint(settings.hubtelClientId, 'In Hubtel: API keys.')}
              {...field('hubtelClientId')}
            />
            <TextField
              label="Client secret"
              type="password"
              autoComplete="off"
              placeholder={settings.hubtelClientSecret ?? ''}
              hint={keyHint(settings.hubtelClientSecret)}
              {...field('hubtelClientSecret')}
            />
            <TextField
              label="Merchant account number"
              autoComplete="off"
              inputMode="numeric"
              placeholder={settings.hubtelMerchantAccount ?? ''}
              hint={keyHint(settings.hubtelMerchantAccount, 'Your POS Sales ID in Hubtel.')}
              {...field('hubtelMerchantAccount')}
            />
          </>
        ) : null}
        <FormSubmit
          text="Save"
          busy={formState.isSubmitting}
          busyText="Saving..."
          className="md:col-span-2"
        />
      </form>
      {settings.provider === 'none' ? null : (
        <Card title={PAYMENT_TEXTS.check} aria-label="Check the keys">
          <p className="mb-3 text-sm text-gray-700">{PAYMENT_TEXTS.checkHint}</p>
          <Button type="button" variant="secondary" disabled={check.isPending} onClick={() => check.mutate()}>
            {check.isPending ? PAYMENT_TEXTS.checking : PAYMENT_TEXTS.check}
          </Button>
          {check.isSuccess || checkFailed ? (
            <p
              role="status"
              className={cn(
                'mt-3 rounded-md border p-3 text-sm',
                checkFailed
                  ? 'border-red-200 bg-red-50 text-red-800'
                  : 'border-green-200 bg-green-50 text-green-900',
              )}
            >
              {checkFailed ? messageOf(check.error) : check.data?.message}
            </p>
          ) : null}
        </Card>
      )}
    </div>
  );
}

/**
 * Settings → Payments (docs/collect.md §2), Admin only (so is /settings): the provider that takes
 * tenants' and hirers' online payments, its keys (never shown again: the last 4 characters only),
 * and a Check of the saved keys.
 */
export function PaymentsTab() {
  const settings = usePaymentSettings();
  return (
    <RecordLoader
      query={settings}
      loadingLabel="Loading payment settings..."
      skeletonCount={3}
      className="max-w-3xl"
      failedMessage={PAYMENT_TEXTS.loadFailed}
      unreachableMessage={PAYMENT_TEXTS.loadError}
      retry
      back={{ to: routes.settings, label: 'Back to the settings' }}
    >
      {(stored) => <PaymentsForm settings={stored} />}
    </RecordLoader>
  );
}
