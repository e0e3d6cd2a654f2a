/** Loading state of a page (lazy chunk, tenant settings): announced politely, no layout jump. */
export function PageLoading() {
  return (
    <div className="portal-page-loading" role="status">
      <span className="portal-spinner" aria-hidden="true" />
      Chargement en cours…
    </div>
  );
}
