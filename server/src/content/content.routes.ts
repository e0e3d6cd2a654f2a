import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server-deps.ts';
import { careNetworkRoutes } from './care-networks/care-networks.routes.ts';
import { cmsRoutes } from './cms/cms.routes.ts';
import { memberDocumentRoutes } from './documents/member-documents.routes.ts';
import { faqRoutes } from './faq/faq.routes.ts';
import { forgotUsernameRoutes } from './forgot-username/forgot-username.routes.ts';
import { guaranteeRoutes } from './guarantees/guarantees.routes.ts';
import { bankDetailsRoutes } from './member/bank-details.routes.ts';
import { memberRoutes } from './member/member.routes.ts';
import { actRoutes } from './resources/acts.routes.ts';
import { courrierRoutes } from './resources/courriers.routes.ts';
import { refundsRoutes } from './refunds/refunds.routes.ts';
import { referenceDataRoutes } from './resources/reference-data.routes.ts';
import { securityCodeRoutes } from './security-code/security-code.routes.ts';
import { createFaultSwitch, parseFaults } from './upload/fault-switch.ts';
import { uploadRoutes } from './upload/upload.routes.ts';

/**
 * Every content route (server-content): CMS, FAQ, member data (contracts, consents, bank details, care
 * networks, persons), generic resources, uploads, security code and forgot-username.
 */
export async function contentRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  // One fault switch (dev/test only) shared by the routes that can be made to fail on purpose.
  const faults = createFaultSwitch(
    deps.config.production ? new Map() : parseFaults(process.env['PORTAIL_FAULTS']),
  );
  await cmsRoutes(app, deps);
  await faqRoutes(app, deps);
  await memberRoutes(app, deps, faults);
  await bankDetailsRoutes(app, deps);
  await careNetworkRoutes(app, deps);
  await courrierRoutes(app, deps);
  await refundsRoutes(app, deps, faults);
  await actRoutes(app, deps);
  await referenceDataRoutes(app, deps);
  await uploadRoutes(app, deps, { faults });
  await securityCodeRoutes(app, deps);
  await forgotUsernameRoutes(app, deps);
  await memberDocumentRoutes(app, deps, faults);
  await guaranteeRoutes(app, deps);
}
