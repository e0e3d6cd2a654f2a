import type { FaqCategory, FaqQuestion } from '@portail/domain';
import type { PortResult } from './port-error.ts';

export interface FaqRating {
  readonly rateCode: string;
  readonly isUseful: boolean;
  readonly comment?: string;
}

/** Help centre (spec §7 FAQ). userType selects the audience. */
export interface FaqPort {
  getPopular(userType: string): PortResult<readonly FaqQuestion[]>;
  getCategories(userType: string): PortResult<readonly FaqCategory[]>;
  search(query: string, userType: string, getPopular?: boolean): PortResult<readonly FaqQuestion[]>;
  getContent(clickCode: string, userType: string): PortResult<FaqQuestion>;
  click(clickCode: string, userType: string): PortResult<void>;
  rate(rating: FaqRating, userType: string): PortResult<void>;
}
