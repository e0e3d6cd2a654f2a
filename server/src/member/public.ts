/**
 * The public file of `member/`: all another feature may import from it (docs/architecture.md). Everything else
 * in the folder is private to the feature (dependency-cruiser rule `server-feature-through-public-file`).
 */
export { findPendingConsents } from './consents.repository.ts';
export { findMemberContract } from './contracts.repository.ts';
export { CURRENT_CONTRACT_HEADER, currentContractOf, ownCurrentContractOf } from './current-contract.ts';
export { memberContracts } from './member-contracts.ts';
export { findBeneficiaries, findPrincipalPerson } from './persons.repository.ts';
export { countOwnUploads } from './bank-details.repository.ts';
export { findManagementMode } from './management-modes.repository.ts';
