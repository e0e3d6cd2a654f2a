import type {
  PortError,
  ReferenceValue,
  ReferenceValueChange,
  ReferenceValueEdit,
  ReferenceValuesPage,
  ReferenceValuesQuery,
  Result,
} from '@portail/application';
import { EditReferenceValue, err, ok } from '@portail/application';
import { aPortError } from '@portail/application/src/use-cases/test-support/mothers.ts';
import { describe, expect, it } from 'vitest';
import { ReferenceValuesViewModel } from './reference-values.view-model.ts';

/** An in-memory kind: edits at the current version only (409 otherwise), like the server. */
class MemoryValues {
  version = 0;
  rows: ReferenceValue[] = [
    { code: 'M', label: 'Monsieur', rank: 1, enabled: true },
    { code: 'MME', label: 'Madame', rank: 2, enabled: true },
    { code: 'MLLE', label: 'Mademoiselle', rank: 3, enabled: true },
  ];
  readonly queries: ReferenceValuesQuery[] = [];

  async list(_kind: string, query: ReferenceValuesQuery): Promise<Result<ReferenceValuesPage, PortError>> {
    this.queries.push(query);
    const values = this.rows.filter((row) => row.label.includes(query.search));
    return ok({ version: this.version, values, next: null });
  }

  async edit(_kind: string, edit: ReferenceValueEdit, version: number) {
    if (version !== this.version) return err<PortError>(aPortError(409));
    this.version += 1;
    const index = this.rows.findIndex((row) => row.code === edit.code);
    const row = this.rows[index];
    if (edit.kind === 'add') this.rows.push({ code: edit.code, label: edit.label, rank: 4, enabled: true });
    else if (row === undefined) return err<PortError>(aPortError(404));
    else if (edit.kind === 'rename') this.rows[index] = { ...row, label: edit.label };
    else if (edit.kind === 'move') {
      const other = edit.direction === 'haut' ? index - 1 : index + 1;
      const neighbour = this.rows[other];
      if (neighbour === undefined) return err<PortError>(aPortError(400));
      this.rows[other] = { ...row, rank: neighbour.rank };
      this.rows[index] = { ...neighbour, rank: row.rank };
    } else this.rows[index] = { ...row, enabled: edit.kind === 'enable' };
    const value = this.rows.find((r) => r.code === edit.code);
    if (value === undefined) throw new Error('lost value');
    return ok<ReferenceValueChange>({ version: this.version, value });
  }
}

function setup() {
  const port = new MemoryValues();
  const announced: string[] = [];
  const model = new ReferenceValuesViewModel({
    values: port,
    edit: new EditReferenceValue(port),
    canCreate: true,
    canEdit: true,
    announce: (text) => void announced.push(text),
  });
  return { port, model, announced };
}
const labels = (model: ReferenceValuesViewModel) => model.values.map((v) => v.label);

describe('« Valeurs des référentiels »', () => {
  it('renames a value, says so, reads the list again and gives the focus back to its button', async () => {
    const { model, announced } = setup();
    await model.load();
    model.startRename(model.values[1] as ReferenceValue);
    model.setRenameText('Madame (Mme)');
    await model.saveRename();
    expect(labels(model)).toEqual(['Monsieur', 'Madame (Mme)', 'Mademoiselle']);
    expect(model.renaming).toBeNull();
    expect(model.version).toBe(1);
    expect(announced).toEqual(['La valeur est renommée « Madame (Mme) ».']);
    expect(model.focus).toEqual({ code: 'MME', control: 'renommer' });
  });

  it('keeps an empty label in the field with its error, sending nothing', async () => {
    const { model, port } = setup();
    await model.load();
    model.startRename(model.values[0] as ReferenceValue);
    model.setRenameText(' ');
    await model.saveRename();
    expect(model.renaming).toMatchObject({ code: 'M', error: 'Saisissez le libellé de la valeur.' });
    expect(port.version).toBe(0);
  });

  it('moves a value up with its button, keeps the focus on it, and cannot move the first one up', async () => {
    const { model, announced } = setup();
    await model.load();
    const mlle = model.values[2] as ReferenceValue;
    expect(model.canMove(mlle, 'bas')).toBe(false);
    await model.move(mlle, 'haut');
    expect(labels(model)).toEqual(['Monsieur', 'Mademoiselle', 'Madame']);
    expect(model.focus).toEqual({ code: 'MLLE', control: 'haut' });
    expect(announced.at(-1)).toBe('La valeur « Mademoiselle » est maintenant en position 2.');
    expect(model.canMove(model.values[0] as ReferenceValue, 'haut')).toBe(false);
  });

  it('disables only after confirmation; cancelling changes nothing', async () => {
    const { model, port } = setup();
    await model.load();
    model.askDisable(model.values[2] as ReferenceValue);
    model.cancelDisable();
    expect(port.version).toBe(0);
    model.askDisable(model.values[2] as ReferenceValue);
    await model.confirmDisable();
    expect(model.confirmingDisable).toBeNull();
    expect(model.values[2]).toMatchObject({ code: 'MLLE', enabled: false });
    await model.enable(model.values[2] as ReferenceValue);
    expect(model.values[2]).toMatchObject({ enabled: true });
  });

  it('adds a value, shows the field errors of a refused one, and on 409 says so and shows the current list', async () => {
    const { model, port } = setup();
    await model.load();
    model.setNewCode('É');
    model.setNewLabel('x');
    await model.add();
    expect(model.addErrors.code).toContain('lettres sans accent');
    model.setNewCode('MX');
    model.setNewLabel('Mx');
    await model.add();
    expect(labels(model)).toContain('Mx');
    expect([model.newCode, model.newLabel]).toEqual(['', '']);
    port.version = 7; // someone else changed the kind meanwhile
    await model.move(model.values[0] as ReferenceValue, 'bas');
    expect(model.alert).toContain("modifié par quelqu'un d'autre");
    expect(model.version).toBe(7);
  });

  it('searches within the kind and starts again from the first kind’s page when another kind is chosen', async () => {
    const { model, port } = setup();
    model.setSearch(' Mad ');
    await model.load();
    expect(port.queries.at(-1)).toEqual({ search: 'Mad', after: null, limit: 50 });
    expect(labels(model)).toEqual(['Madame', 'Mademoiselle']);
    model.selectKind('postalCode');
    expect(model.search).toBe('');
    expect(model.kindLabel).toBe('Codes postaux');
  });
});
