import '../member-services.css';
import { Callout, Classes, HTMLTable, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { MEMBER_AREA_PATHS } from '../../member-area.config.ts';
import { useMemberAreaContext } from '../../member-area-context.tsx';
import { MEMBER_SERVICES_PATHS } from '../member-services.config.ts';
import { MemberServiceFrame, useMemberServiceModel } from '../member-service-screen.tsx';
import { ADD_BENEFICIARY_HINT } from './beneficiaries.view-model.ts';

/** « Mes bénéficiaires »: the people covered by the current contract, read-only. */
export const BeneficiariesScreen = observer(function BeneficiariesScreen() {
  const area = useMemberAreaContext();
  const model = useMemberServiceModel((services) => services.memberServices.beneficiaries());
  return (
    <MemberServiceFrame
      tab="beneficiaries"
      model={model}
      failure="Vos bénéficiaires n'ont pas pu être chargés."
    >
      {model.rows.length === 0 ? (
        <p className={Classes.CARD}>Aucune personne n'est couverte par ce contrat.</p>
      ) : (
        <div className="member-table-wrapper" role="region" aria-label="Personnes couvertes" tabIndex={0}>
          <HTMLTable className="member-table member-table-stacked" striped data-testid="beneficiaries-table">
            <caption className="portal-visually-hidden">Personnes couvertes par le contrat, par rang</caption>
            <thead>
              <tr>
                <th scope="col">Rang</th>
                <th scope="col">Civilité</th>
                <th scope="col">Nom</th>
                <th scope="col">Prénom</th>
                <th scope="col">Date de naissance</th>
                <th scope="col">Télétransmission</th>
              </tr>
            </thead>
            <tbody>
              {model.rows.map((row) => (
                <tr key={row.numPers}>
                  <td data-label="Rang">{row.rang}</td>
                  <td data-label="Civilité">{row.civilite}</td>
                  <th scope="row" data-label="Nom">
                    {row.nom}
                  </th>
                  <td data-label="Prénom">{row.prenom}</td>
                  <td data-label="Date de naissance">{row.dateNaissance}</td>
                  <td data-label="Télétransmission">
                    <Tag minimal intent={row.teletransmissionRefused ? 'warning' : 'success'}>
                      {row.teletransmission}
                    </Tag>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {model.refusedCount === 0 ? null : (
        <p>
          Sans télétransmission, envoyez vos décomptes de la Sécurité sociale pour être remboursé par la
          mutuelle.
        </p>
      )}
      <Callout intent="primary" className="member-glossary">
        <h2 className="member-callout-title">Ajouter un bénéficiaire</h2>
        <p>{ADD_BENEFICIARY_HINT}</p>
        <ul className="member-links">
          {area.memberServices.tabs.isVisible('documents') ? (
            <li>
              <Link to={MEMBER_SERVICES_PATHS.documents}>Télécharger le formulaire (Mes documents)</Link>
            </li>
          ) : null}
          <li>
            <Link to={MEMBER_AREA_PATHS.justificatifs}>Envoyer des justificatifs</Link>
          </li>
        </ul>
      </Callout>
    </MemberServiceFrame>
  );
});
