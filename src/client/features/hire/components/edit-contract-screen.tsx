import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { routes } from '../../../../shared/paths';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { RecordLoader } from '../../../components/ui/record-loader';
import { useContract } from '../api/use-contract';
import { useEditContract } from '../api/use-edit-contract';
import { contractFormValues } from '../contract-values';
import { HIRE_TEXTS } from '../hire-texts';
import { ContractForm } from './contract-form';

/** /vehicle/edit_contract/{id}: the whole contract, its status too (terminating is an edit). */
export function EditContractScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const contract = useContract(id);
  const editContract = useEditContract(id);
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Edit Contract" />
      <RecordLoader
        query={contract}
        loadingLabel="Loading contract..."
        skeletonCount={6}
        failedMessage={HIRE_TEXTS.loadFailed}
        unreachableMessage={HIRE_TEXTS.loadError}
        retry
        back={{ to: routes.contracts, label: 'Back to the contracts' }}
      >
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
      </RecordLoader>
    </div>
  );
}
