/** A question related to another FAQ question. */
export interface FaqRelatedQuestion {
  readonly title: string;
  readonly content: string;
  readonly clickCode: string;
  readonly order: number;
}

/** A FAQ question with its answer (spec §3). */
export interface FaqQuestion {
  readonly title: string;
  readonly content: string;
  readonly clickCode: string;
  readonly rateCode: string;
  readonly related: readonly FaqRelatedQuestion[];
}

/** A FAQ category and its questions. */
export interface FaqCategory {
  readonly name: string;
  readonly order: number;
  readonly items: readonly FaqQuestion[];
}
