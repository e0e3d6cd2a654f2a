import { describe, expect, it } from 'vitest';
import { LoginLinkViewModel } from './login-link.view-model.ts';
import { RecordingEffects } from '../../app/platform/testing/flow-fakes.ts';

describe('login link view-model', () => {
  it("sends the browser to the identity login endpoint on 'Se connecter', back to the member area after sign-in", () => {
    const effects = new RecordingEffects();
    new LoginLinkViewModel(
      (callbackUrl) => `/api/identity/login?callbackUrl=${encodeURIComponent(callbackUrl)}`,
      effects.navigation,
    ).login();
    expect(effects.redirects).toEqual(['/api/identity/login?callbackUrl=%2F%23%2Fespace']);
  });
});
