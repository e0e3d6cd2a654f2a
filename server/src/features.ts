import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/account.routes.ts';
import { actRoutes } from './acts/acts.routes.ts';
import { careNetworkRoutes } from './care-networks/care-networks.routes.ts';
import { adminHistoryRoutes } from './back-office/admin-history.routes.ts';
import { adminStaffRoutes } from './back-office/admin-staff.routes.ts';
import { adminContentsRoutes } from './back-office/contents/admin-contents.routes.ts';
import { audiencesRoutes } from './back-office/audiences/audiences.routes.ts';
import { habilitationsRoutes } from './back-office/habilitations/habilitations.routes.ts';
import { adminFaqRoutes } from './back-office/faq/faq-admin.routes.ts';
import { adminFaqFeedbackRoutes } from './back-office/faq/faq-feedback.routes.ts';
import { adminMailTemplateRoutes } from './back-office/mail-templates/mail-templates.routes.ts';
import { adminRequestsRoutes } from './back-office/requests/requests-admin.routes.ts';
import { referenceDataAdminRoutes } from './back-office/referentiels/reference-data-admin.routes.ts';
import { adminStatisticsRoutes } from './back-office/statistics/statistics.routes.ts';
import { adminNotificationsRoutes } from './back-office/notifications/admin-notifications.routes.ts';
import { adminConsultationsRoutes } from './back-office/consultations/consultations.routes.ts';
import { consultationsRoutes } from './consultations/consultations.routes.ts';
import { seedConsultationStaff } from './db/seeds/consultation-staff.seed.ts';
import { adminAdherentsRoutes } from './back-office/adherents/adherents-admin.routes.ts';
import { seedStaffHabilitations } from './back-office/staff-habilitations.seed.ts';
import { cmsRoutes } from './cms/cms.routes.ts';
import type { Queryable } from './db/database.ts';
import { seedAmfDemo } from './db/seeds/amf-demo.seed.ts';
import { seedAudiences } from './db/seeds/audiences.seed.ts';
import { seedCareActs } from './db/seeds/care-acts.seed.ts';
import { seedContributions } from './db/seeds/contributions.seed.ts';
import { seedCms } from './db/seeds/cms.seed.ts';
import { seedCore } from './db/seeds/core.seed.ts';
import { seedFaq } from './db/seeds/faq.seed.ts';
import { seedGuarantees } from './db/seeds/guarantees.seed.ts';
import { seedReferenceData } from './db/seeds/reference-data.seed.ts';
import { seedRequests } from './db/seeds/requests.seed.ts';
import { seedSimulator } from './db/seeds/simulator.seed.ts';
import { seedMemberContent, seedReferenceContent } from './db/seeds/member.seed.ts';
import { seedRequestTargetDelays } from './db/seeds/request-target-delays.seed.ts';
import { seedPrestations } from './db/seeds/prestations.seed.ts';
import { type Seed, runSeedList } from './db/seeds/run-seeds.ts';
import { cotisationRoutes } from './cotisations/cotisations.routes.ts';
import { courrierRoutes } from './documents/courriers.routes.ts';
import { memberDocumentRoutes } from './documents/member-documents.routes.ts';
import { faqRoutes } from './faq/faq.routes.ts';
import { guaranteeRoutes } from './guarantees/guarantees.routes.ts';
import { activationRoutes } from './identity/activation/activation.routes.ts';
import { adminAccountRoutes } from './identity/admin/admin-account.routes.ts';
import { forgotUsernameRoutes } from './identity/forgot-username/forgot-username.routes.ts';
import { loginChangeRoutes } from './identity/login-change/login-change.routes.ts';
import { loginRoutes } from './identity/login/login.routes.ts';
import { oidcRoutes } from './identity/oidc/oidc.routes.ts';
import { passwordRoutes } from './identity/password/password.routes.ts';
import { registrationRoutes } from './identity/registration/registration.routes.ts';
import { sessionRoutes } from './identity/session.routes.ts';
import { bankDetailsRoutes } from './member/bank-details.routes.ts';
import { memberRoutes } from './member/member.routes.ts';
import { notificationRoutes } from './notifications/notifications.routes.ts';
import { refundAlertRoutes } from './refunds/refund-alerts.routes.ts';
import { createFaultSwitch, parseFaults } from './platform/fault-switch.ts';
import { referenceDataRoutes } from './reference-data/reference-data.routes.ts';
import { prestationsRoutes } from './prestations/prestations.routes.ts';
import { refundsRoutes } from './refunds/refunds.routes.ts';
import { requestRoutes } from './requests/requests.routes.ts';
import type { RoutePlugin, ServerDeps } from './server-deps.ts';
import { securityCodeRoutes } from './security-code/security-code.routes.ts';
import { simulatorRoutes } from './simulator/simulator.routes.ts';
import { uploadRoutes } from './upload/upload.routes.ts';

/**
 * The one registration point of the features (docs/architecture.md): their routes and their seeds. The
 * platform (`http/`, `db/`, `mail/`, `openapi/`, `tenant/`, `platform/`, `ui/`) never imports a feature; this
 * composition file, read by `app.ts` and the seeding callers, does.
 */

/**
 * The member services (CMS, FAQ, member data, documents, refunds, acts, reference data, uploads, security code,
 * forgot-username, guarantees), in one Fastify context sharing one fault switch (dev/test only) between the
 * routes that can be made to fail on purpose.
 */
async function memberServiceRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
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
  await requestRoutes(app, deps);
  await prestationsRoutes(app, deps, faults);
  await cotisationRoutes(app, deps, faults);
  await simulatorRoutes(app, deps, faults);
}

/** Feature route plugins in registration order (each in its own Fastify context; app.ts adds the platform's). */
export const FEATURE_ROUTES: readonly RoutePlugin[] = [
  registrationRoutes,
  activationRoutes,
  passwordRoutes,
  loginRoutes,
  oidcRoutes,
  sessionRoutes,
  adminAccountRoutes,
  adminStaffRoutes,
  adminHistoryRoutes,
  adminContentsRoutes,
  habilitationsRoutes,
  adminMailTemplateRoutes,
  adminFaqRoutes,
  adminFaqFeedbackRoutes,
  adminRequestsRoutes,
  referenceDataAdminRoutes,
  audiencesRoutes,
  adminStatisticsRoutes,
  adminNotificationsRoutes,
  adminConsultationsRoutes,
  consultationsRoutes,
  adminAdherentsRoutes,
  accountRoutes,
  loginChangeRoutes,
  memberServiceRoutes,
  notificationRoutes,
  refundAlertRoutes,
];

/**
 * Every seed, in order (core first: the members and accounts the other rows reference). Each one inserts the
 * demo data of its feature from `server/seed/*.json` and is idempotent (`ON CONFLICT DO NOTHING`).
 */
export const FEATURE_SEEDS: readonly Seed[] = [
  seedCore,
  seedReferenceData,
  seedStaffHabilitations,
  seedCms,
  seedFaq,
  seedReferenceContent,
  seedMemberContent,
  seedCareActs,
  seedGuarantees,
  seedAmfDemo,
  seedRequests,
  seedRequestTargetDelays,
  seedPrestations,
  seedContributions,
  seedSimulator,
  seedAudiences,
  seedConsultationStaff,
];

/** Runs every seed: at every start and after every test reset. */
export async function runSeeds(db: Queryable): Promise<void> {
  await runSeedList(db, FEATURE_SEEDS);
}
