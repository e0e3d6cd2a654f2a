import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeNirKey, formatNirKey } from '../validation/nir.validator.ts';
import { nirMatchesBirthDate, validateBeneficiaryNir } from './beneficiary-nir.rules.ts';

const today = new Date(2026, 10, 26);
const memberNir = '1850578006084';
const codes = (result: readonly { code: string }[]) => result.map((found) => found.code);

/** A French NIR born in `year`/`month`, with its key. */
function nirOf(sex: 1 | 2, year: number, month: number, rest: string): { nir: string; cleNir: string } {
  const nir = `${sex}${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${rest}`;
  return { nir, cleNir: formatNirKey(computeNirKey(nir) ?? 0) };
}

describe('validateBeneficiaryNir', () => {
  it("accepts a minor child attached to the member's NIR", () => {
    const input = { rattacheNirAdherent: true, typeBeneficiaire: 'ENFANT', dateNaissance: '2020-04-02' };
    expect(validateBeneficiaryNir(input, { today, memberNir })).toEqual([]);
  });

  it('refuses to attach anyone but a minor child, or when the member has no NIR', () => {
    const child = { rattacheNirAdherent: true, typeBeneficiaire: 'ENFANT', dateNaissance: '2020-04-02' };
    expect(
      codes(validateBeneficiaryNir({ ...child, typeBeneficiaire: 'CONJOINT' }, { today, memberNir })),
    ).toEqual(['BENEFICIARY_NIR.ATTACHED_NOT_CHILD']);
    expect(
      codes(validateBeneficiaryNir({ ...child, dateNaissance: '2008-11-26' }, { today, memberNir })),
    ).toEqual(['BENEFICIARY_NIR.ATTACHED_TOO_OLD']);
    expect(validateBeneficiaryNir({ ...child, dateNaissance: '2008-11-27' }, { today, memberNir })).toEqual(
      [],
    );
    expect(codes(validateBeneficiaryNir(child, { today, memberNir: null }))).toEqual([
      'BENEFICIARY_NIR.MEMBER_NIR_MISSING',
    ]);
  });

  it('accepts any own NIR whose year and month are the birth date, with its key', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<1 | 2>(1, 2),
        fc.date({ min: new Date(1930, 0, 1), max: new Date(2026, 10, 1), noInvalidDate: true }),
        fc.stringMatching(/^(0[1-9]|[1-8]\d|9[0-5])\d{6}$/),
        (sex, birth, rest) => {
          const { nir, cleNir } = nirOf(sex, birth.getFullYear(), birth.getMonth() + 1, rest);
          const dateNaissance = `${birth.getFullYear()}-${String(birth.getMonth() + 1).padStart(2, '0')}-${String(birth.getDate()).padStart(2, '0')}`;
          expect(validateBeneficiaryNir({ nir, cleNir, dateNaissance }, { today, memberNir })).toEqual([]);
        },
      ),
    );
  });

  it('refuses an own NIR of another birth month, without its key, or the member’s own', () => {
    const { nir, cleNir } = nirOf(2, 2015, 3, '75056123');
    expect(
      codes(validateBeneficiaryNir({ nir, cleNir, dateNaissance: '2015-04-10' }, { today, memberNir })),
    ).toEqual(['BENEFICIARY_NIR.BIRTH_MISMATCH']);
    expect(codes(validateBeneficiaryNir({ nir, dateNaissance: '2015-03-10' }, { today, memberNir }))).toEqual(
      ['NIR.KEY_REQUIRED'],
    );
    expect(
      codes(
        validateBeneficiaryNir(
          { nir: memberNir, cleNir: '91', dateNaissance: '1985-05-01' },
          { today, memberNir },
        ),
      ),
    ).toEqual(['BENEFICIARY_NIR.SAME_AS_MEMBER']);
  });

  it('takes a Monaco number without the birth check', () => {
    const nir = '12345';
    const monaco = `98${nir.padStart(11, '0')}`;
    const cleNir = formatNirKey(computeNirKey(monaco) ?? 0);
    expect(
      validateBeneficiaryNir(
        { nir, cleNir, nirMonaco: true, dateNaissance: '2015-03-10' },
        { today, memberNir },
      ),
    ).toEqual([]);
  });

  it('reads months 20-99 of a NIR as matching any month', () => {
    expect(nirMatchesBirthDate('2153075056123', new Date(2015, 6, 1))).toBe(true);
    expect(nirMatchesBirthDate('2160375056123', new Date(2015, 2, 1))).toBe(false);
  });
});
