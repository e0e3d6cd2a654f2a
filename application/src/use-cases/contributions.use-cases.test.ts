import { describe, expect, it } from 'vitest';
import type { ContributionPaymentChangeRequest } from '../ports/cotisations.port.ts';
import { err, ok } from '../result.ts';
import { ChangeContributionPayment } from './change-contribution-payment.use-case.ts';
import { DownloadContributionDocument } from './download-contribution-document.use-case.ts';
import { LoadContributions } from './load-contributions.use-case.ts';
import { LoadUnpaidContributions } from './load-unpaid-contributions.use-case.ts';
import { aHistoryPage, aSchedule } from './test-support/contribution-mothers.ts';
import { aPortError } from './test-support/mothers.ts';

const current = { codeModePaiement: 'PRL', codePeriodicite: 'T' } as const;
const ACCOUNT = { titulaire: ' Marie Dupont ', iban: 'fr76 3000 6000 0112 3456 7890 189', bic: 'agrifrpp' };

describe('LoadContributions', () => {
  it('reads the schedule and the first page of the earlier years together', async () => {
    const sizes: number[] = [];
    const outcome = await new LoadContributions({
      getSchedule: async () => ok(aSchedule()),
      listHistory: async (_cursor, size) => {
        sizes.push(size);
        return ok(aHistoryPage());
      },
    }).execute(24);
    expect(outcome.kind).toBe('loaded');
    expect(sizes).toEqual([24]);
  });

  it('says « no schedule » for a contract without one, and toasts a failure naming the source', async () => {
    const none = await new LoadContributions({
      getSchedule: async () => err(aPortError(404)),
      listHistory: async () => err(aPortError(404)),
    }).execute(24);
    expect(none).toEqual({ kind: 'none' });
    const failed = await new LoadContributions({
      getSchedule: async () => err(aPortError(503, { message: 'Service des cotisations indisponible' })),
      listHistory: async () => ok(aHistoryPage()),
    }).execute(24);
    expect(failed.kind === 'failed' && failed.toast.message).toContain('(cotisations)');
  });
});

describe('ChangeContributionPayment', () => {
  it('sends a direct debit compacted and uppercased, and answers the acknowledgement toast', async () => {
    const sent: ContributionPaymentChangeRequest[] = [];
    const outcome = await new ChangeContributionPayment({
      changePayment: async (request) => {
        sent.push(request);
        return ok({ dateEffet: '2027-01-05', rum: 'RUM-1000001-01-0002', isModeGestionManuel: false });
      },
    }).execute({
      codeModePaiement: 'PRL',
      codePeriodicite: 'M',
      ...ACCOUNT,
      rib: [],
      current,
      isManualMode: false,
    });
    expect(sent).toEqual([
      {
        codeModePaiement: 'PRL',
        codePeriodicite: 'M',
        titulaire: 'Marie Dupont',
        iban: 'FR7630006000011234567890189',
        bic: 'AGRIFRPP',
        rib: [],
      },
    ]);
    expect(outcome.kind === 'changed' && outcome.toast.message).toBe(
      'Votre demande a bien été prise en compte',
    );
  });

  it('never calls the server with an invalid IBAN, and sends no account for a cheque', async () => {
    const sent: ContributionPaymentChangeRequest[] = [];
    const useCase = new ChangeContributionPayment({
      changePayment: async (request) => {
        sent.push(request);
        return ok({ dateEffet: '2027-01-05', rum: null, isModeGestionManuel: false });
      },
    });
    const invalid = await useCase.execute({
      codeModePaiement: 'PRL',
      codePeriodicite: 'M',
      ...ACCOUNT,
      iban: 'FR7630006000011234567890188',
      rib: [],
      current,
      isManualMode: false,
    });
    expect(invalid.kind).toBe('invalid');
    expect(sent).toEqual([]);
    await useCase.execute({
      codeModePaiement: 'CHQ',
      codePeriodicite: 'A',
      ...ACCOUNT,
      rib: [],
      current,
      isManualMode: false,
    });
    expect(sent).toEqual([{ codeModePaiement: 'CHQ', codePeriodicite: 'A' }]);
  });

  it("keeps the server's field issues on their fields", async () => {
    const outcome = await new ChangeContributionPayment({
      changePayment: async () =>
        err(
          aPortError(400, {
            message: 'Requête invalide',
            errors: [{ field: 'iban', code: 'IBAN.CHECKSUM', message: 'La clé de contrôle est incorrecte.' }],
          }),
        ),
    }).execute({
      codeModePaiement: 'PRL',
      codePeriodicite: 'M',
      ...ACCOUNT,
      rib: [],
      current,
      isManualMode: false,
    });
    expect(outcome.kind === 'failed' && outcome.fieldIssues.iban?.[0]?.code).toBe('IBAN.CHECKSUM');
  });
});

describe('DownloadContributionDocument and LoadUnpaidContributions', () => {
  it('downloads the mandate or the certificate of the chosen year, a failure as a toast', async () => {
    const calls: string[] = [];
    const useCase = new DownloadContributionDocument({
      downloadMandate: async () => {
        calls.push('mandat');
        return ok(undefined);
      },
      downloadCertificate: async (year) => {
        calls.push(`attestation ${String(year)}`);
        return year === 2019 ? err(aPortError(404)) : ok(undefined);
      },
    });
    expect(await useCase.execute({ kind: 'mandat' })).toEqual({ kind: 'downloaded' });
    expect(await useCase.execute({ kind: 'attestation', year: 2025 })).toEqual({ kind: 'downloaded' });
    expect((await useCase.execute({ kind: 'attestation', year: 2019 })).kind).toBe('failed');
    expect(calls).toEqual(['mandat', 'attestation 2025', 'attestation 2019']);
  });

  it('shows no banner when the unpaid amounts cannot be read', async () => {
    const line = {
      numeroContrat: '1000001-02',
      nomOffre: 'Prévoyance',
      montantCents: 8_540,
      conduiteATenir: 'Virement',
    };
    expect(await new LoadUnpaidContributions({ listUnpaid: async () => ok([line]) }).execute()).toEqual([
      line,
    ]);
    expect(
      await new LoadUnpaidContributions({ listUnpaid: async () => err(aPortError(503)) }).execute(),
    ).toEqual([]);
  });
});
