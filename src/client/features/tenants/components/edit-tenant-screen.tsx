import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { toDay } from '../../../../shared/dates';
import { routes } from '../../../../shared/paths';
import { formatPhone } from '../../../../shared/phone';
import { type EditRentRecordBody, editRentRecordBody } from '../../../../shared/schemas/rent-records';
import { PageHeader } from '../../../components/ui/page-header';
import { RecordLoader } from '../../../components/ui/record-loader';
import { useEditTenant } from '../api/use-edit-tenant';
import { useTenant } from '../api/use-tenant';
import { TenantForm } from './tenant-form';

export const EDIT_TENANT_TEXTS = {
  updated: 'Tenant Record Modified Successfully',
  loadFailed: 'Failed to load tenant data.',
  loadError: 'Something went wrong while fetching tenant data.',
} as const;

/**
 * The edit form's rules: the server's edit body inside its preprocess (which only takes the
 * `apartment` alias, never sent by the form): the add form's fields with an optional status.
 */
const editTenantFields = editRentRecordBody.out;

/** /apartments/tenant/edit/{id}: dates shown as their first 10 characters; the total is read-only. */
export function EditTenantScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const tenant = useTenant(id);
  const editTenant = useEditTenant(id);

  return (
    <div>
      <PageHeader title="Edit Tenant" />
      <RecordLoader
        query={tenant}
        loadingLabel="Loading tenant..."
        skeletonCount={6}
        className="max-w-3xl"
        failedMessage={EDIT_TENANT_TEXTS.loadFailed}
        unreachableMessage={EDIT_TENANT_TEXTS.loadError}
        back={{ to: routes.tenants, label: 'Back to the tenants' }}
      >
        {(stored) => (
          <TenantForm<EditRentRecordBody>
            schema={editTenantFields}
            mode="edit"
            defaultValues={{
              tenantName: stored.tenantName,
              tenantPhone: formatPhone(stored.tenantPhone),
              roomDescription: stored.roomDescription,
              rentedDate: toDay(stored.rentedDate),
              expirationDate: toDay(stored.expirationDate),
              noOfMonthsRented: String(stored.noOfMonthsRented),
              amountPaidOnUtility: stored.amountPaidOnUtility.toFixed(2),
              monthlyPrice: stored.monthlyPrice.toFixed(2),
              totalAmount: stored.totalAmount.toFixed(2),
              status: stored.status,
              apartmentId: stored.apartmentId ?? '',
              billing: stored.billing,
            }}
            submitText="Update Tenant"
            busyText="Updating Tenant..."
            onSubmit={async (values) => {
              await editTenant.mutateAsync(values);
              toast.success(EDIT_TENANT_TEXTS.updated);
              navigate(routes.tenants);
            }}
          />
        )}
      </RecordLoader>
    </div>
  );
}
