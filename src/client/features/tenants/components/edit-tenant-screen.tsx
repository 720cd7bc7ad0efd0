import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { toDay } from '../../../../shared/dates';
import { routes } from '../../../../shared/paths';
import { formatPhone } from '../../../../shared/phone';
import { type EditRentRecordBody, editRentRecordBody } from '../../../../shared/schemas/rent-records';
import { InlineError } from '../../../components/ui/inline-error';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { useEditTenant } from '../api/use-edit-tenant';
import { useTenant } from '../api/use-tenant';
import { TenantForm } from './tenant-form';

export const EDIT_TENANT_TEXTS = {
  updated: 'Tenant Record Modified Successfully',
  loadFailed: 'Failed to load tenant data.',
  loadError: 'Something went wrong while fetching tenant data.',
} as const;

/** /apartments/tenant/edit/{id}: dates shown as their first 10 characters; the total is read-only. */
export function EditTenantScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const tenant = useTenant(id);
  const editTenant = useEditTenant(id);

  return (
    <div>
      <PageHeader title="Edit Tenant" />
      {tenant.isPending ? (
        <SkeletonBars count={6} label="Loading tenant..." className="max-w-3xl" />
      ) : tenant.data ? (
        <TenantForm<EditRentRecordBody>
          schema={editRentRecordBody}
          mode="edit"
          defaultValues={{
            tenantName: tenant.data.tenantName,
            tenantPhone: formatPhone(tenant.data.tenantPhone),
            roomDescription: tenant.data.roomDescription,
            rentedDate: toDay(tenant.data.rentedDate),
            expirationDate: toDay(tenant.data.expirationDate),
            noOfMonthsRented: String(tenant.data.noOfMonthsRented),
            amountPaidOnUtility: tenant.data.amountPaidOnUtility.toFixed(2),
            monthlyPrice: tenant.data.monthlyPrice.toFixed(2),
            totalAmount: tenant.data.totalAmount.toFixed(2),
            status: tenant.data.status,
          }}
          submitText="Update Tenant"
          busyText="Updating Tenant..."
          onSubmit={async (values) => {
            await editTenant.mutateAsync(values);
            toast.success(EDIT_TENANT_TEXTS.updated);
            navigate(routes.tenants);
          }}
        />
      ) : (
        <InlineError
          className="max-w-3xl"
          message={
            isApiError(tenant.error) && tenant.error.status > 0
              ? EDIT_TENANT_TEXTS.loadFailed
              : EDIT_TENANT_TEXTS.loadError
          }
        >
          <LinkButton to={routes.tenants} variant="secondary">
            Back to the tenants
          </LinkButton>
        </InlineError>
      )}
    </div>
  );
}
