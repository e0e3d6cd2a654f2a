import { cmsImageSource } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RichTextImage, RichTextImageStore } from './rich-text-image-store.ts';

export const IMAGE_ALT_REQUIRED = "Saisissez le texte alternatif de l'image (ce qu'elle montre).";
export const IMAGE_REQUIRED = 'Choisissez une image ou ajoutez-en une.';

/** What the image dialog inserts. */
export interface ImageChoice {
  readonly src: string;
  readonly alt: string;
}

/**
 * The image dialog: the CMS image store's images to choose from, an upload that adds one (and chooses it),
 * and the alternative text (the image's description by default; required).
 */
export class ImagePickerViewModel {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  images: readonly RichTextImage[] = [];
  selectedId: string | null = null;
  alt = '';
  uploading = false;
  /** The French message of the last failed load or upload. */
  failure: string | null = null;
  submitted = false;

  constructor(private readonly store: RichTextImageStore) {
    makeAutoObservable<ImagePickerViewModel, 'store'>(this, { store: false });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const listed = await this.store.list();
    runInAction(() => {
      if (listed.ok) {
        this.images = listed.value;
        this.status = 'ready';
        this.failure = null;
      } else {
        this.status = 'failed';
        this.failure = listed.error.message;
      }
    });
  }

  select(id: string): void {
    const previous = this.images.find((image) => image.id === this.selectedId);
    if (this.alt.trim() === '' || this.alt === previous?.description) {
      this.alt = this.images.find((image) => image.id === id)?.description ?? this.alt;
    }
    this.selectedId = id;
  }

  setAlt(value: string): void {
    this.alt = value;
  }

  async upload(file: File): Promise<void> {
    this.uploading = true;
    this.failure = null;
    const description = this.alt.trim() === '' ? file.name.replace(/\.[^.]+$/u, '') : this.alt.trim();
    const added = await this.store.upload(file, description);
    runInAction(() => {
      this.uploading = false;
      if (!added.ok) {
        this.failure = added.error.message;
        return;
      }
      this.images = [added.value, ...this.images.filter((image) => image.id !== added.value.id)];
      this.alt = '';
      this.select(added.value.id);
    });
  }

  get imageError(): string | null {
    return this.submitted && this.selectedId === null ? IMAGE_REQUIRED : null;
  }

  get altError(): string | null {
    return this.submitted && this.alt.trim() === '' ? IMAGE_ALT_REQUIRED : null;
  }

  /** The image to insert, or null (the errors are then shown). */
  submit(): ImageChoice | null {
    this.submitted = true;
    if (this.selectedId === null || this.alt.trim() === '') return null;
    return { src: cmsImageSource(this.selectedId), alt: this.alt.trim() };
  }
}
