import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { routes } from '../../../../shared/paths';
import { type AddApartmentBody, addApartmentBody } from '../../../../shared/schemas/apartments';
import { PageHeader } from '../../../components/ui/page-header';
import { useAddApartment } from '../api/use-add-apartment';
import { ApartmentForm } from './apartment-form';

export const ADD_PROPERTY_TEXTS = { added: 'Apartment Added Successfully' } as const;

/** /apartments/add_property: title, location and price required; status defaults to Available. */
export function AddPropertyScreen() {
  const navigate = useNavigate();
  const addApartment = useAddApartment();
  return (
    <div>
      <PageHeader title="Add New Property" />
      <ApartmentForm<AddApartmentBody>
        schema={addApartmentBody}
        defaultValues={{
          title: '',
          location: '',
          price: '',
          status: 'Available',
          description: '',
          tenant: '',
        }}
        descriptionRequired={false}
        submitText="Add Property"
        busyText="Adding your Property..."
        onSubmit={async (values) => {
          await addApartment.mutateAsync(values);
          toast.success(ADD_PROPERTY_TEXTS.added);
          navigate(routes.apartments);
        }}
      />
    </div>
  );
}
