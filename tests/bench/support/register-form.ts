import type { Page } from 'playwright-core';

/** A label matcher that accepts the required-field asterisk after the text. */
export function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
}

/** Every value the registration form shows, by field. */
export async function registerValues(page: Page): Promise<Record<string, string | boolean>> {
  return {
    numeroContrat: await page.getByLabel("Numéro d'adhérent").inputValue(),
    nom: await page.getByLabel(label('Nom')).inputValue(),
    prenom: await page.getByLabel(label('Prénom')).inputValue(),
    dateNaissance: await page.getByLabel('Date de naissance').inputValue(),
    codePostal: await page.getByLabel('Code postal').inputValue(),
    email: await page.getByLabel('Identifiant (adresse e-mail)').inputValue(),
    iban: await page.getByLabel('4 derniers caractères de votre IBAN').inputValue(),
    password: await page.getByLabel(label('Mot de passe')).inputValue(),
    confirmPassword: await page.getByLabel('Confirmation du mot de passe').inputValue(),
    cgu: await page.getByRole('checkbox', { name: /conditions générales d'utilisation/ }).isChecked(),
  };
}

/** What the live regions and the toasts say. */
export async function announced(page: Page): Promise<string> {
  return (await page.locator('[aria-live], .bp6-toast').allInnerTexts()).join(' ');
}
