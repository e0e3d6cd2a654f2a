import { REQUIRED_FIELD_MESSAGE, REQUIRED_FIELDS_SUMMARY_MESSAGE } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { WidgetGalleryViewModel } from './widget-gallery.view-model.ts';

const today = () => new Date(2024, 2, 14);
const memory = () => {
  const values = new Map<string, string>();
  return {
    get: (key: string) => values.get(key),
    set: (key: string, value: string) => void values.set(key, value),
  };
};

describe('widget gallery view-model', () => {
  it('shows no error before the fields are touched or the form submitted', () => {
    const gallery = new WidgetGalleryViewModel(today, memory());
    expect([gallery.emailError, gallery.passwordError, gallery.birthDateError, gallery.summary]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('shows an error once its field is touched', () => {
    const gallery = new WidgetGalleryViewModel(today, memory());
    gallery.touchEmail();
    expect(gallery.emailError).toBe(REQUIRED_FIELD_MESSAGE);
    expect(gallery.passwordError).toBeNull();
  });

  it('shows every error and the summary after a submission with errors', () => {
    const gallery = new WidgetGalleryViewModel(today, memory());
    expect(gallery.submit()).toBe(false);
    expect(gallery.summary).toBe(REQUIRED_FIELDS_SUMMARY_MESSAGE);
    expect(gallery.birthDateError).toBe(REQUIRED_FIELD_MESSAGE);
    expect(gallery.securityCodeError).toBe(REQUIRED_FIELD_MESSAGE);
  });

  it('accepts a complete form', () => {
    const gallery = new WidgetGalleryViewModel(today, memory());
    gallery.setEmail('marie.durand@example.fr');
    gallery.setPassword('Motdepasse1!');
    gallery.birthDate.typeText('05021990');
    gallery.nir.setNumber('1850275123456');
    gallery.securityCode.paste('123456');
    expect(gallery.submit()).toBe(true);
    expect(gallery.summary).toBeNull();
  });

  it('rejects a birth date after today', () => {
    const gallery = new WidgetGalleryViewModel(today, memory());
    gallery.birthDate.typeText('15032024');
    gallery.birthDate.markTouched();
    expect(gallery.birthDateError).toBe('La date doit être antérieure ou égale au 14/03/2024.');
  });
});
