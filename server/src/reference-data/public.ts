/**
 * The public file of `reference-data/`: all another feature may import from it (docs/architecture.md): the
 * reference values of the nine kinds (tables of migration 142), read by the forms' checks and edited by the back
 * office's « Référentiels ».
 */
export {
  bumpKindVersion,
  findNeighbour,
  findValues,
  insertValue,
  listAllValues,
  listEnabledValues,
  pageValues,
  swapRanks,
  updateValue,
} from './reference-data.repository.ts';
export type { ReferenceCursor, ReferenceValue } from './reference-data.repository.ts';
