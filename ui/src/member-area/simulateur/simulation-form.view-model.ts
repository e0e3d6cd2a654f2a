import type {
  RangeSliderOptions,
  SimulationResult,
  SimulatorActRule,
  SimulatorContext,
  SimulatorSector,
  SimulatorTreeAct,
} from '@portail/domain';
import {
  formatEuros,
  isLargeResteACharge,
  isMinorOn,
  SIMULATOR_DEDUCTION_LABELS,
  simulateReimbursement,
} from '@portail/domain';
import { makeAutoObservable } from 'mobx';

/** One line of the answer: what it is, the amount, how it was found. */
export interface SimulationLine {
  readonly key: 'br' | 'secu' | 'mutuelle' | 'reste';
  readonly label: string;
  readonly amount: string;
  readonly detail: string;
}

const PRICE = /^\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*(?:€)?\s*$/u;

/**
 * The form of one act: the patient (a beneficiary of the contract), the price — the number field and the range
 * slider (in euros, its limits the act's price range, its max limit the « 100 % Santé » price limit when that
 * basket is chosen) set the same value —, the sector where it matters, the basket; and the answer, computed by the
 * domain's `simulateReimbursement` at every change.
 */
export class SimulationFormViewModel {
  patient: string;
  prix: number;
  prixText: string;
  prixError: string | null = null;
  secteur: SimulatorSector = 'optam';
  panier100Sante = false;

  constructor(
    readonly act: SimulatorTreeAct,
    readonly rule: SimulatorActRule,
    private readonly context: SimulatorContext,
  ) {
    this.patient = context.beneficiaires[0]?.numPers ?? '';
    this.prix = rule.prix.usuel;
    this.prixText = euros(rule.prix.usuel);
    makeAutoObservable<SimulationFormViewModel, 'context'>(this, { act: false, rule: false, context: false });
  }

  get beneficiaires() {
    return this.context.beneficiaires;
  }

  get hasBasket(): boolean {
    return this.rule.panier100Sante !== null;
  }

  /** The slider's options, in euros. */
  get slider(): RangeSliderOptions {
    const basket = this.rule.panier100Sante;
    return {
      floor: this.rule.prix.min / 100,
      ceil: this.rule.prix.max / 100,
      step: 1,
      pageStep: 10,
      ...(this.panier100Sante && basket !== null ? { maxLimit: Math.floor(basket.prixLimite / 100) } : {}),
    };
  }

  private get bounds(): { readonly min: number; readonly max: number } {
    return { min: this.slider.floor * 100, max: (this.slider.maxLimit ?? this.slider.ceil) * 100 };
  }

  setPatient(numPers: string): void {
    this.patient = numPers;
  }

  setSecteur(secteur: SimulatorSector): void {
    this.secteur = secteur;
  }

  setPanier100Sante(value: boolean): void {
    this.panier100Sante = value;
    if (this.prix > this.bounds.max) this.setPrix(this.bounds.max);
  }

  /** The number field: a price in euros (« 450 », « 450,50 »), within the act's range, else an error. */
  setPrixText(text: string): void {
    this.prixText = text;
    const match = PRICE.exec(text);
    const cents = match === null ? null : Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
    const { min, max } = this.bounds;
    if (cents === null || cents < min || cents > max) {
      this.prixError = `Saisissez un prix entre ${formatEuros(min)} et ${formatEuros(max)}.`;
      return;
    }
    this.prixError = null;
    this.prix = cents;
  }

  /** The slider (whole euros): the number field follows. */
  setPrixFromSlider(value: number): void {
    this.setPrix(Math.round(value * 100));
  }

  private setPrix(cents: number): void {
    this.prix = cents;
    this.prixText = euros(cents);
    this.prixError = null;
  }

  get result(): SimulationResult {
    const patient = this.context.beneficiaires.find((person) => person.numPers === this.patient);
    const consumption = (garantie: string) =>
      this.context.consommations.find((item) => item.numPers === this.patient && item.garantie === garantie)
        ?.montant ?? 0;
    return simulateReimbursement({
      acte: this.rule,
      prix: this.prix,
      patientMineur:
        patient === undefined ? false : isMinorOn(patient.dateNaissance, this.context.dateCalcul),
      secteur: this.secteur,
      panier100Sante: this.panier100Sante,
      garanties: this.context.garanties,
      dejaConsomme: consumption,
    });
  }

  get lines(): readonly SimulationLine[] {
    const { result } = this;
    const { secu, mutuelle } = result;
    const deduction =
      secu.deduction > 0
        ? `, moins ${formatEuros(secu.deduction)} de ${SIMULATOR_DEDUCTION_LABELS[this.rule.deduction].toLowerCase()}`
        : '';
    return [
      {
        key: 'br',
        label: 'Base de remboursement',
        amount: formatEuros(result.baseRemboursement),
        detail: result.panier100Sante
          ? 'Tarif du panier « 100 % Santé »'
          : 'Tarif de référence de la Sécurité sociale',
      },
      {
        key: 'secu',
        label: 'Sécurité sociale',
        amount: formatEuros(secu.montant),
        detail: `${String(secu.taux)} % de la base${deduction}`,
      },
      {
        key: 'mutuelle',
        label: 'Votre mutuelle',
        amount: formatEuros(mutuelle.montant),
        detail: mutuelleDetail(result),
      },
      {
        key: 'reste',
        label: 'Reste à charge',
        amount: formatEuros(result.resteACharge),
        detail: result.resteACharge === 0 ? 'Rien à payer' : 'Ce qui reste à payer',
      },
    ];
  }

  get largeResteACharge(): boolean {
    return isLargeResteACharge(this.result);
  }

  /** The simulation as the member reads it, kept with a renfort request. */
  get summary(): string {
    return `${this.act.libelle} à ${formatEuros(this.prix)} : reste à charge ${formatEuros(this.result.resteACharge)}`;
  }
}

function euros(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');
}

function mutuelleDetail({ mutuelle, horsPanier }: SimulationResult): string {
  if (mutuelle.garantie === null) return 'Cet acte n’est pas couvert par votre contrat';
  const parts = [mutuelle.garantie.libelle];
  if (mutuelle.pourcentageBR !== null) parts.push(`${String(mutuelle.pourcentageBR)} % BR`);
  if (mutuelle.garantie.forfait !== null) parts.push(`forfait de ${formatEuros(mutuelle.garantie.forfait)}`);
  if (mutuelle.garantie.fraisReels) parts.push('frais réels');
  if (mutuelle.plafond !== null) {
    parts.push(
      `plafond de ${formatEuros(mutuelle.plafond.montant)} (${formatEuros(mutuelle.plafond.dejaConsomme)} déjà remboursés, ${formatEuros(mutuelle.plafond.disponible)} disponibles)`,
    );
  }
  if (horsPanier !== null)
    parts.push(`au-delà de ${formatEuros(horsPanier.prixLimite)}, hors panier « 100 % Santé »`);
  return parts.join(' · ');
}
