import { ExportAccountData, err } from '@portail/application';
import { httpErrorFor } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { FakeResources } from '../../testing/fake-member-ports.ts';
import { ExportDataViewModel } from './export-data.view-model.ts';

function setup() {
  const resources = new FakeResources();
  const toasts: string[] = [];
  const announced: string[] = [];
  const model = new ExportDataViewModel({
    exportAccountData: new ExportAccountData(resources),
    notify: (message) => toasts.push(message.message),
    announce: (message) => announced.push(message),
  });
  return { resources, model, toasts, announced };
}

describe('« Télécharger mes données »', () => {
  it('downloads the export of the « compte » resource and says so', async () => {
    const { resources, model, announced } = setup();
    await model.download();
    expect(resources.exportCall.calls[0]?.[0]).toBe('compte');
    expect(model.done).toBe(true);
    expect(announced).toEqual(['Le fichier de vos données a été téléchargé.']);
  });

  it('toasts a failed export', async () => {
    const { resources, model, toasts } = setup();
    resources.exportCall.answer(err(httpErrorFor(500)));
    await model.download();
    expect(toasts).toEqual(["Le chargement d'une source de données à échoué (export de vos données)"]);
    expect(model.done).toBe(false);
  });
});
