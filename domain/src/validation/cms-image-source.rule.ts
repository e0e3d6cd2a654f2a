/** Path of the CMS image store (spec §7 `cms/documents/images`): every image of CMS content is served there. */
const CMS_IMAGE_PATH = '/api/cms/documents/images/';

const CMS_IMAGE_SOURCE = /^\/api\/cms\/documents\/images\/[A-Za-z0-9._~-]+$/u;

/** The `src` of an image of CMS content (what the editor inserts and the server keeps). */
export function cmsImageSource(imageId: string): string {
  return `${CMS_IMAGE_PATH}${encodeURIComponent(imageId)}`;
}

/**
 * Whether an image `src` comes from the CMS image store: a same-origin path, never another site, a `data:`
 * or `file:` address (what a paste from Word or a web page brings).
 */
export function isCmsImageSource(src: string): boolean {
  return CMS_IMAGE_SOURCE.test(src);
}
