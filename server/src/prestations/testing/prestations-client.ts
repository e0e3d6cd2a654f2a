import type { PrestationPrevoyance, PrestationTiersPayant } from '@portail/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';
import type { TestAgent } from '../../testing/test-agent.ts';

export const PATH = '/api/v2/adherent/prestations';
export type TiersPage = { paiements: PrestationTiersPayant[]; suivant: string | null };

/** Every tiers-payant payment of the list, page after page (100 a page). */
export async function everyTiersPayant(
  agent: TestAgent,
  headers: Record<string, string> = {},
  query: Record<string, string> = {},
): Promise<PrestationTiersPayant[]> {
  const payments: PrestationTiersPayant[] = [];
  let cursor: string | null = null;
  do {
    const response = await agent.get(`${PATH}/tiers-payant`, {
      query: { ...query, taille: '100', ...(cursor === null ? {} : { apres: cursor }) },
      headers,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json<TiersPage>();
    payments.push(...page.paiements);
    cursor = page.suivant;
  } while (cursor !== null);
  return payments;
}

export async function prevoyance(
  agent: TestAgent,
  headers: Record<string, string> = {},
): Promise<PrestationPrevoyance[]> {
  const response = await agent.get(`${PATH}/prevoyance`, { headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ versements: PrestationPrevoyance[] }>().versements;
}

export function newestPaymentFirst(payments: readonly PrestationTiersPayant[]): boolean {
  return payments.every((payment, index) => {
    const previous = payments[index - 1];
    return (
      previous === undefined ||
      `${previous.datePaiement}|${previous.id}` > `${payment.datePaiement}|${payment.id}`
    );
  });
}

/** The text of a PDF answer (parsed back with unpdf). */
export async function pdfText(payload: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(payload)), { mergePages: true });
  return text;
}
