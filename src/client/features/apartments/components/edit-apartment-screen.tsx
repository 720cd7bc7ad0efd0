import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { routes } from '../../../../shared/paths';
import { type EditApartmentBody, editApartmentBody } from '../../../../shared/schemas/apartments';
import { InlineError } from '../../../components/ui/inline-error';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { useApartment } from '../api/use-apartment';
import { useEditApartment } from '../api/use-edit-apartment';
import { ApartmentForm } from './apartment-form';

export const EDIT_APARTMENT_TEXTS = {
  updated: 'Apartment updated successfully',
  loadFailed: 'Failed to fetch apartment data.',
  loadError: 'An error occurred while fetching data.',
} as const;

/** /apartment/edit/{id}: every field required, description too (spec.md section 5). */
export function EditApartmentScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const apartment = useApartment(id);
  const editApartment = useEditApartment(id);

  return (
    <div>
      <PageHeader title="Edit Apartment" />
      {apartment.isPending ? (
        <SkeletonBars count={5} label="Loading apartment..." className="max-w-3xl" />
      ) : apartment.data ? (
        <ApartmentForm<EditApartmentBody>
          schema={editApartmentBody}
          defaultValues={{
            title: apartment.data.title,
            location: apartment.data.location,
            price: apartment.data.price.toFixed(2),
            status: apartment.data.status,
            description: apartment.data.description,
            tenant: apartment.data.tenant,
          }}
          descriptionRequired
          submitText="Save Update"
          busyText="Saving Changes..."
          onSubmit={async (values) => {
            await editApartment.mutateAsync(values);
            toast.success(EDIT_APARTMENT_TEXTS.updated);
            navigate(routes.apartments);
          }}
        />
      ) : (
        <InlineError
          className="max-w-3xl"
          message={
            isApiError(apartment.error) && apartment.error.status > 0
              ? EDIT_APARTMENT_TEXTS.loadFailed
              : EDIT_APARTMENT_TEXTS.loadError
          }
        >
          <LinkButton to={routes.apartments} variant="secondary">
            Back to the apartments
          </LinkButton>
        </InlineError>
      )}
    </div>
  );
}
