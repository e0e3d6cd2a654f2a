import type { RequestForm } from '@portail/domain';
import type { components } from '../generated/portal-api.ts';

type WireForm = components['schemas']['DemandeFormulaire'];

/** `undefined` (left out by the domain) is sent as null. */
const orNull = (value: string | undefined): string | null => value ?? null;

/** A request's form as the wire names it (`DemandeFormulaire`): same fields, lists copied, absent → null. */
export function wireRequestForm(form: RequestForm): WireForm {
  switch (form.type) {
    case 'prise-en-charge-hospitaliere':
      return {
        ...form,
        etablissement: {
          ...form.etablissement,
          fax: orNull(form.etablissement.fax),
          email: orNull(form.etablissement.email),
        },
        codeDmt: orNull(form.codeDmt),
        devis: [...form.devis],
      };
    case 'remboursement':
      return { ...form, factures: [...form.factures] };
    case 'declaration-sinistre':
      return { ...form, description: orNull(form.description), justificatifs: [...form.justificatifs] };
    case 'ajout-beneficiaire':
      return {
        ...form,
        nir: orNull(form.nir),
        cleNir: orNull(form.cleNir),
        justificatifs: [...form.justificatifs],
      };
    case 'radiation-beneficiaire':
      return { ...form };
    case 'devis':
      return {
        ...form,
        praticien: orNull(form.praticien),
        commentaire: orNull(form.commentaire),
        devis: [...form.devis],
      };
  }
}
