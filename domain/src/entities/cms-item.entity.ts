/** A content-management block item (spec §3). content is HTML to be sanitised before display. */
export interface CmsItem {
  readonly id: string;
  readonly title: string;
  readonly content: string;
  readonly name: string;
  readonly itemName: string;
}
