import type { PortError } from '@portail/application';
import type { AudienceIssues } from '@portail/domain';
import { audiencesCatalogue } from '@portail/domain';

/** No issue on any field. */
export const NO_AUDIENCE_ISSUES: AudienceIssues = { nom: [], criteres: [], parCritere: [] };

/** How the editor shows a refused save: stale (409), issues beside their fields (400, name taken), or a failure. */
export type AudienceRefusal =
  | { readonly kind: 'stale'; readonly message: string }
  | { readonly kind: 'issues'; readonly issues: AudienceIssues }
  | { readonly kind: 'failure'; readonly message: string };

/** The refusal of a save of `criteriaCount` criteria, from the server's answer. */
export function audienceRefusalOf(error: PortError, criteriaCount: number): AudienceRefusal {
  const code = error.server?.code;
  if (code === audiencesCatalogue.versionConflict.code) return { kind: 'stale', message: error.message };
  if (code === audiencesCatalogue.nameTaken.code)
    return { kind: 'issues', issues: { ...NO_AUDIENCE_ISSUES, nom: [{ code, message: error.message }] } };
  const fields = error.server?.errors ?? [];
  if (fields.length === 0) return { kind: 'failure', message: error.message };
  const at = (field: string) =>
    fields.filter((f) => f.field === field).map(({ code: c, message }) => ({ code: c, message }));
  return {
    kind: 'issues',
    issues: {
      nom: at('nom'),
      criteres: at('criteres'),
      parCritere: Array.from({ length: criteriaCount }, (_, index) => at(`criteres[${String(index)}]`)),
    },
  };
}
