import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { routes } from '../../../../shared/paths';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useContract } from '../api/use-contract';
import { useEditContract } from '../api/use-edit-contract';
import { contractFormValues } from '../contract-values';
import { HIRE_TEXTS } from '../hire-texts';
import { ContractForm } from './contract-form';
import { ContractLoader } from './contract-loader';

/** /vehicle/edit_contract/{id}: the whole contract, its status too (terminating is an edit). */
export function EditContractScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const contract = useContract(id);
  const editContract = useEditContract(id);
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Edit Contract" />
      <ContractLoader query={contract}>
        {(stored) => (
          <Card>
            <ContractForm
              key={stored._id}
              mode="edit"
              defaultValues={contractFormValues(stored)}
              currentVehicle={stored.vehicle}
              submitText="Update Contract"
              busyText="Updating Contract..."
              onSubmit={async (body) => {
                await editContract.mutateAsync(body);
                toast.success(HIRE_TEXTS.updated);
                navigate(routes.contract(id));
              }}
            />
          </Card>
        )}
      </ContractLoader>
    </div>
  );
}
