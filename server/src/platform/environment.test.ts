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
});
