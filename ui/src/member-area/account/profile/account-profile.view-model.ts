import type { LoadAccountProfile } from '@portail/application';
import type { AccountProfile, CatalogueMessage } from '@portail/domain';
import { formatAddressLines, formatDisplayDate } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

/** Civility codes of the insurer's data, in words. */
const CIVILITY_LABELS: Readonly<Record<string, string>> = {
  M: 'Monsieur',
  MR: 'Monsieur',
  MME: 'Madame',
  MLLE: 'Mademoiselle',
};

export interface ProfileRow {
  readonly label: string;
  /** One line, or several (address, numbers). */
  readonly lines: readonly string[];
}

/** How to ask for a change of data the insurer owns (one line). */
export const PROFILE_CHANGE_HINT =
  'Ces informations sont tenues par votre mutuelle : pour les faire corriger, contactez votre conseiller ou écrivez-nous depuis « Envoyer des justificatifs » avec un justificatif.';

export interface AccountProfileDeps {
  readonly loadProfile: Pick<LoadAccountProfile, 'execute'>;
  readonly notify: (message: CatalogueMessage) => void;
}

/** « Mes informations »: the member's profile, read-only, shown as label / value rows. */
export class AccountProfileViewModel {
  status: 'loading' | 'loaded' | 'failed' = 'loading';
  profile: AccountProfile | null = null;

  constructor(private readonly deps: AccountProfileDeps) {
    makeAutoObservable<AccountProfileViewModel, 'deps'>(this, { deps: false, profile: observableRef });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const outcome = await this.deps.loadProfile.execute();
    if (outcome.kind === 'failed') {
      runInAction(() => (this.status = 'failed'));
      this.deps.notify(outcome.toast);
      return;
    }
    runInAction(() => {
      this.profile = outcome.value;
      this.status = 'loaded';
    });
  }

  get rows(): readonly ProfileRow[] {
    const profile = this.profile;
    if (profile === null) return [];
    const address = formatAddressLines(profile.adresse);
    return [
      { label: 'Civilité', lines: [CIVILITY_LABELS[profile.civilite.toUpperCase()] ?? profile.civilite] },
      { label: 'Nom', lines: [profile.nom] },
      { label: 'Prénom', lines: [profile.prenom] },
      { label: 'Date de naissance', lines: [formatDisplayDate(profile.dateNaissance)] },
      { label: 'Numéro d’adhérent', lines: [profile.numeroAdherent] },
      {
        label: 'Numéros de contrat',
        lines: profile.numerosContrat.length > 0 ? profile.numerosContrat : ['Aucun'],
      },
      { label: 'Adresse e-mail (identifiant)', lines: [profile.email] },
      { label: 'Téléphone mobile', lines: [profile.telephone ?? 'Non renseigné'] },
      { label: 'Adresse postale', lines: address.length > 0 ? address : ['Non renseignée'] },
    ];
  }
}
