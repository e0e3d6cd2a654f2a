import { describe, expect, it } from 'vitest';
import { LoginLinkViewModel } from './login-link.view-model.ts';
import { RecordingEffects } from './testing/flow-fakes.ts';

describe('login link view-model', () => {
  it("sends the browser to the identity login endpoint on 'Se connecter'", () => {
    const effects = new RecordingEffects();
    new LoginLinkViewModel(() => '/api/identity/login', effects.navigation).login();
    expect(effects.redirects).toEqual(['/api/identity/login']);
  });
});
