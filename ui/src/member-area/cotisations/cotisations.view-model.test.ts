import {
  ChangeContributionPayment,
  DownloadContributionDocument,
  LoadContributions,
  err,
  ok,
} from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import {
  aHistoryPage,
  aSchedule,
  aScheduleEntry,
} from '@portail/application/src/use-cases/test-support/contribution-mothers.ts';
import { aPortError } from '@portail/application/src/use-cases/test-support/mothers.ts';
import { CotisationsViewModel } from './cotisations.view-model.ts';
import { PaymentChangeViewModel } from './payment-change.view-model.ts';
import { FakeCotisations } from './testing/fake-cotisations.port.ts';

function setUp() {
  const port = new FakeCotisations();
  const toasts: CatalogueMessage[] = [];
  const announcements: string[] = [];
  const screen = new CotisationsViewModel({
    loadContributions: new LoadContributions(port),
    loadHistory: async (cursor, size) => {
      const page = await port.listHistory(cursor, size);
      return page.ok ? page.value : null;
    },
    download: new DownloadContributionDocument(port),
    notify: (message) => toasts.push(message),
    announce: (message) => announcements.push(message),
  });
  const change = new PaymentChangeViewModel({
    change: new ChangeContributionPayment(port),
    notify: (message) => toasts.push(message),
    announce: (message) => announcements.push(message),
    changed: () => screen.load(),
    loadOptions: async () => ({
      modes: [{ code: 'PRL', libelle: 'Prélèvement' }],
      frequencies: [
        { code: 'M', libelle: 'Mensuelle' },
        { code: 'T', libelle: 'Trimestrielle' },
      ],
    }),
    loadManagementMode: async () => ({ isManualMode: false, toast: undefined }),
    createRibArea: () => {
      throw new Error('no RIB area in automatic mode');
    },
  });
  return { port, screen, change, toasts, announcements };
}

describe('CotisationsViewModel', () => {
  it('shows the schedule with the rejected debit and its reason, the totals and the certificate years', async () => {
    const { port, screen } = setUp();
    port.scheduleCall.answer(ok(aSchedule()));
    port.historyCall.answer(ok(aHistoryPage({ suivant: '2025-10-05~0' })));
    await screen.load();
    expect(screen.status).toBe('loaded');
    expect(screen.rows[1]).toMatchObject({
      statutLibelle: 'Rejetée',
      detail: 'Motif : Provision insuffisante (code AM04)',
      montant: '456,00\u00a0€',
    });
    expect(screen.rows[2]?.detail).toBe('Payée le 21/04/2026');
    expect(screen.totals[1]).toMatchObject({ annee: 2026, paye: '912,00\u00a0€' });
    expect(screen.certificateYear).toBe(2026);
    expect(screen.hasMandate).toBe(true);
    expect(screen.nextDueDate).toBe('05/01/2027');
    expect(screen.unpaid).toBeNull();
    port.historyCall.expectCalledOnceWith(null, 24);
  });

  it('reads the next page of the earlier years on « Afficher plus » and says how many came', async () => {
    const { port, screen, announcements } = setUp();
    port.scheduleCall.answer(ok(aSchedule()));
    port.historyCall.answer(
      ok(aHistoryPage({ suivant: '2025-10-05~0' })),
      ok(aHistoryPage({ echeances: [aScheduleEntry({ dateEcheance: '2025-07-05' })], suivant: null })),
    );
    await screen.load();
    await screen.loadMore();
    expect(screen.historyRows.map((row) => row.echeance)).toEqual(['05/10/2025', '05/07/2025']);
    expect(screen.nextCursor).toBeNull();
    expect(announcements).toContain('1 échéances de plus affichées.');
  });

  it('downloads the certificate of the chosen year, and toasts a failure', async () => {
    const { port, screen, toasts } = setUp();
    port.scheduleCall.answer(ok(aSchedule()));
    port.historyCall.answer(ok(aHistoryPage()));
    await screen.load();
    screen.chooseCertificateYear(2025);
    port.certificateCall.answer(ok(undefined));
    await screen.downloadCertificate();
    port.certificateCall.expectCalledOnceWith(2025);
    port.mandateCall.answer(err(aPortError(503)));
    await screen.downloadMandate();
    expect(toasts.map((toast) => toast.message)).toEqual(['La demande a échoué']);
  });

  it('says « no schedule » on 404 and shows the unpaid amount of a contract', async () => {
    const { port, screen } = setUp();
    port.scheduleCall.answer(
      err(aPortError(404)),
      ok(aSchedule({ impayeCents: 8_540, rum: null, codeModePaiement: 'VIR' })),
    );
    port.historyCall.answerAlways(ok(aHistoryPage()));
    await screen.load();
    expect(screen.status).toBe('none');
    await screen.load();
    expect(screen.unpaid).toBe('85,40\u00a0€');
    expect(screen.hasMandate).toBe(false);
  });
});

describe('PaymentChangeViewModel', () => {
  it('changes the frequency to monthly: acknowledgement toast, effective date announced, schedule read again', async () => {
    const { port, screen, change, toasts, announcements } = setUp();
    port.scheduleCall.answerAlways(ok(aSchedule()));
    port.historyCall.answerAlways(ok(aHistoryPage()));
    await screen.load();
    const schedule = screen.schedule;
    if (schedule === null) throw new Error('loaded');
    change.start(schedule);
    await Promise.resolve();
    expect(change.frequencies.map((option) => option.libelle)).toEqual(['Mensuelle', 'Trimestrielle']);
    expect(change.effectiveDate).toBe('05/01/2027');
    change.setFrequency('M');
    change.setValue('iban', 'FR76 3000 6000 0112 3456 7890 189');
    change.setValue('bic', 'AGRIFRPP');
    port.changeCall.answer(
      ok({ dateEffet: '2027-01-05', rum: 'RUM-1000001-01-0002', isModeGestionManuel: false }),
    );
    await change.submit();
    expect(change.open).toBe(false);
    expect(port.changeCall.lastCall()[0]).toMatchObject({
      codePeriodicite: 'M',
      iban: 'FR7630006000011234567890189',
    });
    expect(toasts.map((toast) => toast.message)).toEqual(['Votre demande a bien été prise en compte']);
    expect(announcements).toContain(
      "Votre nouveau mode de paiement s'appliquera à partir de l'échéance du 05/01/2027.",
    );
    expect(port.scheduleCall.callCount).toBe(2);
  });

  it('keeps the dialog open with the issues on their fields and asks the focus on the first one', async () => {
    const { change, port } = setUp();
    change.start(aSchedule());
    change.setFrequency('M');
    change.setValue('iban', 'FR7630006000011234567890188');
    await change.submit();
    port.changeCall.expectNotCalled();
    expect(change.open).toBe(true);
    expect(change.invalidFields).toEqual(['iban', 'bic']);
    expect(change.focusRequest).toBe(1);
    expect(change.summary).not.toBeNull();
  });
});
