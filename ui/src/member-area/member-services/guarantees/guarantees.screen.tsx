import '../member-services.css';
import { Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { AccordionGroup } from '../../../widgets/accordion/accordion-group.tsx';
import { MemberServiceFrame, useMemberServiceModel } from '../member-service-screen.tsx';

/** « Mes garanties »: what the current contract covers, one accordion per domain of care. */
export const GuaranteesScreen = observer(function GuaranteesScreen() {
  const model = useMemberServiceModel((area) => area.memberServices.guarantees());
  return (
    <MemberServiceFrame tab="guarantees" model={model} failure="Vos garanties n'ont pas pu être chargées.">
      <p>
        Offre : <strong data-testid="guarantees-offer">{model.nomOffre}</strong>
      </p>
      {model.sections.length === 0 ? (
        <p className={Classes.CARD}>Aucune garantie santé n'est décrite pour ce contrat.</p>
      ) : (
        <AccordionGroup
          key={model.version}
          name="garanties"
          sections={model.sections.map(({ domain, openAtStart }) => ({
            id: domain.code,
            title: domain.libelle,
            openAtStart,
            content: (
              <ul className="member-guarantee-lines">
                {domain.lignes.map((line) => (
                  <li key={line.libelle} className="member-guarantee-line">
                    <span>{line.libelle}</span>
                    <span className="member-guarantee-formula">{line.formule}</span>
                    {line.precision === '' ? null : (
                      <span className="member-guarantee-precision">{line.precision}</span>
                    )}
                  </li>
                ))}
              </ul>
            ),
          }))}
        />
      )}
      {model.glossary === null ? null : (
        <dl className="member-glossary" data-testid="guarantees-glossary">
          <dt>Base de remboursement (BR)</dt>
          <dd>{model.glossary.br}</dd>
          <dt>Reste à charge</dt>
          <dd>{model.glossary.resteACharge}</dd>
        </dl>
      )}
    </MemberServiceFrame>
  );
});
