import { useEffect } from 'react';

/** Shown when a route cannot render (e.g. a chunk that failed to download); the error is reported. */
export function RouteErrorScreen({ error }: { readonly error: unknown }) {
  useEffect(() => {
    reportError(error);
  }, [error]);
  return (
    <main className="portal-main portal-route-error">
      <h1>Une erreur est survenue.</h1>
      <p>La page n'a pas pu être affichée. Vérifiez votre connexion puis rechargez la page.</p>
      <p>
        <button
          type="button"
          className="bp6-button bp6-intent-primary"
          onClick={() => window.location.reload()}
        >
          Recharger la page
        </button>{' '}
        <a href="#/">Retour à l'accueil</a>
      </p>
    </main>
  );
}
