import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import type { MemberAreaViewModel } from './member-area.view-model.ts';

// Each dialog downloads when it first opens.
const ConsentDialog = lazy(() => import('./dialogs/consent/consent.dialog.tsx'));
const BankDetailsDialog = lazy(() => import('./dialogs/bank-details/bank-details.dialog.tsx'));
const CareNetworksDialog = lazy(() => import('./dialogs/care-networks/care-networks.dialog.tsx'));
const MemberCmsDialog = lazy(() => import('./dialogs/member-cms/member-cms.dialog.tsx'));
const NoContractDialog = lazy(() => import('./dialogs/no-contract/no-contract.dialog.tsx'));
const ContractsErrorDialog = lazy(() => import('./dialogs/contracts-error/contracts-error.dialog.tsx'));

/** Shows the member area's active dialog (one at a time; the next one opens when it closes). */
export const MemberDialogHost = observer(function MemberDialogHost({
  shell,
}: {
  shell: MemberAreaViewModel;
}) {
  const dialog = shell.activeDialog;
  if (dialog === null) return null;
  let content;
  switch (dialog.kind) {
    case 'consent':
      content = <ConsentDialog model={dialog.model} />;
      break;
    case 'bank-details':
      content = <BankDetailsDialog model={dialog.model} />;
      break;
    case 'care-networks':
      content = <CareNetworksDialog model={dialog.model} />;
      break;
    case 'information':
      content = <MemberCmsDialog model={dialog.model} testId="information-dialog" />;
      break;
    case 'demat':
      content = <MemberCmsDialog model={dialog.model} testId="demat-dialog" />;
      break;
    case 'no-contract':
      content = <NoContractDialog model={dialog.model} />;
      break;
    case 'contracts-error':
      content = (
        <ContractsErrorDialog
          message={dialog.message}
          onRetry={() => void shell.retryContracts()}
          onLogout={() => void shell.logout()}
        />
      );
      break;
  }
  return <Suspense fallback={null}>{content}</Suspense>;
});
