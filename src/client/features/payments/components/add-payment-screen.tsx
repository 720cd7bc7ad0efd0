import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Controller, type Path } from 'react-hook-form';
import { type NavigateFunction, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { TOAST_MS } from '../../../../shared/constants';
import { toDay, today } from '../../../../shared/dates';
import { MOBILE_MONEY } from '../../../../shared/ledger';
import { formatGhc } from '../../../../shared/money';
import { api, routes } from '../../../../shared/paths';
import { addPaymentFields, PAYMENT_STATUSES, type Payment } from '../../../../shared/schemas/payments';
import type { RentRecord } from '../../../../shared/schemas/rent-records';
import { DateField } from '../../../components/ui/date-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { MoneyField } from '../../../components/ui/money-field';
import { PageHeader } from '../../../components/ui/page-header';
import { Select } from '../../../components/ui/select';
import { ServerSearchSelect } from '../../../components/ui/server-search-select';
import { ToastWithLink } from '../../../components/ui/toast-with-link';
import { newRequestKey } from '../../../lib/api-client';
import { OUTBOX_TEXTS } from '../../../lib/offline/outbox-texts';
import { useSchemaForm } from '../../../lib/schema-form';
import { recordedState } from '../../receipts';
import { StandingBadge, StandingSentence, tenantKeys, useTenant } from '../../tenants';
import { useAddPayment } from '../api/use-add-payment';
import { creditAfter, settlesBalance, suggestedAmount } from '../payment-suggestion';
import { MOMO_FIELD_NAMES } from './momo-fields';
import { PaymentMethodFields } from './payment-method-fields';

export const ADD_PAYMENT_TEXTS = {
  added: 'Payment Recorded Successfully',
  viewReceipt: (receiptNumber: string) => `View receipt ${receiptNumber}`,
  inCredit: (credit: number) => `The tenant will be in credit by ${formatGhc(credit)} after this payment.`,
} as const;

interface AddPaymentValues {
  tenant: string | null;
  method: string;
  date: string;
  amountPaid: string;
  status: string;
  network: string;
  reference: string;
  payerPhone: string;
}

type AddPaymentOutput = z.output<typeof addPaymentFields>;

const FIELDS = [
  'tenant',
  'method',
  'date',
  'amountPaid',
  'status',
  ...MOMO_FIELD_NAMES,
] as const satisfies readonly Path<AddPaymentValues>[];

/** The success toast: the spec's text and a link to the new payment's receipt (docs/ledger.md §4). */
const paymentAddedToast = (payment: Payment, navigate: NavigateFunction) => (
  <ToastWithLink
    to={routes.receipt(payment._id)}
    linkText={ADD_PAYMENT_TEXTS.viewReceipt(payment.receiptNumber)}
    navigate={navigate}
  >
    {ADD_PAYMENT_TEXTS.added}
  </ToastWithLink>
);

/** The chosen tenant's standing: what the suggestion and the status are drawn from. */
function TenantStanding({ record }: { record: RentRecord }) {
  const items = [
    { label: 'Balance', value: formatGhc(record.balance) },
    { label: 'Arrears', value: formatGhc(record.arrears) },
    { label: 'Paid through', value: record.paidThrough ? toDay(record.paidThrough) : 'Not yet paid' },
  ];
  return (
    <section
      aria-label={`Standing of ${record.tenantName}`}
      className="rounded-md border border-gray-200 bg-white p-4 md:col-span-2"
    >
      <div className="flex flex-wrap items-center gap-2">
        <StandingBadge record={record} />
        <StandingSentence record={record} />
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {items.map((item) => (
          <div key={item.label}>
            <dt className="text-sm text-gray-600">{item.label}</dt>
            <dd className="text-base font-semibold text-gray-900" data-testid={`standing-${item.label}`}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A tenant as the picker lists it: two tenants may share a name, the room tells them apart. */
const tenantOption = (tenant: RentRecord) => ({
  value: tenant._id,
  label: `${tenant.tenantName} (${tenant.roomDescription})`,
});

/**
 * /apartment/add_payment (docs/ledger.md §3): tenant, date and amount required. Choosing a tenant shows
 * their balance, arrears and paid-through date and fills the amount with the arrears (else the
 * balance) unless the user typed one; the status follows the amount (Completed when it settles the
 * balance) until the user picks it. `?tenant=<id>` chooses the tenant (the tenant page's 'Record
 * payment'). Mobile Money shows network, transaction ID and payer phone.
 */
export function AddPaymentScreen() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const tenantInUrl = search.get('tenant') ?? '';
  // `?tenant=`: that one record, asked for by its id (never the whole list).
  const urlTenant = useTenant(tenantInUrl, { enabled: tenantInUrl !== '' });
  // The record behind the chosen tenant: its balance, arrears and paid-through date show below.
  const [chosen, setChosen] = useState<RentRecord | undefined>(undefined);
  const addPayment = useAddPayment();
  // One payment per visit to this screen: every submit from here, retries included, carries this key.
  const [requestKey] = useState(newRequestKey);
  // What the user set by hand is never overwritten by a suggestion.
  const amountTyped = useRef(false);
  const statusChosen = useRef(false);
  const { field, control, submit, formState, watch, setValue, getValues } = useSchemaForm<
    AddPaymentValues,
    AddPaymentOutput
  >({
    schema: addPaymentFields,
    defaultValues: {
      tenant: tenantInUrl,
      method: '',
      date: today(),
      amountPaid: '',
      status: 'Partial',
      network: '',
      reference: '',
      payerPhone: '',
    },
    fields: FIELDS,
    send: async ({ date, network, reference, payerPhone, ...values }) => {
      // The Mobile Money details go only with that method (the server refuses a network otherwise).
      const momo = values.method === MOBILE_MONEY ? { network, reference, payerPhone } : {};
      // docs/screens.md §7 names the date `Date` on this call.
      const result = await addPayment.mutateAsync({
        body: { ...values, ...momo, Date: date },
        requestKey,
        summary: chosen ? tenantOption(chosen).label : '',
      });
      const payment = result.sent;
      if (!payment) {
        // Kept in the outbox: the list shows it as waiting to send (docs/offline.md §3).
        toast.info(OUTBOX_TEXTS.queued, { autoClose: TOAST_MS.long });
        navigate(routes.payments);
        return;
      }
      toast.success(paymentAddedToast(payment, navigate), {
        autoClose: TOAST_MS.long,
      });
      // The list keeps 'Payment recorded' with its receipt at hand once the toast has gone
      // (docs/decisions/058-receipt-at-hand.md); the toast is the spec's (docs/screens.md).
      navigate(routes.payments, {
        state: recordedState({
          kind: 'payment',
          id: payment._id,
          receiptNumber: payment.receiptNumber,
          amount: payment.amountPaid,
        }),
      });
    },
  });

  const amount = watch('amountPaid');
  const method = watch('method');
  const credit = chosen ? creditAfter(amount, chosen.balance) : null;

  const followAmount = (record: RentRecord | undefined, amountText: string) => {
    if (statusChosen.current || !record) return;
    // No amount yet: the spec's default, Partial.
    setValue('status', settlesBalance(amountText, record.balance) ? 'Completed' : 'Partial');
  };

  const applyTenant = (record: RentRecord | undefined) => {
    if (!record) return;
    if (!amountTyped.current) setValue('amountPaid', suggestedAmount(record), { shouldValidate: false });
    followAmount(record, getValues('amountPaid'));
  };

  // `?tenant=`: once its record has loaded, the tenant is chosen as if picked (or dropped when unknown).
  const urlTenantApplied = useRef(false);
  const applyUrlTenant = useEffectEvent(() => {
    if (urlTenantApplied.current || !tenantInUrl || urlTenant.isPending) return;
    urlTenantApplied.current = true;
    if (getValues('tenant') !== tenantInUrl) return;
    if (urlTenant.data) {
      setChosen(urlTenant.data);
      applyTenant(urlTenant.data);
    } else setValue('tenant', '');
  });
  const urlTenantSettled = !urlTenant.isPending;
  useEffect(() => {
    if (urlTenantSettled) applyUrlTenant();
  }, [urlTenantSettled]);

  const amountField = field('amountPaid');
  const statusField = field('status');

  return (
    <div>
      <PageHeader title="Add Payment" />
      <form onSubmit={submit} noValidate className="grid max-w-3xl gap-4 md:grid-cols-2">
        <Controller
          control={control}
          name="tenant"
          render={({ field }) => (
            <ServerSearchSelect<RentRecord>
              label="Tenant"
              name={field.name}
              required
              className="md:col-span-2"
              path={api.rentRecords}
              queryKey={tenantKeys.page}
              sort={{ sort: 'tenantName' }}
              toOption={tenantOption}
              selectedOption={chosen ? tenantOption(chosen) : null}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onChoose={(record) => {
                setChosen(record);
                applyTenant(record);
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              loadingText="Loading tenants..."
              placeholder="Search by name, phone or room..."
              noOptionsText="No tenants found"
              error={formState.errors.tenant?.message}
            />
          )}
        />
        {chosen ? <TenantStanding record={chosen} /> : null}
        <PaymentMethodFields
          field={field}
          method={method}
          clearMomo={() => {
            for (const name of MOMO_FIELD_NAMES) setValue(name, '');
          }}
        />
        <DateField label="Payment Date" required {...field('date')} />
        <MoneyField
          label="Amount Paid"
          required
          hint={
            chosen && suggestedAmount(chosen)
              ? 'Suggested from the arrears or balance; change it freely.'
              : undefined
          }
          {...amountField}
          onChange={(event) => {
            amountTyped.current = event.target.value !== '';
            followAmount(chosen, event.target.value);
            return amountField.onChange(event);
          }}
        />
        <Select
          label="Payment Status"
          options={PAYMENT_STATUSES}
          {...statusField}
          onChange={(event) => {
            statusChosen.current = true;
            return statusField.onChange(event);
          }}
        />
        {credit !== null ? (
          <p
            role="status"
            className="rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900 md:col-span-2"
          >
            {ADD_PAYMENT_TEXTS.inCredit(credit)}
          </p>
        ) : null}
        <FormSubmit
          text="Add Payment"
          busy={formState.isSubmitting}
          busyText="Adding Payment..."
          className="md:col-span-2"
        />
      </form>
    </div>
  );
}
