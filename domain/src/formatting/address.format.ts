import type { Address } from '../entities/address.entity.ts';

/** An address as it may arrive: any field missing or null. */
export type AddressInput = Partial<{ readonly [K in keyof Address]: string | null }>;

function clean(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().toLocaleUpperCase('fr-FR');
}

function joined(...values: (string | null | undefined)[]): string {
  return values
    .map(clean)
    .filter((value) => value !== '')
    .join(' ');
}

/**
 * Address lines for display, uppercase (spec §9).
 * - Foreign address (adresseEtrangere filled): its lines, then libellePays.
 * - French address, in AFNOR order: pointRemiseCourrier; complementGeographique; numVoie +
 *   libelleCourtBtq + libelleCourtNatureVoie + libelleVoie; lieuDit; mentionParticuliere; then
 *   codeCedex + nomCedex + bureauCedex when a CEDEX code is given, otherwise codePostal + localite.
 * Empty lines are left out.
 */
export function formatAddressLines(address: AddressInput): readonly string[] {
  const foreign = address.adresseEtrangere ?? '';
  const lines =
    clean(foreign) !== ''
      ? [...foreign.split(/\r?\n/).map((line) => clean(line)), clean(address.libellePays)]
      : [
          clean(address.pointRemiseCourrier),
          clean(address.complementGeographique),
          joined(
            address.numVoie,
            address.libelleCourtBtq,
            address.libelleCourtNatureVoie,
            address.libelleVoie,
          ),
          clean(address.lieuDit),
          clean(address.mentionParticuliere),
          clean(address.codeCedex) !== ''
            ? joined(address.codeCedex, address.nomCedex, address.bureauCedex)
            : joined(address.codePostal, address.localite),
        ];
  return Object.freeze(lines.filter((line) => line !== ''));
}

/** The address on one line, lines separated by ', '. */
export function formatAddressSingleLine(address: AddressInput): string {
  return formatAddressLines(address).join(', ');
}
