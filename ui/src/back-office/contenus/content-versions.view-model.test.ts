import { RestoreContentVersion } from '@portail/application';
import { describe, expect, it, vi } from 'vitest';
import { ContentVersionsViewModel } from './content-versions.view-model.ts';
import { InMemoryContents } from './testing/in-memory-contents.ts';

async function openVersions() {
  const contents = new InMemoryContents();
  contents.otherSave({ title: "Besoin d'aide ?", content: '<p>Écrivez-nous.</p>' });
  await contents.publish('cms-register-help', contents.item.version);
  const announce = vi.fn();
  const model = new ContentVersionsViewModel(
    { contents, restore: new RestoreContentVersion(contents), announce },
    'cms-register-help',
  );
  await model.load();
  return { model, contents, announce };
}

describe('the versions of a content', () => {
  it('lists the published versions, newest first, with author and date', async () => {
    const { model } = await openVersions();
    expect(model.versions.map((version) => [version.number, version.publishedBy])).toEqual([
      [2, 'admin@mutuelle.fr'],
      [1, 'admin@mutuelle.fr'],
    ]);
    expect([model.from, model.to]).toEqual([1, 2]);
  });

  it('compares two versions, older to newer whatever the order chosen', async () => {
    const { model } = await openVersions();
    model.setFrom(2);
    model.setTo(1);
    await model.compare();
    expect(model.comparison?.from).toBe(1);
    expect(model.comparison?.to).toBe(2);
    expect(
      model.comparison?.diff.parts.filter((part) => part.kind !== 'same').map((part) => part.text),
    ).toEqual(['Appelez', 'Écrivez']);
  });

  it('restores an earlier version after confirmation: published again as the newest', async () => {
    const { model, contents, announce } = await openVersions();
    model.askRestore(1);
    expect(model.restoreAsked).toBe(1);
    const item = await model.confirmRestore(contents.item.version);
    expect(item?.live?.content).toBe('<p>Appelez-nous.</p>');
    expect(contents.item.live?.number).toBe(3);
    expect(model.versions.map((version) => version.number)).toEqual([3, 2, 1]);
    expect(model.restoreAsked).toBeNull();
    expect(announce).toHaveBeenCalledWith('Version 1 restaurée : elle est publiée.');
  });

  it('restores nothing when cancelled, and says why a stale restore failed', async () => {
    const { model, contents } = await openVersions();
    model.askRestore(1);
    model.cancelRestore();
    expect(await model.confirmRestore(contents.item.version)).toBeNull();
    model.askRestore(1);
    expect(await model.confirmRestore(contents.item.version - 1)).toBeNull();
    expect(model.failure).toMatch(/modifié par quelqu'un d'autre/u);
    expect(contents.published).toHaveLength(2);
  });
});
