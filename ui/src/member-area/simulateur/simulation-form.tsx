import { Button, Checkbox, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { SimulatorSector } from '@portail/domain';
import { buildToggleChoices, formatEuros, SIMULATOR_SECTOR_LABELS } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { RangeSlider } from '../../widgets/range-slider/range-slider.tsx';
import { ToggleButtonGroup } from '../../widgets/toggle-button-group/toggle-button-group.tsx';
import { RenfortOffers } from './renfort-offers.tsx';
import type { RenfortsViewModel } from './renforts.view-model.ts';
import type { SimulationFormViewModel } from './simulation-form.view-model.ts';

const SECTORS = Object.keys(SIMULATOR_SECTOR_LABELS) as SimulatorSector[];
const SECTOR_CHOICES = buildToggleChoices(
  SECTORS,
  SECTORS.map((sector) => SIMULATOR_SECTOR_LABELS[sector]),
);

function eurosText(value: number): string {
  return `${String(value)} euros`;
}

/** The act's form and its answer, line by line, following every change of the price (field or slider). */
export const SimulationForm = observer(function SimulationForm({
  form,
  renforts,
  onSendQuote,
}: {
  form: SimulationFormViewModel;
  renforts: RenfortsViewModel;
  /** « Envoyer mon devis » (absent: no button). */
  onSendQuote?: (() => void) | undefined;
}) {
  const basket = form.rule.panier100Sante;
  const lines = form.lines;
  const reste = lines[3];
  return (
    <section className="simulator-form" aria-labelledby="simulateur-acte-titre">
      <h2 id="simulateur-acte-titre">{form.act.libelle}</h2>
      <div className="simulator-fields">
        <div className="simulator-field">
          <label htmlFor="simulateur-patient">Pour qui ?</label>
          <HTMLSelect
            id="simulateur-patient"
            value={form.patient}
            onChange={(event) => form.setPatient(event.currentTarget.value)}
            options={form.beneficiaires.map((person) => ({
              value: person.numPers,
              label: `${person.prenom} ${person.nom}`,
            }))}
          />
        </div>
        <div className="simulator-field">
          <label id="simulateur-prix-libelle" htmlFor="simulateur-prix">
            Prix demandé par le professionnel (en euros)
          </label>
          <InputGroup
            id="simulateur-prix"
            inputMode="decimal"
            autoComplete="off"
            value={form.prixText}
            aria-invalid={form.prixError === null ? undefined : true}
            aria-describedby={form.prixError === null ? 'simulateur-prix-limites' : 'simulateur-prix-erreur'}
            onValueChange={(value) => form.setPrixText(value)}
          />
          {form.prixError === null ? null : (
            <div id="simulateur-prix-erreur" className="portal-field-error">
              {form.prixError}
            </div>
          )}
          <RangeSlider
            id="simulateur-prix-curseur"
            labelledBy="simulateur-prix-libelle"
            describedBy="simulateur-prix-limites"
            values={[form.prix / 100]}
            options={form.slider}
            onChange={(values) => form.setPrixFromSlider(values[0])}
            valueText={eurosText}
          />
          <p id="simulateur-prix-limites" className="simulator-hint">
            De {formatEuros(form.slider.floor * 100)} à{' '}
            {formatEuros((form.slider.maxLimit ?? form.slider.ceil) * 100)}
            {form.slider.maxLimit === undefined ? '' : ' (prix limite du panier « 100 % Santé »)'}.
          </p>
        </div>
        {form.rule.secteurApplicable ? (
          <ToggleButtonGroup
            id="simulateur-secteur"
            label="Le médecin est-il conventionné ?"
            choices={SECTOR_CHOICES}
            value={form.secteur}
            onChange={(sector) => form.setSecteur(sector)}
          />
        ) : null}
        {basket === null ? null : (
          <Checkbox
            id="simulateur-panier"
            checked={form.panier100Sante}
            onChange={(event) => form.setPanier100Sante(event.currentTarget.checked)}
            label={`Équipement du panier « 100 % Santé » (prix limite : ${formatEuros(basket.prixLimite)})`}
          />
        )}
      </div>
      <table className="simulator-answer" data-testid="simulateur-reponse">
        <caption>Votre remboursement estimé</caption>
        <tbody>
          {lines.map((line) => (
            <tr
              key={line.key}
              className={`simulator-line-${line.key}`}
              data-testid={`simulateur-${line.key}`}
            >
              <th scope="row">{line.label}</th>
              <td className="simulator-amount">{line.amount}</td>
              <td className="simulator-detail">{line.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p role="status" className="simulator-summary">
        {reste === undefined ? '' : `Reste à charge estimé : ${reste.amount}`}
      </p>
      {onSendQuote === undefined ? null : (
        <p className="simulator-quote">
          Vous avez un devis pour cet acte ? Nos services l'étudient avec vos garanties.{' '}
          <Button intent="primary" onClick={onSendQuote}>
            Envoyer mon devis
          </Button>
        </p>
      )}
      {form.largeResteACharge ? (
        <RenfortOffers renforts={renforts} garantie={form.rule.garantie} simulation={form.summary} />
      ) : null}
    </section>
  );
});
