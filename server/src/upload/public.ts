/**
 * The public file of `upload/`: all another feature may import from it (docs/architecture.md). The back office's
 * CMS images reuse the uploads' content check (a PNG or JPEG must decode as one).
 */
export { contentIsReadable } from './upload-content-check.ts';
