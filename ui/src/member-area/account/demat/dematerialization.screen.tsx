import { Button, Card } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { CmsBlockContent } from '../../cms-block-content.tsx';
import { PageLoading } from '../../../widgets/page-loading/page-loading.tsx';
import { PageTitleBar } from '../../../widgets/page-title-bar/page-title-bar.tsx';
import type { AccountArea } from '../account.assembly.ts';
import { ACCOUNT_PATHS } from '../account.paths.ts';

const CHOICES = [
  { value: true, label: 'Par e-mail (zéro papier)' },
  { value: false, label: 'Par courrier postal' },
] as const;

/** « Zéro papier »: documents by e-mail or by post, with the dematerialisation popup's text. */
export const DematerializationScreen = observer(function DematerializationScreen({
  account,
}: {
  account: AccountArea;
}) {
  const [model] = useState(() => account.dematerialization());
  useEffect(() => {
    void model.load();
  }, [model]);
  return (
    <>
      <PageTitleBar title="Zéro papier" back={{ to: ACCOUNT_PATHS.landing }} />
      {model.status === 'loading' ? <PageLoading /> : null}
      {model.status === 'failed' ? (
        <Card>
          <p>Votre préférence n'a pas pu être chargée.</p>
          <Button onClick={() => void model.load()}>Réessayer</Button>
        </Card>
      ) : null}
      {model.status === 'loaded' ? (
        <Card data-testid="dematerialization">
          <CmsBlockContent cms={model.cms} />
          <fieldset className="account-choice" disabled={model.saving}>
            <legend>Comment souhaitez-vous recevoir vos documents ?</legend>
            {CHOICES.map((choice) => (
              <label key={choice.label} className="account-choice-option">
                <input
                  type="radio"
                  name="zero-papier"
                  checked={model.dematerialization === choice.value}
                  onChange={() => void model.change(choice.value)}
                />{' '}
                {choice.label}
              </label>
            ))}
          </fieldset>
        </Card>
      ) : null}
    </>
  );
});
