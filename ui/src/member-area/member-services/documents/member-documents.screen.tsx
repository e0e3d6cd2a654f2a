import '../member-services.css';
import { Button, Classes, HTMLSelect } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons/lib/esm/generated/components/download';
import { PrintIcon } from '@blueprintjs/icons/lib/esm/generated/components/print';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { MEMBER_AREA_PATHS } from '../../member-area.config.ts';
import { MemberServiceFrame, useMemberServiceModel } from '../member-service-screen.tsx';
import type { DocumentCard, MemberDocumentsViewModel } from './member-documents.view-model.ts';

const DocumentCardView = observer(function DocumentCardView({
  card,
  model,
}: {
  card: DocumentCard;
  model: MemberDocumentsViewModel;
}) {
  const { typeDocument, libelle, description } = card.document;
  const headingId = `document-${typeDocument}`;
  const pickerId = `document-${typeDocument}-beneficiaire`;
  const errorId = `${pickerId}-erreur`;
  return (
    <section className={`${Classes.CARD} member-document`} aria-labelledby={headingId}>
      <h2 id={headingId}>{libelle}</h2>
      <p>{description}</p>
      {card.options.length === 0 ? null : (
        <div className="member-document-picker">
          <label htmlFor={pickerId}>
            {card.choice === 'required' ? 'Bénéficiaire (obligatoire)' : 'Bénéficiaire'}
          </label>
          <HTMLSelect
            id={pickerId}
            value={card.selected}
            fill
            aria-invalid={card.error === null ? undefined : true}
            aria-describedby={card.error === null ? undefined : errorId}
            onChange={(event) => model.pick(typeDocument, event.currentTarget.value)}
            options={card.options.map((option) => ({ value: option.value, label: option.label }))}
          />
          {card.error === null ? null : (
            <p id={errorId} className="member-document-error" role="alert">
              {card.error}
            </p>
          )}
        </div>
      )}
      <div className="member-document-actions">
        <Button
          intent="primary"
          icon={<DownloadIcon />}
          loading={model.busy === `${typeDocument}:export`}
          onClick={() => void model.get(typeDocument, 'export')}
        >
          Télécharger<span className="portal-visually-hidden"> {libelle} (PDF)</span>
        </Button>
        <Button
          icon={<PrintIcon />}
          loading={model.busy === `${typeDocument}:print`}
          onClick={() => void model.get(typeDocument, 'print')}
        >
          Imprimer<span className="portal-visually-hidden"> {libelle} (nouvel onglet)</span>
        </Button>
      </div>
      {typeDocument === 'CarteTP' ? (
        <p>
          <Link to={MEMBER_AREA_PATHS.carte}>Afficher ma carte sur l’écran (à présenter au comptoir)</Link>
        </p>
      ) : null}
    </section>
  );
});

/** « Mes documents »: carte de tiers payant and attestations of the current contract, as PDF. */
export const MemberDocumentsScreen = observer(function MemberDocumentsScreen() {
  const model = useMemberServiceModel((area) => area.memberServices.documents());
  return (
    <MemberServiceFrame tab="documents" model={model} failure="Vos documents n'ont pas pu être chargés.">
      {model.cards.length === 0 ? (
        <p className={Classes.CARD}>Aucun document ne peut être édité pour ce contrat.</p>
      ) : (
        <div className="member-documents" data-testid="member-documents">
          {model.cards.map((card) => (
            <DocumentCardView key={card.document.typeDocument} card={card} model={model} />
          ))}
        </div>
      )}
    </MemberServiceFrame>
  );
});
