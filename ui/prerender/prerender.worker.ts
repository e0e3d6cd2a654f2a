// Entry of the pre-rendering build (ui/vite.config.ts, mode 'prerender': dist/server/prerender.worker.js),
// run by the reference server in a child process (server/src/ui/route-shells.ts: its memory goes back to the
// system when it exits) whenever what the shells show may have changed. Protocol, over the IPC channel: the
// server sends { type: 'start', input }; the worker asks it for API GETs ({ type: 'get', id, path } →
// { type: 'answer', id, status, body }), then sends { type: 'done', shells, criticalCss, inlineScript } or
// { type: 'failed', message } and ends.
import { renderRouteShells } from '../src/app/prerender/prerender-shells.tsx';
import { portalShellChooser } from '../src/app/prerender/shell-chooser.inline.ts';
import type { SnapshotAnswer } from '../src/app/prerender/snapshot-host.ts';
import { criticalCss } from './critical-css.ts';

interface WorkerInput {
  readonly distDir: string;
  /** Stylesheets of the page and of every route's chunks (URLs under distDir). */
  readonly stylesheets: readonly string[];
  /** The markup of index.html's `<body>` (its generic loading shell). */
  readonly body: string;
}

const send = process.send?.bind(process);
if (send === undefined) throw new Error('prerender.worker.ts runs in a child process with an IPC channel');
const pending = new Map<number, (answer: SnapshotAnswer) => void>();
let nextId = 0;

const input = await new Promise<WorkerInput>((resolve) => {
  process.on(
    'message',
    (message: { type: string; id: number; status: number; body: unknown; input: WorkerInput }) => {
      if (message.type === 'start') resolve(message.input);
      else if (message.type === 'answer') {
        pending.get(message.id)?.({ status: message.status, body: message.body });
        pending.delete(message.id);
      }
    },
  );
});

const get = (path: string) =>
  new Promise<SnapshotAnswer>((resolve) => {
    nextId += 1;
    pending.set(nextId, resolve);
    send({ type: 'get', id: nextId, path });
  });

try {
  const shells = await renderRouteShells(get);
  const css = await criticalCss(
    input.distDir,
    input.body + shells.map((shell) => `<div>${shell.html}</div>`).join(''),
    input.stylesheets,
  );
  send({
    type: 'done',
    shells,
    criticalCss: css,
    inlineScript: `(${portalShellChooser.toString()})();`,
  });
} catch (error: unknown) {
  send({
    type: 'failed',
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
}
