import { err, LoadCmsBlock, ok } from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { CmsBlockState } from '../../cms-block.state.ts';
import { FakeBrowser, FakeCms } from '../../testing/fake-member-ports.ts';
import { aCmsItem, aPortError } from '../../testing/member-mothers.ts';
import { MemberCmsDialogViewModel } from './member-cms-dialog.view-model.ts';

function cmsPopup(cookieName?: string, absentIsQuiet = false) {
  const cms = new FakeCms();
  const browser = new FakeBrowser();
  const toasts: CatalogueMessage[] = [];
  let closed = 0;
  const notify = (message: CatalogueMessage) => toasts.push(message);
  const popup = new MemberCmsDialogViewModel({
    cms: new CmsBlockState(
      new LoadCmsBlock(cms),
      notify,
      { name: 'Popup_Cms', itemName: 'information' },
      absentIsQuiet,
    ),
    browser,
    cookieName,
    fallbackTitle: 'Information',
    onClose: () => (closed += 1),
  });
  return { popup, cms, browser, toasts, closed: () => closed };
}

describe('member CMS popup', () => {
  it('is quietly not shown when the server withholds it (kept for an audience the member is not in: 404)', async () => {
    const { popup, cms, toasts } = cmsPopup('portail_popup_cms', true);
    cms.blocks.answer(err(aPortError(404)));
    expect(await popup.prepare()).toBe(false);
    expect(toasts).toEqual([]);
  });

  it('offers "Ne plus afficher ce message." and writes the cookie named from the configured name and the item id for 365 days', async () => {
    const { popup, cms, browser, closed } = cmsPopup('portail_popup_cms');
    cms.blocks.answer(ok([aCmsItem({ id: 'cms-popup-information', title: 'Nouveau' })]));
    expect(await popup.prepare()).toBe(true);
    expect(cms.blocks.calls).toEqual([['Popup_Cms', 'information']]);
    expect(popup.title).toBe('Nouveau');
    expect(popup.checkboxVisible).toBe(true);
    popup.setDoNotShowAgain(true);
    popup.close();
    expect(browser.cookies.get('portail_popup_cms_cms-popup-information')).toEqual({ value: '1', days: 365 });
    expect(closed()).toBe(1);
  });

  it('is not shown again once the cookie is set', async () => {
    const { popup, cms, browser } = cmsPopup('portail_popup_cms');
    cms.blocks.answer(ok([aCmsItem({ id: 'x' })]));
    browser.writeCookie('portail_popup_cms_x', '1', 365);
    expect(await popup.prepare()).toBe(false);
  });

  it('closed with the box left unticked, stays away for a week only (issue 22 #16)', async () => {
    const { popup, cms, browser, closed } = cmsPopup('portail_popup_cms');
    cms.blocks.answerAlways(ok([aCmsItem()]));
    await popup.prepare();
    popup.close();
    const [[name, cookie] = []] = [...browser.cookies];
    expect(name).toMatch(/_ferme$/);
    expect(cookie?.days).toBe(7);
    expect(closed()).toBe(1);
    expect(await popup.prepare()).toBe(false);
  });

  it('has no checkbox without a cookie name (dematerialisation popup)', async () => {
    const { popup, cms, browser } = cmsPopup();
    cms.blocks.answer(ok([aCmsItem({ title: 'Passez au zéro papier' })]));
    expect(await popup.prepare()).toBe(true);
    expect(popup.checkboxVisible).toBe(false);
    popup.setDoNotShowAgain(true);
    popup.close();
    expect(browser.cookies.size).toBe(0);
  });

  it('is not shown when its block cannot be loaded, with the CMS toast', async () => {
    const { popup, cms, toasts } = cmsPopup('portail_popup_cms');
    cms.blocks.answer(err(aPortError(404)));
    expect(await popup.prepare()).toBe(false);
    expect(popup.title).toBe('Information');
    expect(toasts.map((toast) => toast.message)).toEqual(["Le message Popup_Cms n'a pas pu être chargé."]);
  });
});
