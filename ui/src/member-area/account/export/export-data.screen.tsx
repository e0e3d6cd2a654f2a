import { Button, Card } from '@blueprintjs/core';
import { ExportIcon } from '@blueprintjs/icons/lib/esm/generated/components/export';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { PageTitleBar } from '../../../widgets/page-title-bar/page-title-bar.tsx';
import type { AccountArea } from '../account.assembly.ts';
import { ACCOUNT_PATHS } from '../account.paths.ts';

/** « Télécharger mes données » (GDPR art. 20): a JSON file of the account's own data. */
export const ExportDataScreen = observer(function ExportDataScreen({ account }: { account: AccountArea }) {
  const [model] = useState(() => account.exportData());
  return (
    <>
      <PageTitleBar title="Télécharger mes données" back={{ to: ACCOUNT_PATHS.landing }} />
      <Card>
        <p>
          Recevez une copie des données de votre espace dans un fichier JSON, lisible par un autre service :
          votre profil, vos consentements et leur historique, vos contrats, la liste de vos courriers et les
          consultations de votre espace par nos conseillers.
        </p>
        <Button
          intent="primary"
          icon={<ExportIcon />}
          loading={model.exporting}
          onClick={() => void model.download()}
        >
          Télécharger mes données (JSON)
        </Button>
        {model.done ? <p>Le fichier a été téléchargé dans votre dossier de téléchargements.</p> : null}
      </Card>
    </>
  );
});
