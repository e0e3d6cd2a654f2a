import { describe, expect, it } from 'vitest';
import type {
  ReferenceValueChange,
  ReferenceValueEdit,
} from '../../../ports/back-office/reference-values.port.ts';
import type { PortError } from '../../../ports/port-error.ts';
import { type Result, err, ok } from '../../../result.ts';
import { aPortError } from '../../test-support/mothers.ts';
import { EditReferenceValue } from './edit-reference-value.use-case.ts';

class FakeValues {
  readonly calls: [string, ReferenceValueEdit, number][] = [];
  answer: Result<ReferenceValueChange, PortError> = ok({
    version: 4,
    value: { code: 'MME', label: 'Madame', rank: 2, enabled: true },
  });
  async edit(kind: string, edit: ReferenceValueEdit, version: number) {
    this.calls.push([kind, edit, version]);
    return this.answer;
  }
}

describe('EditReferenceValue', () => {
  it('sends a rename trimmed at the version read and says it with the new label', async () => {
    const port = new FakeValues();
    const outcome = await new EditReferenceValue(port).execute(
      'civility',
      { kind: 'rename', code: 'MME', label: ' Madame ' },
      3,
    );
    expect(port.calls).toEqual([['civility', { kind: 'rename', code: 'MME', label: 'Madame' }, 3]]);
    expect(outcome).toMatchObject({
      kind: 'saved',
      change: { version: 4 },
      message: { code: 'SUCCESS.REFERENTIEL_VALEUR_RENOMMEE', message: 'La valeur est renommée « Madame ».' },
    });
  });

  it('says where a moved value now is', async () => {
    const outcome = await new EditReferenceValue(new FakeValues()).execute(
      'civility',
      { kind: 'move', code: 'MME', direction: 'bas' },
      3,
    );
    expect(outcome).toMatchObject({
      message: { message: 'La valeur « Madame » est maintenant en position 2.' },
    });
  });

  it('refuses an empty label or an invalid code before any call, on the field concerned', async () => {
    const port = new FakeValues();
    const edit = new EditReferenceValue(port);
    expect(await edit.execute('civility', { kind: 'rename', code: 'M', label: '  ' }, 0)).toEqual({
      kind: 'invalid',
      field: 'libelle',
      message: 'Saisissez le libellé de la valeur.',
    });
    expect(await edit.execute('civility', { kind: 'add', code: 'É', label: 'x' }, 0)).toMatchObject({
      kind: 'invalid',
      field: 'code',
    });
    expect(port.calls).toEqual([]);
  });

  it('gives the server’s field error (a taken code), the conflict message on 409, the failure otherwise', async () => {
    const port = new FakeValues();
    const edit = new EditReferenceValue(port);
    const taken = { field: 'code', code: 'FLOW.REFERENTIEL_CODE_EXISTANT', message: 'Ce code existe déjà.' };
    port.answer = err(aPortError(400, { code: taken.code, message: taken.message, errors: [taken] }));
    expect(await edit.execute('sex', { kind: 'add', code: 'X', label: 'Autre' }, 0)).toEqual({
      kind: 'invalid',
      field: 'code',
      message: 'Ce code existe déjà.',
    });
    port.answer = err(aPortError(409, { code: 'FLOW.REFERENTIEL_VERSION_PERIMEE' }));
    expect(await edit.execute('sex', { kind: 'disable', code: '1' }, 0)).toMatchObject({
      kind: 'stale',
      message: { code: 'FLOW.REFERENTIEL_VERSION_PERIMEE' },
    });
    port.answer = err(aPortError(500));
    expect(await edit.execute('sex', { kind: 'enable', code: '1' }, 0)).toMatchObject({ kind: 'failed' });
  });
});
