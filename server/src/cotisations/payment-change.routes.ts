import {
  type ContributionDueEntry,
  cotisationsErrorCatalogue,
  DIRECT_DEBIT_MODE,
  isContributionFrequency,
  isContributionPaymentMode,
  isManualManagementMode,
  mandateReference,
  maskIban,
  nextDueDate,
  type PaymentSetting,
  planMonths,
  replanFrom,
  type UploadedFile,
  validatePaymentChange,
} from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import { assertValid, HttpError } from '../http/http-error.ts';
import { RequestFields } from '../http/request-fields.ts';
import { countOwnUploads, findManagementMode } from '../member/public.ts';
import type { ServerDeps } from '../server-deps.ts';
import { cotisationScope, isoDay } from './cotisation-scope.ts';
import { listDueEntriesFrom } from './cotisations.repository.ts';
import { applyPaymentChange } from './payment-changes.repository.ts';

/** Act key whose management mode decides whether the RIB document of a contribution debit is required. */
export const CONTRIBUTION_RIB_ACT = 'ribCotisationsActeGestion';

const NO_DUE_DATE = {
  code: cotisationsErrorCatalogue.noDueDate.code,
  message: cotisationsErrorCatalogue.noDueDate.template,
};
const UNKNOWN_RIB_FILE = {
  code: 'UPLOAD.UNKNOWN_FILE',
  message: 'Le document joint est introuvable. Merci de le joindre à nouveau.',
};

function ribFilesOf(data: RequestFields): UploadedFile[] {
  return data.records('rib', 10).map((file) => ({
    remoteFileName: file.string('remoteFileName', 200),
    localFileName: file.string('localFileName', 300),
    size: Number(file.raw()['size'] ?? 0),
    inputName: file.optionalString('inputName', 100) ?? 'rib',
  }));
}

/**
 * The due dates that replace those still to come from `effectiveFrom`: the rest of that year with the new
 * setting, then every later year that had due dates planned, whole.
 */
function plannedFrom(
  entries: readonly ContributionDueEntry[],
  effectiveFrom: string,
  annualCents: number,
  setting: PaymentSetting,
): ContributionDueEntry[] {
  const year = Number(effectiveFrom.slice(0, 4));
  const laterYears = [
    ...new Set(
      entries
        .filter((entry) => entry.statut === 'a_venir' && Number(entry.dateEcheance.slice(0, 4)) > year)
        .map((entry) => Number(entry.dateEcheance.slice(0, 4))),
    ),
  ].sort();
  return [
    ...replanFrom(entries, effectiveFrom, annualCents, setting).filter(
      (entry) =>
        entry.statut === 'a_venir' &&
        entry.dateEcheance >= effectiveFrom &&
        entry.dateEcheance.startsWith(String(year)),
    ),
    ...laterYears.flatMap((later) => planMonths(later, 1, annualCents, setting)),
  ];
}

/**
 * « Modifier mon paiement » (issue 26): mode, frequency and direct-debit account of the current contract,
 * checked with the domain's rules (the bank-details popup's for the account; the RIB document when the act is
 * in manual management mode), effective from the next due date, with a new mandate for a direct debit, kept in
 * the contract's history of payment changes.
 */
export async function paymentChangeRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db, clock, random } = deps;

  app.post('/api/adherent/cotisations/modalite-paiement', async (request) => {
    const scope = await cotisationScope(request, deps);
    const { settings } = scope;
    const data = new RequestFields(request.body).record('data');
    const values = {
      codeModePaiement: data.string('codeModePaiement', 10),
      codePeriodicite: data.string('codePeriodicite', 10),
      titulaire: data.optionalString('titulaire', 200)?.trim(),
      iban: data.optionalString('iban', 100),
      bic: data.optionalString('bic', 50),
      rib: ribFilesOf(data),
    };
    const manual = isManualManagementMode(await findManagementMode(db, CONTRIBUTION_RIB_ACT));
    const issues = validatePaymentChange(values, { isManualMode: manual, current: settings });
    assertValid(Object.entries(issues));
    const { codeModePaiement, codePeriodicite } = values;
    if (!isContributionPaymentMode(codeModePaiement) || !isContributionFrequency(codePeriodicite))
      throw new Error('validatePaymentChange let an unknown code through');
    const debit = codeModePaiement === DIRECT_DEBIT_MODE;
    if (debit && values.rib.length > 0) {
      const names = values.rib.map((file) => file.remoteFileName);
      if ((await countOwnUploads(db, scope.accountId, names)) !== new Set(names).size)
        throw new HttpError(400, { ...UNKNOWN_RIB_FILE, errors: [{ field: 'rib', ...UNKNOWN_RIB_FILE }] });
    }

    const now = clock.now();
    const today = isoDay(now);
    const entries = await listDueEntriesFrom(db, settings.numeroContrat, `${today.slice(0, 4)}-01-01`);
    const effectiveFrom = nextDueDate(entries, today);
    if (effectiveFrom === null) throw new HttpError(400, NO_DUE_DATE);
    const setting = { codeModePaiement, codePeriodicite };
    const sequence = settings.mandateSequence + 1;
    const rum = debit ? mandateReference(settings.numeroContrat, sequence) : null;
    const account =
      debit && rum !== null
        ? {
            titulaire: values.titulaire ?? '',
            iban: values.iban ?? '',
            bic: (values.bic ?? '').toUpperCase(),
            rum,
            signedOn: today,
            sequence,
          }
        : null;
    await db.transaction((tx) =>
      applyPaymentChange(
        tx,
        {
          id: random.uuid(),
          memberId: scope.memberId,
          numeroContrat: settings.numeroContrat,
          createdAt: now,
          effectiveFrom,
          codeModePaiement,
          codePeriodicite,
          ibanMasque: account === null ? null : maskIban(account.iban),
          rum,
          manual,
          ribFiles: debit ? values.rib : [],
        },
        { ...setting, debit: account },
        plannedFrom(entries, effectiveFrom, settings.annualCents, setting),
      ),
    );
    return { dateEffet: effectiveFrom, rum, isModeGestionManuel: manual };
  });
}
