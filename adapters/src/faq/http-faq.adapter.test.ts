import { describe, expect, it } from 'vitest';
import { adapterOptions, jsonBody } from '../testing/adapter-setup.ts';
import { jsonResponse } from '../testing/fake-fetch.ts';
import { HttpFaqAdapter } from './http-faq.adapter.ts';

const question = {
  title: 'Comment envoyer une facture ?',
  content: '<p>Depuis votre espace.</p>',
  clickCode: 'q1',
  rateCode: 'r1',
  order: 1,
  related: [{ title: 'Délais', content: 'Sous 48 h', clickCode: 'q2', order: 1 }],
};
const { order: _order, ...domainQuestion } = question;

describe('HttpFaqAdapter', () => {
  it('reads popular questions for a user type', async () => {
    const { options, requests } = adapterOptions(() => jsonResponse([question]));
    expect(await new HttpFaqAdapter(options).getPopular('adherent')).toEqual({
      ok: true,
      value: [domainQuestion],
    });
    expect(requests[0]?.url).toBe('http://portail.test/api/faq/popular?userType=adherent');
  });

  it('reads categories with their questions', async () => {
    const { options } = adapterOptions(() =>
      jsonResponse([{ name: 'Remboursements', order: 2, items: [question] }]),
    );
    expect(await new HttpFaqAdapter(options).getCategories('public')).toEqual({
      ok: true,
      value: [{ name: 'Remboursements', order: 2, items: [domainQuestion] }],
    });
  });

  it('searches with query, userType and getPopular', async () => {
    const { options, requests } = adapterOptions(() => jsonResponse([]));
    await new HttpFaqAdapter(options).search('télétransmission', 'adherent', true);
    expect(requests[0]?.url).toBe(
      'http://portail.test/api/faq/search?query=t%C3%A9l%C3%A9transmission&userType=adherent&getPopular=true',
    );
  });

  it('reads one question by its click code', async () => {
    const { options, requests } = adapterOptions(() => jsonResponse(question));
    await new HttpFaqAdapter(options).getContent('q1', 'adherent');
    expect(requests[0]?.url).toBe('http://portail.test/api/faq/content?userType=adherent&id=q1');
  });

  it('posts clicks and ratings (comment only when written)', async () => {
    const { options, requests } = adapterOptions(() => new Response(null, { status: 204 }));
    const faq = new HttpFaqAdapter(options);
    expect(await faq.click('q1', 'adherent')).toEqual({ ok: true, value: undefined });
    await faq.rate({ rateCode: 'r1', isUseful: true }, 'adherent');
    await faq.rate({ rateCode: 'r1', isUseful: false, comment: 'Pas clair' }, 'adherent');
    expect(requests.map(jsonBody)).toEqual([
      { clickCode: 'q1', userType: 'adherent' },
      { rateCode: 'r1', isUseful: true, userType: 'adherent' },
      { rateCode: 'r1', isUseful: false, userType: 'adherent', comment: 'Pas clair' },
    ]);
    expect(requests.every((r) => r.headers.get('X-XSRF-TOKEN') === 'tok')).toBe(true);
  });
});
