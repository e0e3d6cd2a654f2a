import type { GuaranteeLine } from '../entities/guarantee.entity.ts';
import type { SimulatorGuarantee } from './simulator-guarantee.entity.ts';

const PERCENT_BR = /(\d+)\s*%\s*BR/u;
const FRAIS_REELS = /100\s*%\s*des frais réels/u;
const AMOUNT = /(\d+(?:[.,]\d{1,2})?)\s*€\s*par\s+(an|jour|séance|équipement|oreille)/u;
const SESSIONS_PER_YEAR = /(\d+)\s*séances?\s+par\s+an/u;
const EVERY_YEARS = /tous les (\d+) ans/u;

function cents(amount: string): number {
  return Math.round(Number(amount.replace(',', '.')) * 100);
}

/**
 * A line of « Mes garanties » read as the simulator computes it, from its formula and precision — the very text
 * the member reads (« 150 % BR », « 100 % des frais réels », « 30 € par séance » with « 3 séances par an »,
 * « 100 € par équipement » with « Un équipement tous les 2 ans », « 50 € par an », « 100 % BR + 100 € par
 * oreille »). Null when the formula is not one the simulator knows (prévoyance: « 80 % du salaire brut »).
 */
export function parseGuaranteeLine(garantie: string, line: GuaranteeLine): SimulatorGuarantee | null {
  const { formule, precision } = line;
  const fraisReels = FRAIS_REELS.test(formule);
  const percent = PERCENT_BR.exec(formule);
  const amount = AMOUNT.exec(formule);
  if (!fraisReels && percent === null && amount === null) return null;
  const forfait = amount?.[1] === undefined ? null : cents(amount[1]);
  let plafond: SimulatorGuarantee['plafond'] = null;
  if (forfait !== null && percent === null) {
    const sessions = SESSIONS_PER_YEAR.exec(precision);
    const every = EVERY_YEARS.exec(precision);
    if (amount?.[2] === 'an') plafond = { montant: forfait, periodeAnnees: 1 };
    else if (sessions?.[1] !== undefined)
      plafond = { montant: forfait * Number(sessions[1]), periodeAnnees: 1 };
    else if (every?.[1] !== undefined) plafond = { montant: forfait, periodeAnnees: Number(every[1]) };
  }
  return {
    garantie,
    libelle: line.libelle,
    pourcentageBR: percent?.[1] === undefined ? null : Number(percent[1]),
    forfait,
    fraisReels,
    plafond,
  };
}
