import { describe, expect, it } from 'vitest';
import type { BrowserFilesWindow } from './browser-files.ts';
import { DomBrowserFiles } from './browser-files.ts';

function fakeWindow() {
  const log: string[] = [];
  const link = {
    href: '',
    download: '',
    rel: '',
    click: () => void log.push(`click ${link.href} as ${link.download}`),
    remove: () => void log.push('remove'),
  };
  const timers: (() => void)[] = [];
  const window = {
    URL: {
      createObjectURL: () => 'blob:portail/1',
      revokeObjectURL: (url: string) => void log.push(`revoke ${url}`),
    },
    document: {
      createElement: () => link,
      body: { append: () => void log.push('append') },
    },
    open: (url: string, target: string) => void log.push(`open ${url} ${target}`),
    setTimeout: (callback: () => void) => timers.push(callback),
  };
  return { window: window as unknown as BrowserFilesWindow, log, timers };
}

describe('DomBrowserFiles', () => {
  it('downloads through a temporary link named after the file, then releases the URL', () => {
    const { window, log, timers } = fakeWindow();
    new DomBrowserFiles(window).download(new Blob(['x']), 'relevé.pdf');
    timers.forEach((run) => run());
    expect(log).toEqual(['append', 'click blob:portail/1 as relevé.pdf', 'remove', 'revoke blob:portail/1']);
  });

  it('opens a print file in a new tab', () => {
    const { window, log } = fakeWindow();
    new DomBrowserFiles(window).openInNewTab(new Blob(['%PDF']));
    expect(log).toEqual(['open blob:portail/1 _blank']);
  });
});
