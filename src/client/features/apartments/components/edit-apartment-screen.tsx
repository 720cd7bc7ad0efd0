import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { routes } from '../../../../shared/paths';
import { type EditApartmentBody, editApartmentBody } from '../../../../shared/schemas/apartments';
import { PageHeader } from '../../../components/ui/page-header';
import { RecordLoader } from '../../../components/ui/record-loader';
import { useApartment } from '../api/use-apartment';
import { useEditApartment } from '../api/use-edit-apartment';
import { ApartmentForm } from './apartment-form';

export const EDIT_APARTMENT_TEXTS = {
  updated: 'Apartment updated successfully',
  loadFailed: 'Failed to fetch apartment data.',
  loadError: 'An error occurred while fetching data.',
} as const;

/** /apartment/edit/{id}: every field required, description too (docs/screens.md §5). */
export function EditApartmentScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const apartment = useApartment(id);
  const editApartment = useEditApartment(id);

  return (
    <div>
      <PageHeader title="Edit Apartment" />
      <RecordLoader
        query={apartment}
        loadingLabel="Loading apartment..."
        skeletonCount={5}
        className="max-w-3xl"
        failedMessage={EDIT_APARTMENT_TEXTS.loadFailed}
        unreachableMessage={EDIT_APARTMENT_TEXTS.loadError}
        back={{ to: routes.apartments, label: 'Back to the apartments' }}
      >
        {(stored) => (
          <ApartmentForm<EditApartmentBody>
            schema={editApartmentBody}
            defaultValues={{
              title: stored.title,
              location: stored.location,
              price: stored.price.toFixed(2),
              status: stored.status,
              description: stored.description,
              tenant: stored.tenant,
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
        )}
      </RecordLoader>
    </div>
  );
}
