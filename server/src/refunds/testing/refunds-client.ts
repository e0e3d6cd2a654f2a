import { expect } from 'vitest';
import type { TestAgent } from '../../testing/test-agent.ts';

export const PATH = '/api/v1/adherent/remboursements';
export type Act = {
  id: string;
  dateSoins: string;
  beneficiaire: { numPers: string; prenom: string };
  typeSoin: string;
  libelle: string;
  professionnel: string;
  montantDepense: number;
  montantSecu: number;
  montantMutuelle: number;
  resteACharge: number;
  statut: string;
  motifRejet: string | null;
  datePaiement: string | null;
};
export type Page = { actes: Act[]; suivant: string | null };

/** Every act of the list, page after page (100 a page). */
export async function everyPage(
  agent: TestAgent,
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<Act[]> {
  const acts: Act[] = [];
  let cursor: string | null = null;
  do {
    const response = await agent.get(PATH, {
      query: { ...query, taille: '100', ...(cursor === null ? {} : { apres: cursor }) },
      headers,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json<Page>();
    acts.push(...page.actes);
    cursor = page.suivant;
  } while (cursor !== null);
  return acts;
}

export function newestFirst(acts: readonly Act[]): boolean {
  return acts.every((act, index) => {
    const previous = acts[index - 1];
    return previous === undefined || `${previous.dateSoins}|${previous.id}` > `${act.dateSoins}|${act.id}`;
  });
}
