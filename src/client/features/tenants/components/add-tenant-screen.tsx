import { useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { routes } from '../../../../shared/paths';
import { type AddRentRecordBody, rentRecordFormFields } from '../../../../shared/schemas/rent-records';
import { PageHeader } from '../../../components/ui/page-header';
import { useAddTenant } from '../api/use-add-tenant';
import { readRenewal } from '../renewal';
import { TenantForm, type TenantFormValues } from './tenant-form';

export const ADD_TENANT_TEXTS = { added: 'Tenant Record Added Successfully' } as const;

const BLANK: TenantFormValues = {
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
  apartmentId: '',
  billing: 'advance',
};

/** /apartments/add_tenant_record; the tenant page's Renew opens it prefilled (router state). */
export function AddTenantScreen() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const addTenant = useAddTenant();
  const renewal = readRenewal(state);
  return (
    <div>
      <PageHeader
        title="Add New Tenant"
        description={renewal?.tenantName ? `Renewing the tenancy of ${renewal.tenantName}.` : undefined}
      />
      <TenantForm<AddRentRecordBody>
        schema={rentRecordFormFields}
        mode="add"
        defaultValues={{ ...BLANK, ...renewal }}
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
