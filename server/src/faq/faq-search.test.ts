import { describe, expect, it } from 'vitest';
import { searchQuestions } from './faq-search.ts';

const questions = [
  {
    id: 1,
    title: 'Comment réinitialiser mon mot de passe ?',
    content: '<p>Cliquez sur « Mot de passe oublié ».</p>',
  },
  {
    id: 2,
    title: "Je n'ai pas reçu le lien d'activation",
    content: '<p>Vérifiez vos courriers indésirables.</p>',
  },
  {
    id: 3,
    title: 'Quand serai-je remboursé ?',
    content: '<p>Les remboursements sont versés sous 48 heures.</p>',
  },
  {
    id: 4,
    title: 'Activer mon espace',
    content: '<p>Utilisez le <strong>lien</strong> reçu par e-mail.</p>',
  },
];

describe('searchQuestions', () => {
  it('matches without accents a question written with accents', () => {
    expect(searchQuestions('recu lien activation', questions).map((hit) => hit.id)).toEqual([2]);
  });

  it('matches with accents a word written without them', () => {
    expect(searchQuestions('MOT DE PASSE OUBLIÉ', questions).map((hit) => hit.id)).toEqual([1]);
  });

  it('matches a word prefix such as "rembours"', () => {
    expect(searchQuestions('rembours', questions).map((hit) => hit.id)).toEqual([3]);
  });

  it('ranks title matches before answer-only matches', () => {
    expect(searchQuestions('lien', questions).map((hit) => hit.id)).toEqual([2, 4]);
  });

  it('requires every meaningful word of the query', () => {
    expect(searchQuestions('mot de passe remboursement', questions)).toEqual([]);
  });

  it('does not match HTML markup', () => {
    expect(searchQuestions('strong', questions)).toEqual([]);
  });

  it('returns nothing for a query made only of stop words', () => {
    expect(searchQuestions('le la les de', questions)).toEqual([]);
  });
});
