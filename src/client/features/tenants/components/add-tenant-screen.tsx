import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { MOBILE_MONEY } from '../../../../shared/ledger';
import { routes } from '../../../../shared/paths';
import { type AddRentRecordBody, addRentRecordBody } from '../../../../shared/schemas/rent-records';
import { PageHeader } from '../../../components/ui/page-header';
import { newRequestKey } from '../../../lib/api-client';
import { recordedState } from '../../receipts';
import { useAddTenant } from '../api/use-add-tenant';
import { readRenewal } from '../renewal';
import { BLANK_PAYMENT, type ReceivedPaymentValues, TenantForm, type TenantFormValues } from './tenant-form';

export const ADD_TENANT_TEXTS = { added: 'Tenant Record Added Successfully' } as const;

const BLANK: TenantFormValues = {
  tenantName: '',
  tenantPhone: '',
  roomDescription: '',
  rentedDate: '',
  expirationDate: '',
  noOfMonthsRented: '',
  // Most tenancies have no utility charge: 0 unless typed (issue 18).
  amountPaidOnUtility: '0',
  monthlyPrice: '',
  totalAmount: '',
  status: 'Active',
  apartmentId: '',
  billing: 'advance',
  payment: BLANK_PAYMENT,
};

/**
 * 'Payment received now' goes only when something was typed in it; the Mobile Money details only
 * with that method (decision 057).
 */
function paymentAsSent(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input;
  const { payment, ...record } = input as { payment?: ReceivedPaymentValues };
  if (!payment || Object.values(payment).every((value) => String(value ?? '').trim() === '')) return record;
  const { network, reference, payerPhone, ...rest } = payment;
  return { ...record, payment: payment.method === MOBILE_MONEY ? payment : rest };
}

// The form's values are the schema's input (the resolver's type cannot see through preprocess).
const addTenantSchema = z.preprocess(paymentAsSent, addRentRecordBody) as unknown as Parameters<
  typeof TenantForm
>[0]['schema'];

/**
 * /apartments/add_tenant_record; the tenant page's Renew opens it prefilled (router state). It ends
 * on the new tenancy's page, with the payment received (if any) and its receipt at hand.
 */
export function AddTenantScreen() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const addTenant = useAddTenant();
  // One tenancy per visit: a retry after a lost answer records its payment once (decision 043).
  const [requestKey] = useState(newRequestKey);
  const renewal = readRenewal(state);
  return (
    <div>
      <PageHeader
        title="Add New Tenant"
        description={renewal?.tenantName ? `Renewing the tenancy of ${renewal.tenantName}.` : undefined}
      />
      <TenantForm<AddRentRecordBody>
        schema={addTenantSchema}
        mode="add"
        receivesPayment
        defaultValues={{ ...BLANK, ...renewal }}
        submitText="Save"
        busyText="Adding Tenant..."
        onSubmit={async (values) => {
          const { data, payment } = await addTenant.mutateAsync({ body: values, requestKey });
          toast.success(ADD_TENANT_TEXTS.added);
          navigate(routes.tenant(data._id), {
            state: payment
              ? recordedState({
                  kind: 'payment',
                  id: payment._id,
                  receiptNumber: payment.receiptNumber,
                  amount: payment.amountPaid,
                })
              : undefined,
          });
        }}
      />
    </div>
  );
}
