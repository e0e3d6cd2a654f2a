// @vitest-environment happy-dom
import { ProcessStaffRequest, ProcessStaffTopicThread, ok } from '@portail/application';
import {
  FakeStaffRequestsPort,
  GESTIONNAIRE,
  aStaffRequest,
  aStaffRequestSummary,
  someCounts,
} from '@portail/application/src/use-cases/test-support/fake-staff-requests.port.ts';
import {
  FakeStaffTopicThreadsPort,
  aStaffTopicThreadDetail,
} from '@portail/application/src/use-cases/test-support/fake-staff-topic-threads.port.ts';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DemandesArea } from './demandes-area.tsx';
import { RequestPageViewModel } from './request-page.view-model.ts';
import { RequestQueueViewModel } from './request-queue.view-model.ts';
import { TopicThreadListViewModel } from './topic-thread-list.view-model.ts';
import { TopicThreadPageViewModel } from './topic-thread-page.view-model.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

async function render(
  path: string,
  canUpdate: boolean,
  port = new FakeStaffRequestsPort(),
  threads = new FakeStaffTopicThreadsPort(),
) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const models = {
    queue: new RequestQueueViewModel({ requests: port, announce: () => undefined }),
    page: () =>
      new RequestPageViewModel({
        requests: port,
        process: new ProcessStaffRequest(port),
        canUpdate,
        notify: () => undefined,
        announce: () => undefined,
      }),
    threads: new TopicThreadListViewModel({ threads, announce: () => undefined }),
    thread: () =>
      new TopicThreadPageViewModel({
        threads,
        process: new ProcessStaffTopicThread(threads),
        notify: () => undefined,
        announce: () => undefined,
      }),
  };
  await act(async () => {
    root?.render(
      createElement(MemoryRouter, { initialEntries: [path] }, createElement(DemandesArea, { models })),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { host, port };
}

const buttons = () => [...document.querySelectorAll('button')].map((b) => b.textContent.trim());

describe('« Demandes » rendered', () => {
  it('lists the queue: the counts as buttons, a late request said « En retard » in words', async () => {
    const port = new FakeStaffRequestsPort();
    port.queueCall.answers(
      ok({
        items: [aStaffRequestSummary({ late: true, assignedTo: GESTIONNAIRE })],
        next: 'c2',
        counts: someCounts({ envoyee: 3 }),
      }),
    );
    const { host } = await render('/', true, port);
    expect(host.querySelector('h1')?.textContent).toBe('Demandes');
    expect(buttons()).toContain('Envoyée : 3');
    expect(buttons()).toContain('Demandes suivantes');
    const row = host.querySelector('[data-testid="demande-row"]');
    expect(row?.textContent).toContain('En retard');
    expect(row?.textContent).toContain('Marie Dupont (1000001)');
    expect(row?.querySelector('a')?.getAttribute('href')).toBe('/dem-1');
  });

  it('shows a request with its data, its quote opened in a new tab and the actions allowed; none without the habilitation', async () => {
    const port = new FakeStaffRequestsPort();
    port.getCall.answers(ok(aStaffRequest({ allowedActions: ['take', 'refuse'] })));
    const { host } = await render('/dem-1', true, port);
    expect(host.querySelector('h1')?.textContent).toBe('Prise en charge hospitalière D-2026-000001');
    expect(host.textContent).toContain('Établissement — N° FINESS');
    const open = host.querySelector('a[aria-label="Ouvrir devis.pdf (nouvel onglet)"]');
    expect(open?.getAttribute('target')).toBe('_blank');
    expect(host.querySelector('iframe')).toBeNull();
    expect(host.querySelector('a[download="devis.pdf"]')).not.toBeNull();
    expect(buttons()).toEqual(expect.arrayContaining(['Prendre en charge', 'Refuser']));
    act(() => root?.unmount());
    document.body.innerHTML = '';
    await render('/dem-1', false, port);
    expect(buttons()).not.toContain('Prendre en charge');
    expect(buttons()).not.toContain('Refuser');
  });

  it('opens the refusal dialog with its required reason field', async () => {
    const port = new FakeStaffRequestsPort();
    port.getCall.answers(ok(aStaffRequest({ allowedActions: ['refuse'] })));
    await render('/dem-1', true, port);
    const refuse = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Refuser');
    await act(async () => {
      refuse?.click();
      await Promise.resolve();
    });
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Refuser la demande ?');
    expect(dialog?.querySelector('textarea')?.required).toBe(true);
  });

  it('lists the members’ topic threads under « Messages » (the tab marked current), each linking to its thread', async () => {
    const { host } = await render('/messages', true);
    expect(host.querySelector('h1')?.textContent).toBe('Messages des adhérents');
    expect(host.querySelector('a[aria-current="page"]')?.textContent).toBe('Messages');
    const row = host.querySelector('[data-testid="discussion-row"]');
    expect(row?.textContent).toContain('Cotisations');
    expect(row?.textContent).toContain('En attente de réponse');
    expect(row?.querySelector('a')?.getAttribute('href')).toBe('/messages/fil-1');
  });

  it('shows a thread’s conversation with the answer form and the closing; only the conversation when closed', async () => {
    const threads = new FakeStaffTopicThreadsPort();
    const { host } = await render('/messages/fil-1', true, undefined, threads);
    expect(host.querySelector('h1')?.textContent).toBe('Message « Cotisations » de Marie Dupont');
    expect(host.textContent).toContain('Pourquoi ma cotisation a-t-elle augmenté ?');
    expect(host.querySelector('textarea')?.required).toBe(true);
    expect(buttons()).toEqual(expect.arrayContaining(['Envoyer la réponse', 'Clôturer la discussion']));
    act(() => root?.unmount());
    document.body.innerHTML = '';
    threads.getCall.answers(ok(aStaffTopicThreadDetail({ allowedActions: [], closedAt: new Date() })));
    await render('/messages/fil-1', true, undefined, threads);
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.body.textContent).toContain('Clôturée le');
  });
});
