import type { ReactNode } from 'react';
import { routes } from '../../../../shared/paths';
import { RecordLoader, type RecordLoaderProps } from '../../../components/ui/record-loader';
import { HIRE_TEXTS } from '../hire-texts';

/** A contract's screen body: a skeleton while the contract loads, an error with a way back to the list, then `children`. */
export function ContractLoader<T>({
  query,
  children,
}: {
  query: RecordLoaderProps<T>['query'];
  children: (loaded: T) => ReactNode;
}) {
  return (
    <RecordLoader
      query={query}
      loadingLabel="Loading contract..."
      skeletonCount={6}
      failedMessage={HIRE_TEXTS.loadFailed}
      unreachableMessage={HIRE_TEXTS.loadError}
      retry
      back={{ to: routes.contracts, label: 'Back to the contracts' }}
    >
      {children}
    </RecordLoader>
  );
}
