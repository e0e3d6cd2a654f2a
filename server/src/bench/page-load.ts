// The load of the page steps of `npm run bench:server` (remboursements, prestations, cotisations, historique):
// 10 connections at a fixed 200 requests per second for 10 s. autocannon runs in a worker thread
// (`workers: 1`): in the benchmark's own thread its work (sending, parsing the answers, timers) would share the
// event loop with the app it measures — and with PGlite, which runs there too — and be counted as the server's
// latency; in production the clients are elsewhere.
import autocannon from 'autocannon';

/** The page at `url` loaded at 200 requests per second for 10 s; resolves with autocannon's figures. */
export function loadPage(url: string, headers: Record<string, string>): Promise<autocannon.Result> {
  return autocannon({ url, connections: 10, overallRate: 200, duration: 10, headers, workers: 1 });
}
