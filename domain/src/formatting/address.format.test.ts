import { describe, expect, it } from 'vitest';
import { formatAddressLines, formatAddressSingleLine } from './address.format.ts';

describe('address formatting', () => {
  it('shows a French address uppercase in AFNOR order, leaving out empty lines', () => {
    const lines = formatAddressLines({
      pointRemiseCourrier: 'Appartement 12',
      complementGeographique: '',
      numVoie: '3',
      libelleCourtBtq: 'bis',
      libelleCourtNatureVoie: 'rue',
      libelleVoie: 'de la  Paix',
      lieuDit: null,
      mentionParticuliere: 'bp 40',
      codePostal: '75002',
      localite: 'Paris',
    });
    expect(lines).toEqual(['APPARTEMENT 12', '3 BIS RUE DE LA PAIX', 'BP 40', '75002 PARIS']);
  });

  it('uppercases accented letters', () => {
    expect(
      formatAddressLines({ libelleVoie: 'allée des Érables', codePostal: '69001', localite: 'Lyon' }),
    ).toEqual(['ALLÉE DES ÉRABLES', '69001 LYON']);
  });

  it('uses the CEDEX line instead of postal code and town when a CEDEX code is given', () => {
    expect(
      formatAddressLines({
        libelleVoie: 'Rue du Port',
        lieuDit: 'La Défense',
        codeCedex: '92081',
        nomCedex: 'Paris La Défense',
        bureauCedex: 'Cedex',
        codePostal: '92800',
        localite: 'Puteaux',
      }),
    ).toEqual(['RUE DU PORT', 'LA DÉFENSE', '92081 PARIS LA DÉFENSE CEDEX']);
  });

  it('shows a foreign address as its foreign lines and country only', () => {
    const address = {
      codePays: 'BE',
      adresseEtrangere: 'Rue Neuve 5\n1000 Bruxelles\n',
      libellePays: 'Belgique',
      libelleVoie: 'ignored',
      codePostal: '75001',
    };
    expect(formatAddressLines(address)).toEqual(['RUE NEUVE 5', '1000 BRUXELLES', 'BELGIQUE']);
    expect(formatAddressSingleLine(address)).toBe('RUE NEUVE 5, 1000 BRUXELLES, BELGIQUE');
  });

  it('shows nothing for an empty address', () => {
    expect(formatAddressLines({})).toEqual([]);
    expect(formatAddressSingleLine({ adresseEtrangere: '   ' })).toBe('');
  });
});
