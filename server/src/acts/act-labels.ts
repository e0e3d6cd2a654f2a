/**
 * What a member's act is called in the acknowledgement mail (issue 22 #15: never its slug). An act without a
 * known name is « votre demande ».
 */
const ACT_LABELS: Readonly<Record<string, string>> = {
  'envoi-justificatifs': "votre demande d'envoi de justificatifs",
  changementadresse: 'votre demande de changement d’adresse',
  changementidentifiant: "votre demande de changement d'identifiant",
  ribPrestationsActeGestion: 'votre demande de modification de coordonnées bancaires',
  'ajout-renforts': 'votre demande d’ajout d’un renfort à votre contrat',
};

export function actLabel(formName: string): string {
  return ACT_LABELS[formName] ?? 'votre demande';
}
