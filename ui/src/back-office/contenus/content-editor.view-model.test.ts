import { PublishContent, SaveContentDraft, UnpublishStaticPage } from '@portail/application';
import { contentsErrorCatalogue } from '@portail/domain';
import { describe, expect, it, vi } from 'vitest';
import { ContentEditorViewModel } from './content-editor.view-model.ts';
import { InMemoryContents, UNAVAILABLE } from './testing/in-memory-contents.ts';

async function openEditor(contents = new InMemoryContents()) {
  const announce = vi.fn();
  const model = new ContentEditorViewModel(
    {
      contents,
      save: new SaveContentDraft(contents),
      publish: new PublishContent(contents),
      unpublish: new UnpublishStaticPage(contents),
      announce,
    },
    'cms-register-help',
  );
  await model.load();
  return { model, contents, announce };
}

const NEW_TEXT = '<h4>Votre numéro</h4><p class="texte-chapo">Il figure sur votre carte.</p>';

describe('the content editor', () => {
  it('opens the draft, knows when something was typed, saves it as the draft and says so', async () => {
    const { model, contents, announce } = await openEditor();
    expect(model.status).toBe('ready');
    expect(model.content).toBe('<p>Appelez-nous.</p>');
    expect(model.dirty).toBe(false);
    model.setContent(NEW_TEXT);
    expect(model.dirty).toBe(true);
    expect(await model.save()).toBe(true);
    expect(contents.item.draft.content).toBe(NEW_TEXT);
    expect(contents.item.live?.content).toBe('<p>Appelez-nous.</p>');
    expect(model.dirty).toBe(false);
    expect(announce).toHaveBeenCalledWith('Brouillon enregistré.');
  });

  it('publishes what was typed (saved first): a new published version', async () => {
    const { model, contents, announce } = await openEditor();
    model.setContent(NEW_TEXT);
    expect(await model.publish()).toBe(true);
    expect(contents.item.live?.content).toBe(NEW_TEXT);
    expect(contents.published.map((version) => version.number)).toEqual([1, 2]);
    expect(model.item?.published).toBe(true);
    expect(announce).toHaveBeenLastCalledWith('Contenu publié : les adhérents le voient dès maintenant.');
  });

  it('on a 409, keeps everything typed with the French message, and shows their version once loaded', async () => {
    const { model, contents } = await openEditor();
    contents.otherSave({ title: "Besoin d'aide ?", content: '<p>Écrivez-nous.</p>' });
    model.setTitle('Aide');
    model.setContent(NEW_TEXT);
    expect(await model.save()).toBe(false);
    expect(model.conflict?.message).toBe(contentsErrorCatalogue.versionConflict.template);
    expect(model.title).toBe('Aide');
    expect(model.content).toBe(NEW_TEXT);
    await model.loadTheirs();
    expect(model.conflict?.theirs?.draft.content).toBe('<p>Écrivez-nous.</p>');
    expect(model.content).toBe(NEW_TEXT);
  });

  it('after a 409, saves what was typed over their version once the author chose to keep theirs… or mine', async () => {
    const mine = await openEditor();
    mine.contents.otherSave({ title: 'T', content: '<p>Écrivez-nous.</p>' });
    mine.model.setContent(NEW_TEXT);
    await mine.model.save();
    await mine.model.loadTheirs();
    mine.model.keepMine();
    expect(mine.model.conflict).toBeNull();
    expect(await mine.model.save()).toBe(true);
    expect(mine.contents.item.draft.content).toBe(NEW_TEXT);

    const theirs = await openEditor();
    theirs.contents.otherSave({ title: 'T', content: '<p>Écrivez-nous.</p>' });
    theirs.model.setContent(NEW_TEXT);
    await theirs.model.save();
    await theirs.model.loadTheirs();
    const revision = theirs.model.textRevision;
    theirs.model.takeTheirs();
    expect(theirs.model.content).toBe('<p>Écrivez-nous.</p>');
    expect(theirs.model.textRevision).toBe(revision + 1);
    expect(theirs.model.dirty).toBe(false);
  });

  it('unpublishes a published static page only', async () => {
    const { model, contents } = await openEditor();
    expect(model.canUnpublish).toBe(false);
    contents.item = { ...contents.item, kind: 'page', name: 'Pages_Statiques', itemName: 'cgu' };
    await model.load();
    expect(model.canUnpublish).toBe(true);
    expect(await model.unpublish()).toBe(true);
    expect(contents.item.published).toBe(false);
    expect(model.canUnpublish).toBe(false);
  });

  it('says in French why it could not open or save', async () => {
    const contents = new InMemoryContents();
    contents.fail = UNAVAILABLE;
    const { model } = await openEditor(contents);
    expect(model.status).toBe('failed');
    expect(model.failure).toBe(UNAVAILABLE.message);
    const refused = await openEditor();
    refused.model.setTitle('  ');
    expect(await refused.model.save()).toBe(false);
    expect(refused.model.failure).toBe('Le titre est obligatoire.');
    expect(refused.model.conflict).toBeNull();
  });
});
