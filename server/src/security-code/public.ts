/**
 * The public file of `security-code/`: all another feature may import from it (docs/architecture.md). Everything
 * else in the folder is private to the feature (dependency-cruiser rule `server-feature-through-public-file`).
 */
export { subjectOfAccount } from './code-subject.repository.ts';
export { maskEmail, maskPhone } from './contact-mask.ts';
export { SEND_LIMIT } from './security-code-send.ts';
export { SECURITY_CODE_ERRORS, sentContent } from './security-code.messages.ts';
export { consumeVerifiedCode, storeSecurityCode, verifySecurityCode } from './security-code.repository.ts';
export { issueSecurityCode } from './security-code.ts';
