#!/usr/bin/env node
// Verifies our pacts (pacts/) against any backend, for backend teams:
//   npm run pact:verify -- --provider identity-api --provider-base-url http://localhost:8080 \
//     [--provider-states-setup-url http://localhost:8080/_pact/provider-states] \
//     [--header 'Cookie: portail_session=…; XSRF-TOKEN=…'] [--header 'X-XSRF-TOKEN: …'] \
//     [--pact-dir pacts] [--log-level info]
// Providers: one pact file per API, pacts/portail-adherent-web-<provider>.json. The provider-state names
// a backend must support are listed in README ("Contract tests"); with --provider-states-setup-url the
// verifier POSTs { state, params, action: 'setup' | 'teardown' } there before each interaction, and the
// JSON object it answers supplies the values the pacts inject (userId, code, securityCode, remoteFileName).
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Verifier } from '@pact-foundation/pact';

process.env.PACT_DO_NOT_TRACK = 'true';
const CONSUMER = 'portail-adherent-web';
const root = new URL('..', import.meta.url).pathname;

const { values } = parseArgs({
  options: {
    provider: { type: 'string' },
    'provider-base-url': { type: 'string' },
    'provider-states-setup-url': { type: 'string' },
    header: { type: 'string', multiple: true, default: [] },
    'pact-dir': { type: 'string', default: join(root, 'pacts') },
    'log-level': { type: 'string', default: 'warn' },
    help: { type: 'boolean', default: false },
  },
});

const pactDir = resolve(values['pact-dir']);
const providers = readdirSync(pactDir)
  .filter((name) => name.startsWith(`${CONSUMER}-`) && name.endsWith('.json'))
  .map((name) => name.slice(CONSUMER.length + 1, -'.json'.length))
  .sort();

function usage(message) {
  if (message) console.error(`${message}\n`);
  console.error(
    'Usage: npm run pact:verify -- --provider <name> --provider-base-url <url>\n' +
      '         [--provider-states-setup-url <url>] [--header "Name: value"]… [--pact-dir pacts] [--log-level info]\n' +
      `Providers: ${providers.join(', ')}`,
  );
  process.exit(message ? 2 : 0);
}

if (values.help) usage();
if (!values.provider || !values['provider-base-url'])
  usage('--provider and --provider-base-url are required.');
const pactFile = join(pactDir, `${CONSUMER}-${values.provider}.json`);
if (!existsSync(pactFile)) usage(`No pact for provider "${values.provider}" in ${pactDir}.`);

const verifier = new Verifier({
  provider: values.provider,
  providerBaseUrl: values['provider-base-url'],
  pactUrls: [pactFile],
  logLevel: values['log-level'],
  ...(values['provider-states-setup-url']
    ? { providerStatesSetupUrl: values['provider-states-setup-url'] }
    : {}),
  ...(values.header.length > 0 ? { customProviderHeaders: values.header } : {}),
});

try {
  await verifier.verifyProvider();
  console.log(`\n✔ ${values.provider} honours ${pactFile}`);
} catch (error) {
  // The verifier has printed every interaction and its mismatches above.
  console.error(
    `\n✖ ${values.provider} does not honour ${pactFile}${error instanceof Error ? '' : `: ${error}`}`,
  );
  process.exit(1);
}
