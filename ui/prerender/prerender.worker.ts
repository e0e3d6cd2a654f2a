// Entry of the pre-rendering build (ui/vite.config.ts, mode 'prerender': dist/server/prerender.worker.js),
// run by the reference server in a worker thread (server/src/ui/route-shells.ts) whenever what the shells
// show may have changed. Protocol: the worker asks the server for API GETs ({ type: 'get', id, path } →
// { type: 'answer', id, status, body }), then posts { type: 'done', shells, criticalCss, inlineScript } or
// { type: 'failed', message } and ends.
import { parentPort, workerData } from 'node:worker_threads';
import { renderRouteShells } from '../src/prerender/prerender-shells.tsx';
import { portalShellChooser } from '../src/prerender/shell-chooser.inline.ts';
import type { SnapshotAnswer } from '../src/prerender/snapshot-host.ts';
import { criticalCss } from './critical-css.ts';

interface WorkerInput {
  readonly distDir: string;
  /** Stylesheets of the page and of every route's chunks (URLs under distDir). */
  readonly stylesheets: readonly string[];
  /** The markup of index.html's `<body>` (its generic loading shell). */
  readonly body: string;
}

const port = parentPort;
if (port === null) throw new Error('prerender.worker.ts runs in a worker thread');
const input = workerData as WorkerInput;
const pending = new Map<number, (answer: SnapshotAnswer) => void>();
let nextId = 0;

port.on('message', (message: { type: string; id: number; status: number; body: unknown }) => {
  if (message.type !== 'answer') return;
  pending.get(message.id)?.({ status: message.status, body: message.body });
  pending.delete(message.id);
});

const get = (path: string) =>
  new Promise<SnapshotAnswer>((resolve) => {
    nextId += 1;
    pending.set(nextId, resolve);
    port.postMessage({ type: 'get', id: nextId, path });
  });

try {
  const shells = await renderRouteShells(get);
  const css = await criticalCss(
    input.distDir,
    input.body + shells.map((shell) => `<div>${shell.html}</div>`).join(''),
    input.stylesheets,
  );
  port.postMessage({
    type: 'done',
    shells,
    criticalCss: css,
    inlineScript: `(${portalShellChooser.toString()})();`,
  });
} catch (error: unknown) {
  port.postMessage({
    type: 'failed',
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
}
