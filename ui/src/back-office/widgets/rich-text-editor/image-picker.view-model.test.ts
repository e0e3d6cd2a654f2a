import { err, ok } from '@portail/application';
import type { PortError } from '@portail/application';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_ALT_REQUIRED, IMAGE_REQUIRED, ImagePickerViewModel } from './image-picker.view-model.ts';
import type { RichTextImageStore } from './rich-text-image-store.ts';

const FAILURE: PortError = {
  code: 'HTTP.503',
  message: 'Service momentanément indisponible',
  severity: 'danger',
  status: 503,
};

function storeWith(overrides: Partial<RichTextImageStore> = {}): RichTextImageStore {
  return {
    list: vi.fn(() =>
      Promise.resolve(
        ok([
          { id: 'reseau-optique', description: 'Icône du réseau optique' },
          { id: 'reseau-dentaire', description: 'Icône du réseau dentaire' },
        ]),
      ),
    ),
    upload: vi.fn((_file: File, description: string) => Promise.resolve(ok({ id: 'nouvelle', description }))),
    ...overrides,
  };
}

describe('the image dialog', () => {
  it("lists the store's images and inserts the chosen one from the store with its description as alternative text", async () => {
    const picker = new ImagePickerViewModel(storeWith());
    await picker.load();
    expect(picker.status).toBe('ready');
    expect(picker.images.map((image) => image.id)).toEqual(['reseau-optique', 'reseau-dentaire']);
    picker.select('reseau-dentaire');
    expect(picker.alt).toBe('Icône du réseau dentaire');
    picker.select('reseau-optique');
    expect(picker.alt).toBe('Icône du réseau optique');
    expect(picker.submit()).toEqual({
      src: '/api/cms/documents/images/reseau-optique',
      alt: 'Icône du réseau optique',
    });
  });

  it('keeps an alternative text the author typed when another image is chosen', async () => {
    const picker = new ImagePickerViewModel(storeWith());
    await picker.load();
    picker.select('reseau-optique');
    picker.setAlt('Lunettes');
    picker.select('reseau-dentaire');
    expect(picker.alt).toBe('Lunettes');
  });

  it('asks for an image and an alternative text', async () => {
    const picker = new ImagePickerViewModel(storeWith({ list: () => Promise.resolve(ok([])) }));
    await picker.load();
    expect(picker.imageError).toBeNull();
    expect(picker.submit()).toBeNull();
    expect(picker.imageError).toBe(IMAGE_REQUIRED);
    expect(picker.altError).toBe(IMAGE_ALT_REQUIRED);
  });

  it('uploads a file to the store, then offers and chooses it', async () => {
    const store = storeWith();
    const picker = new ImagePickerViewModel(store);
    await picker.load();
    await picker.upload(new File(['<svg/>'], 'plan-acces.svg', { type: 'image/svg+xml' }));
    expect(store.upload).toHaveBeenCalledWith(expect.any(File), 'plan-acces');
    expect(picker.images[0]).toEqual({ id: 'nouvelle', description: 'plan-acces' });
    expect(picker.selectedId).toBe('nouvelle');
    expect(picker.alt).toBe('plan-acces');
    expect(picker.uploading).toBe(false);
  });

  it("says in French why the store's list or an upload failed, and keeps what was there", async () => {
    const failing = new ImagePickerViewModel(storeWith({ list: () => Promise.resolve(err(FAILURE)) }));
    await failing.load();
    expect(failing.status).toBe('failed');
    expect(failing.failure).toBe(FAILURE.message);
    const picker = new ImagePickerViewModel(storeWith({ upload: () => Promise.resolve(err(FAILURE)) }));
    await picker.load();
    await picker.upload(new File(['x'], 'x.png', { type: 'image/png' }));
    expect(picker.failure).toBe(FAILURE.message);
    expect(picker.images).toHaveLength(2);
    expect(picker.uploading).toBe(false);
  });
});
