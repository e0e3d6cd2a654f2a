import { Button, Callout } from '@blueprintjs/core';
import { Link } from 'react-router';
import { BackOfficePage } from '../platform/back-office-page.tsx';
import type { BackOfficeScreen } from '../back-office-screens.ts';

/** `#/`: the areas the staff member may open. */
export function BackOfficeHome({
  entries,
}: {
  entries: readonly Pick<BackOfficeScreen, 'path' | 'label'>[];
}) {
  return (
    <BackOfficePage title="Accueil du back office">
      {entries.length === 0 ? (
        <p>Aucune rubrique ne vous est ouverte : demandez vos habilitations à un administrateur digital.</p>
      ) : (
        <>
          <p>Choisissez une rubrique :</p>
          <ul className="bo-home-list">
            {entries.map((entry) => (
              <li key={entry.path}>
                <Link to={`/${entry.path}`}>{entry.label}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </BackOfficePage>
  );
}

/** An area the staff member may not read (an address typed or kept from another role). */
export function BackOfficeForbidden({ label }: { label: string }) {
  return (
    <BackOfficePage title={label}>
      <Callout intent="warning" title="Accès refusé">
        Vous n&apos;avez pas l&apos;habilitation nécessaire pour consulter cette rubrique.
      </Callout>
    </BackOfficePage>
  );
}

export function BackOfficeNotFound() {
  return (
    <BackOfficePage title="Page introuvable">
      <p>
        Cette page n&apos;existe pas. <Link to="/">Retour à l&apos;accueil du back office</Link>
      </p>
    </BackOfficePage>
  );
}

/** `#/` while `GET /api/admin/me` is under way. */
export function BackOfficeLoading() {
  return (
    <p className="bo-loading" role="status">
      Chargement du back office…
    </p>
  );
}

/** A member's session (403 on /api/admin/me): the back office is for the insurer's staff. */
export function BackOfficeMemberNotice() {
  return (
    <BackOfficePage title="Back office">
      <Callout intent="warning" title="Accès réservé">
        Le back office est réservé aux collaborateurs de la mutuelle.
      </Callout>
      <p>
        <a href="/#/espace">Aller à mon espace adhérent</a>
      </p>
    </BackOfficePage>
  );
}

/** `GET /api/admin/me` failed (server or network): its French message and « Réessayer ». */
export function BackOfficeFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <BackOfficePage title="Back office">
      <Callout intent="danger" title="Le back office n'a pas pu être chargé">
        {message}
      </Callout>
      <p>
        <Button onClick={onRetry}>Réessayer</Button>
      </p>
    </BackOfficePage>
  );
}

/** An area whose chunk failed to download. */
export function BackOfficeAreaFailure({ label }: { label: string }) {
  return (
    <BackOfficePage title={label}>
      <Callout intent="danger" title="Cette rubrique n'a pas pu être chargée">
        Vérifiez votre connexion puis rechargez la page.
      </Callout>
    </BackOfficePage>
  );
}
