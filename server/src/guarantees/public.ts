/**
 * The public file of `guarantees/`: all another feature may import from it (docs/architecture.md). Everything else
 * in the folder is private to the feature (dependency-cruiser rule `server-feature-through-public-file`).
 */
export { findContractGuarantees } from './guarantees.repository.ts';
