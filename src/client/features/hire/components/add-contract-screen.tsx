import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { today } from '../../../../shared/dates';
import { routes } from '../../../../shared/paths';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useAddContract } from '../api/use-add-contract';
import { emptyContractValues } from '../contract-values';
import { HIRE_TEXTS } from '../hire-texts';
import { ContractForm } from './contract-form';

/**
 * /vehicle/add_contract (docs/hire.md §4): a new hire contract; `?vehicleId=` picks the vehicle (and so
 * the hirer). Saving ends on the contract's page.
 */
export function AddContractScreen() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const addContract = useAddContract();
  // Read once: the form keeps its own values from here on.
  const [defaults] = useState(() => emptyContractValues(today(), search.get('vehicleId') ?? ''));
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Add Contract" />
      <Card>
        <ContractForm
          mode="add"
          defaultValues={defaults}
          submitText="Save Contract"
          busyText="Saving Contract..."
          onSubmit={async (body) => {
            const saved = await addContract.mutateAsync(body);
            toast.success(HIRE_TEXTS.added);
            navigate(routes.contract(saved._id));
          }}
        />
      </Card>
    </div>
  );
}
