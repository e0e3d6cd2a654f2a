import type { PortResult } from '../port-error.ts';

/** A question of the FAQ draft. */
export interface FaqAdminQuestion {
  readonly id: number;
  readonly title: string;
  /** HTML of the answer (sanitised by the server at save). */
  readonly answer: string;
  /** « Ceci peut aussi vous intéresser », by id, in order. */
  readonly related: readonly number[];
}

export interface FaqAdminCategory {
  readonly id: number;
  readonly name: string;
  /** Its questions, in order. */
  readonly questions: readonly number[];
}

/** The whole FAQ draft as the back office edits it. */
export interface FaqAdminDraftContent {
  /** In their order. */
  readonly categories: readonly FaqAdminCategory[];
  readonly questions: readonly FaqAdminQuestion[];
  readonly top5: readonly number[];
}

export interface FaqAdminDraft extends FaqAdminDraftContent {
  readonly version: number;
  /** The draft differs from the FAQ members read. */
  readonly toPublish: boolean;
  readonly publishedAt: string | null;
  readonly publishedBy: string | null;
}

/** A period of days (YYYY-MM-DD, both included); open ends when absent. */
export interface FeedbackQuery {
  readonly from?: string;
  readonly to?: string;
  readonly sort?: 'titre' | 'clics' | 'oui' | 'non' | 'commentaires';
  readonly order?: 'asc' | 'desc';
}

export interface QuestionFeedbackRow {
  readonly id: number;
  readonly title: string;
  readonly clicks: number;
  readonly yes: number;
  readonly no: number;
  readonly comments: readonly { readonly date: string; readonly text: string }[];
}

export interface FaqFeedback {
  readonly questions: readonly QuestionFeedbackRow[];
  readonly missedSearches: readonly { readonly search: string; readonly count: number }[];
}

/** A downloaded file. */
export interface DownloadedFile {
  readonly fileName: string;
  readonly content: Blob;
}

/** « FAQ » of the back office (issue 24 §4). */
export interface FaqAdminPort {
  getDraft(): PortResult<FaqAdminDraft>;
  /** Saves the draft edited from `version` (409 when saved meanwhile). */
  saveDraft(content: FaqAdminDraftContent, version: number): PortResult<FaqAdminDraft>;
  publish(version: number): PortResult<FaqAdminDraft>;
  getFeedback(query: FeedbackQuery): PortResult<FaqFeedback>;
  exportFeedback(query: FeedbackQuery): PortResult<DownloadedFile>;
}
