import { describe, expect, it } from 'vitest';
import {
  catalogueMessage,
  defineCatalogueEntry,
  renderCatalogueTemplate,
  withCatalogueDetail,
} from './catalogue-entry.ts';

const withLabel = defineCatalogueEntry({
  code: 'TEST.LABEL',
  family: 'danger-toast',
  severity: 'danger',
  wording: 'project',
  template: 'Source {label} ({label}) sur {count}',
});

describe('catalogue templates', () => {
  it('replaces every occurrence of each placeholder by its parameter', () => {
    expect(renderCatalogueTemplate(withLabel.template, { label: 'Contrats', count: 3 })).toBe(
      'Source Contrats (Contrats) sur 3',
    );
  });

  it('leaves a placeholder untouched when no parameter of that name is given', () => {
    const template: string = 'Erreur {status}';
    expect(renderCatalogueTemplate(template)).toBe('Erreur {status}');
  });

  it('does not read inherited properties as parameters', () => {
    const template: string = 'Valeur {toString}';
    expect(renderCatalogueTemplate(template)).toBe('Valeur {toString}');
  });

  it('builds a frozen message carrying code, severity and effect of its entry', () => {
    const entry = defineCatalogueEntry({
      code: 'TEST.EFFECT',
      family: 'http',
      severity: 'danger',
      wording: 'spec',
      template: 'Accès non autorisé',
      effect: { kind: 'redirect', to: '/login' },
    });
    const message = catalogueMessage(entry);
    expect(message).toEqual({
      code: 'TEST.EFFECT',
      message: 'Accès non autorisé',
      severity: 'danger',
      effect: { kind: 'redirect', to: '/login' },
    });
    expect(Object.isFrozen(message)).toBe(true);
  });

  it('omits the effect key when the entry has none', () => {
    expect('effect' in catalogueMessage(withLabel, { label: 'a', count: 1 })).toBe(false);
  });
});

describe('server detail', () => {
  const base = catalogueMessage(withLabel, { label: 'a', count: 1 });

  it('attaches a trimmed server message as detail', () => {
    expect(withCatalogueDetail(base, '  Compte bloqué ').detail).toBe('Compte bloqué');
  });

  it('ignores a missing or blank server message', () => {
    expect(withCatalogueDetail(base, undefined)).toBe(base);
    expect(withCatalogueDetail(base, '   ')).toBe(base);
  });
});
