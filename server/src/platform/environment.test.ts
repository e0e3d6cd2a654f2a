import { describe, expect, it } from 'vitest';
import { parseEnvironment } from './environment.ts';

describe('parseEnvironment', () => {
  it('gives the defaults of npm start for an empty environment', () => {
    const outcome = parseEnvironment({});
    expect(outcome).toMatchObject({
      ok: true,
      environment: { port: 8080, host: '127.0.0.1', production: false, trustProxy: false, dbPoolMax: 10 },
    });
  });

  it('reports one line per wrong variable, never echoing a secret', () => {
    const outcome = parseEnvironment({
      PORT: 'huit',
      DATABASE_URL: 'mysql://user:motdepasse@db/x',
      LOG_LEVEL: 'verbose',
      PORTAL_SECRET: 'court',
    });
    if (outcome.ok) throw new Error('expected errors');
    expect(outcome.errors).toHaveLength(4);
    expect(outcome.errors[0]).toMatch(/^PORT="huit" : entier attendu entre 0 et 65535/);
    expect(outcome.errors.join('\n')).not.toMatch(/motdepasse|court/);
  });

  it('requires PORTAL_SECRET in production', () => {
    const outcome = parseEnvironment({ NODE_ENV: 'production' });
    expect(outcome).toEqual({ ok: false, errors: [expect.stringMatching(/^PORTAL_SECRET : obligatoire/)] });
    const secret = 'x'.repeat(32);
    expect(parseEnvironment({ NODE_ENV: 'production', PORTAL_SECRET: secret }).ok).toBe(true);
  });

  it('reads TRUST_PROXY as a boolean, a hop count or addresses', () => {
    const trust = (value: string) => {
      const outcome = parseEnvironment({ TRUST_PROXY: value });
      return outcome.ok ? outcome.environment.trustProxy : outcome.errors;
    };
    expect(trust('1')).toBe(true);
    expect(trust('false')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
    expect(trust('nginx!')).toHaveLength(1);
  });

  it('stops on a misspelt variable of the portal (PORTAIL_UPLOAD_MAX_FILES_MB) instead of ignoring it', () => {
    const outcome = parseEnvironment({ PORTAIL_UPLOAD_MAX_FILES_MB: '50', PORTAL_SECRETS: 'x'.repeat(40) });
    if (outcome.ok) throw new Error('expected errors');
    expect(outcome.errors).toEqual([
      'PORTAIL_UPLOAD_MAX_FILES_MB : variable inconnue (faute de frappe ?) / unknown variable (typo?)',
      'PORTAL_SECRETS : variable inconnue (faute de frappe ?) / unknown variable (typo?)',
    ]);
    expect(parseEnvironment({ PORTAIL_REPORTS_DIR: '/tmp/reports', PORTAIL_TEST_DB: 'postgres' }).ok).toBe(
      true,
    );
  });

  it('checks the upload limits, the fault list, the session lifetimes and the OpenID issuer', () => {
    const outcome = parseEnvironment({
      PORTAIL_UPLOAD_MAX_FILE_MB: 'dix',
      PORTAIL_UPLOAD_MAX_FILES: '0',
      PORTAIL_FAULTS: 'upload-once,televersement:2',
      SESSION_IDLE_MINUTES: '-5',
      OIDC_ISSUER: 'ftp://idp.example',
      SEED_LARGE_MEMBER: 'non',
    });
    if (outcome.ok) throw new Error('expected errors');
    expect(outcome.errors.map((line) => line.split(' : ')[0])).toEqual([
      'SEED_LARGE_MEMBER="non"',
      'SESSION_IDLE_MINUTES="-5"',
      'OIDC_ISSUER="ftp://idp.example"',
      'PORTAIL_UPLOAD_MAX_FILE_MB="dix"',
      'PORTAIL_UPLOAD_MAX_FILES="0"',
      'PORTAIL_FAULTS="upload-once,televersement:2"',
    ]);
    expect(outcome.errors.at(-1)).toMatch(/unknown fault "televersement:2"/);
    const valid = parseEnvironment({
      PORTAIL_UPLOAD_MAX_FILE_MB: '12.5',
      PORTAIL_FAULTS: 'upload-once, contrats:2',
      SESSION_MAX_HOURS: '8',
      OIDC_ISSUER: 'https://idp.example/realms/mutuelle',
    });
    expect(valid.ok).toBe(true);
  });
});
