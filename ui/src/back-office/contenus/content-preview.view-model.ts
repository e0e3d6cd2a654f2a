import type { AdminContentsPort } from '@portail/application';
import type { ContentPreview } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';

/** The widths of the preview: a phone's and a desktop's. */
export const PREVIEW_WIDTHS = [
  { width: 360, label: 'Mobile (360 px)' },
  { width: 1280, label: 'Ordinateur (1280 px)' },
] as const;

export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number]['width'];

/**
 * « Aperçu »: where members read the content (the portal route, the public or member frame, the container of
 * the CMS HTML), at a phone's or a desktop's width.
 */
export class ContentPreviewViewModel {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  preview: ContentPreview | null = null;
  width: PreviewWidth = 360;
  failure: string | null = null;

  constructor(
    private readonly contents: Pick<AdminContentsPort, 'preview'>,
    readonly id: string,
  ) {
    makeAutoObservable<ContentPreviewViewModel, 'contents'>(this, { contents: false, id: false });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const found = await this.contents.preview(this.id);
    runInAction(() => {
      if (found.ok) {
        this.preview = found.value;
        this.status = 'ready';
        this.failure = null;
      } else {
        this.failure = found.error.message;
        this.status = 'failed';
      }
    });
  }

  setWidth(width: PreviewWidth): void {
    this.width = width;
  }

  /** The portal's address the frame opens (same origin), or null when the content shows in several places. */
  get frameUrl(): string | null {
    const route = this.preview?.route ?? null;
    return route === null ? null : `/${route}`;
  }
}
