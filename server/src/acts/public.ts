/**
 * The public file of `acts/`: all another feature may import from it (docs/architecture.md). A feature that
 * records its own kind of act (the simulator's renfort request) uses the same table, mode and acknowledgement.
 */
export { actLabel } from './act-labels.ts';
export { findActManagementMode, insertAct } from './acts.repository.ts';
