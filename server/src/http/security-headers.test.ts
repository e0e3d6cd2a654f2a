import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  SERVER_PAGE_STYLE_HASH,
  contentSecurityPolicy,
} from './security-headers.ts';
import { SERVER_PAGE_CSS } from './server-page-css.ts';

describe('the content security policy', () => {
  it('allows no inline script and only the server pages’ own style sheet, by its sha256', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
    const sha = createHash('sha256').update(SERVER_PAGE_CSS).digest('base64');
    expect(SERVER_PAGE_STYLE_HASH).toBe(`'sha256-${sha}'`);
    expect(CONTENT_SECURITY_POLICY).toContain(`style-src 'self' ${SERVER_PAGE_STYLE_HASH};`);
  });

  it("adds one page's inline script and style hashes, nothing else", () => {
    const policy = contentSecurityPolicy({ scripts: ["'sha256-s'"], styles: ["'sha256-t'"] });
    expect(policy).toContain("script-src 'self' 'sha256-s';");
    expect(policy).toContain(`style-src 'self' ${SERVER_PAGE_STYLE_HASH} 'sha256-t';`);
    expect(policy.replace(" 'sha256-s'", '').replace(" 'sha256-t'", '')).toBe(CONTENT_SECURITY_POLICY);
  });
});
