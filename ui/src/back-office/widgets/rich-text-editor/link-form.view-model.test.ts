import { CMS_LINK_TARGET_ISSUE, REQUIRED_FIELD_MESSAGE } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { LinkFormViewModel } from './link-form.view-model.ts';

describe('the link form', () => {
  it('shows no error before « Appliquer », then the French refusal of a target that is not allowed', () => {
    const form = new LinkFormViewModel('', false);
    form.setHref('javascript:alert(1)');
    expect(form.error).toBeNull();
    expect(form.submit()).toBeNull();
    expect(form.error).toBe(CMS_LINK_TARGET_ISSUE.message);
  });

  it('asks for an address when none is typed', () => {
    const form = new LinkFormViewModel('   ', false);
    expect(form.submit()).toBeNull();
    expect(form.error).toBe(REQUIRED_FIELD_MESSAGE);
  });

  it('gives the trimmed address of a web page, mail, phone or portal route', () => {
    const form = new LinkFormViewModel('#/page/cgu', true);
    expect(form.editing).toBe(true);
    form.setHref('  https://www.ameli.fr  ');
    expect(form.submit()).toBe('https://www.ameli.fr');
    expect(form.error).toBeNull();
  });
});
