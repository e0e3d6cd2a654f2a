import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { TenantConfig } from './tenant-config.ts';
import { TENANT_CONFIG_SCHEMA } from './tenant-config.schema.ts';

/** The demo tenant: every feature on. */
export const DEMO_TENANT_FILE = fileURLToPath(new URL('../../config/tenant.demo.json', import.meta.url));
/** A second tenant with the optional features off. */
export const FEATURES_OFF_TENANT_FILE = fileURLToPath(
  new URL('../../config/tenant.features-off.json', import.meta.url),
);

const validate = new Ajv2020({ allErrors: true }).compile<TenantConfig>(TENANT_CONFIG_SCHEMA);

/** Checks an already-parsed tenant object; throws with every problem listed. */
export function parseTenantConfig(value: unknown, source: string): TenantConfig {
  if (validate(value)) return value;
  const problems = (validate.errors ?? [])
    .map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`)
    .join('; ');
  throw new Error(`Invalid tenant configuration ${source}: ${problems}`);
}

/** Reads and validates a tenant JSON file (default: the demo tenant). */
export async function loadTenantConfig(path: string = DEMO_TENANT_FILE): Promise<TenantConfig> {
  const raw: unknown = JSON.parse(await readFile(path, 'utf8'));
  return parseTenantConfig(raw, path);
}
