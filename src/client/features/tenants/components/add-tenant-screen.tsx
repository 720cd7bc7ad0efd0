import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { routes } from '../../../../shared/paths';
import { type AddRentRecordBody, addRentRecordBody } from '../../../../shared/schemas/rent-records';
import { PageHeader } from '../../../components/ui/page-header';
import { useAddTenant } from '../api/use-add-tenant';
import { TenantForm } from './tenant-form';

export const ADD_TENANT_TEXTS = { added: 'Tenant Record Added Successfully' } as const;

/** /apartments/add_tenant_record. */
export function AddTenantScreen() {
  const navigate = useNavigate();
  const addTenant = useAddTenant();
  return (
    <div>
      <PageHeader title="Add New Tenant" />
      <TenantForm<AddRentRecordBody>
        schema={addRentRecordBody}
        mode="add"
        defaultValues={{
          tenantName: '',
          tenantPhone: '',
          roomDescription: '',
          rentedDate: '',
          expirationDate: '',
          noOfMonthsRented: '',
          amountPaidOnUtility: '',
          monthlyPrice: '',
          totalAmount: '',
          status: 'Active',
        }}
        submitText="Save"
        busyText="Adding Tenant..."
        onSubmit={async (values) => {
          await addTenant.mutateAsync(values);
          toast.success(ADD_TENANT_TEXTS.added);
          navigate(routes.tenants);
        }}
      />
    </div>
  );
}
