// @vitest-environment happy-dom
import { CMS_LINK_TARGET_ISSUE } from '@portail/domain';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RichTextEditor from './rich-text-editor.tsx';
import './testing/test-editor.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

async function render(initialHtml: string, onChange = vi.fn()): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root?.render(createElement(RichTextEditor, { label: 'Contenu du bloc', initialHtml, onChange }));
    await Promise.resolve();
  });
  return host;
}

function key(target: Element, init: KeyboardEventInit): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
}

function buttons(host: HTMLElement): HTMLButtonElement[] {
  return [...host.querySelectorAll<HTMLButtonElement>('[role="toolbar"] button')];
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('the rich-text editor widget', () => {
  it('is a labelled multi-line text box controlled by a labelled toolbar', async () => {
    const host = await render('<p>Bonjour</p>');
    const box = host.querySelector('[role="textbox"]');
    const toolbar = host.querySelector('[role="toolbar"]');
    expect(box?.getAttribute('aria-multiline')).toBe('true');
    expect(document.getElementById(box?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Contenu du bloc',
    );
    expect(toolbar?.getAttribute('aria-label')).toBe('Mise en forme : Contenu du bloc');
    expect(toolbar?.getAttribute('aria-controls')).toBe(box?.id);
    expect(
      [...host.querySelectorAll('[role="group"]')].map((group) => group.getAttribute('aria-label')),
    ).toEqual([
      'Format du bloc',
      'Style du paragraphe',
      'Mise en forme du texte',
      'Insertion',
      'Historique des modifications',
    ]);
    const bold = host.querySelector('[data-action="bold"]');
    expect(bold?.getAttribute('aria-label')).toBe('Gras');
    expect(bold?.getAttribute('aria-keyshortcuts')).toBe('Control+B');
    expect(document.getElementById(bold?.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Ctrl+B');
    expect(host.querySelector('[data-action="paragraph"]')?.getAttribute('aria-pressed')).toBe('true');
    expect(host.querySelector('[data-action="undo"]')?.getAttribute('aria-disabled')).toBe('true');
  });

  it('is one Tab stop whose arrows, Home and End move between the buttons (roving tabindex)', async () => {
    const host = await render('<p>Bonjour</p>');
    const all = buttons(host);
    expect(all.filter((button) => button.tabIndex === 0)).toEqual([all[0]]);
    act(() => all[0]?.focus());
    act(() => key(all[0] as Element, { key: 'ArrowRight' }));
    expect(document.activeElement).toBe(all[1]);
    expect(all.filter((button) => button.tabIndex === 0)).toEqual([all[1]]);
    act(() => key(all[1] as Element, { key: 'End' }));
    expect(document.activeElement).toBe(all.at(-1));
    act(() => key(all.at(-1) as Element, { key: 'ArrowRight' }));
    expect(document.activeElement).toBe(all[0]);
    act(() => key(all[0] as Element, { key: 'ArrowLeft' }));
    expect(document.activeElement).toBe(all.at(-1));
    act(() => key(all.at(-1) as Element, { key: 'Home' }));
    expect(document.activeElement).toBe(all[0]);
  });

  it('gives the block a format from the toolbar, says it pressed, and reports the HTML', async () => {
    const onChange = vi.fn();
    const host = await render('<p>Bonjour</p>', onChange);
    act(() => host.querySelector<HTMLButtonElement>('[data-action="style-texte-chapo"]')?.click());
    expect(onChange).toHaveBeenLastCalledWith('<p class="texte-chapo">Bonjour</p>');
    expect(host.querySelector('[data-action="style-texte-chapo"]')?.getAttribute('aria-pressed')).toBe(
      'true',
    );
    act(() => host.querySelector<HTMLButtonElement>('[data-action="heading-4"]')?.click());
    expect(onChange).toHaveBeenLastCalledWith('<h4>Bonjour</h4>');
    expect(host.querySelector('[data-action="heading-4"]')?.getAttribute('aria-pressed')).toBe('true');
  });

  it('opens « Insérer un lien » with Ctrl+K, refuses a javascript: address in French, applies a portal route', async () => {
    const onChange = vi.fn();
    const host = await render('<p>Bonjour</p>', onChange);
    const box = host.querySelector('[role="textbox"]') as HTMLElement;
    await act(async () => {
      key(box, { key: 'k', ctrlKey: true });
      await Promise.resolve();
    });
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.querySelector('h2')?.textContent).toBe('Insérer un lien');
    const input = dialog?.querySelector('input') as HTMLInputElement;
    const form = dialog?.querySelector('form') as HTMLFormElement;
    const type = (value: string) =>
      act(() => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setter?.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    type('javascript:alert(1)');
    act(() => form.requestSubmit());
    expect(dialog?.textContent).toContain(CMS_LINK_TARGET_ISSUE.message);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    type('#/register');
    act(() => form.requestSubmit());
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith('<p><a href="#/register">#/register</a>Bonjour</p>');
  });
});
