import { describe, expect, it } from 'vitest';
import { LiveAnnouncerStore } from './live-announcer.store.ts';
import { ToastCenter, toastText } from './toast.service.ts';
import type { RenderedToast, ToastCenterDeps, ToastRenderer } from './toast.service.ts';

function setup(overrides: Partial<ToastCenterDeps> = {}) {
  const rendered: RenderedToast[] = [];
  const errors: unknown[] = [];
  let loads = 0;
  const announcer = new LiveAnnouncerStore();
  const renderer: ToastRenderer = { render: (toast) => rendered.push(toast) };
  const center = new ToastCenter({
    loadRenderer: () => {
      loads += 1;
      return Promise.resolve(renderer);
    },
    delayMs: () => 3000,
    announcer,
    reportError: (error) => errors.push(error),
    ...overrides,
  });
  return { center, rendered, errors, announcer, loads: () => loads };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('toast center', () => {
  it('renders a toast with the client delay and announces it politely', async () => {
    const { center, rendered, announcer } = setup();
    center.show({ intent: 'success', message: 'Demande réalisée' });
    expect(announcer.polite).toBe('Demande réalisée');
    await flush();
    expect(rendered).toEqual([
      {
        intent: 'success',
        message: 'Demande réalisée',
        detail: null,
        timeoutMs: 3000,
        key: 'success\u0000Demande réalisée\u0000',
      },
    ]);
  });

  it('gives identical toasts one key, so that a copy still shown is refreshed, not stacked (issue 22 #15)', async () => {
    const { center, rendered } = setup();
    const consent = {
      intent: 'success',
      message: 'Nous avons bien pris en compte votre consentement.',
    } as const;
    center.show(consent);
    center.show(consent);
    center.show({ ...consent, detail: 'autre' });
    await flush();
    const [first, second, third] = rendered.map((toast) => toast.key);
    expect(first).toBe(second);
    expect(third).not.toBe(first);
  });

  it("keeps an item's own delay and announces danger toasts assertively with their detail", async () => {
    const { center, rendered, announcer } = setup();
    center.show({
      intent: 'danger',
      message: 'La création du compte a échoué.',
      detail: ' Compte existant ',
      timeoutMs: 800,
    });
    expect(announcer.assertive).toBe('La création du compte a échoué. Compte existant');
    await flush();
    expect(rendered[0]).toMatchObject({
      intent: 'danger',
      message: 'La création du compte a échoué.',
      detail: 'Compte existant',
      timeoutMs: 800,
    });
  });

  it('loads the renderer once, on the first toast', async () => {
    const { center, rendered, loads } = setup();
    expect(loads()).toBe(0);
    center.show({ intent: 'primary', message: 'a' });
    center.show({ intent: 'primary', message: 'b' });
    await flush();
    expect(loads()).toBe(1);
    expect(rendered.map((toast) => toast.message)).toEqual(['a', 'b']);
  });

  it('reports a renderer that cannot load, still announces, and retries on the next toast', async () => {
    const failure = new Error('chunk failed');
    let attempts = 0;
    const rendered: string[] = [];
    const { center, errors, announcer } = setup({
      loadRenderer: () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(failure)
          : Promise.resolve({ render: (toast: RenderedToast) => rendered.push(toast.message) });
      },
    });
    center.show({ intent: 'warning', message: 'premier' });
    await flush();
    expect(errors).toEqual([failure]);
    expect(announcer.polite).toBe('premier');
    center.show({ intent: 'warning', message: 'second' });
    await flush();
    expect(attempts).toBe(2);
    expect(rendered).toEqual(['second']);
  });

  it('joins message and detail for the spoken text, ignoring a blank detail', () => {
    expect(toastText({ message: 'Erreur.', detail: '  ' })).toBe('Erreur.');
    expect(toastText({ message: 'Erreur.', detail: 'Serveur' })).toBe('Erreur. Serveur');
  });
});
