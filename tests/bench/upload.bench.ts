#!/usr/bin/env node
/**
 * `npm run bench:upload` (issue 6): a 20 MiB file (issue 15; UPLOAD_BENCH_MB=200 for the issue-6 size) uploaded to POST /api/upload through the app's upload path
 * in Chromium (UploadQueueRunner + XhrUploadTransport, a disk-backed File as a member's browser has it) vs
 * `curl -F` to the same endpoint, same server, same file, alternating runs. Reports the median times, the
 * throughputs and the ratio app / curl (goal ≥ 0.9) in .data/reports/upload.json. A plain XMLHttpRequest in the
 * same page is measured too, to separate the application's own cost from the browser's, and both clients also send
 * the file to a bare Node route that reads and drops the body (no parsing, no database): what Chromium's XHR costs
 * by itself against curl on this machine.
 *
 * The host is shared (2 cores, other suites running): runs are interleaved and the ratio is taken on the
 * medians (robust to one lucky or unlucky run of either method; the three take turns at going first); the best runs are reported beside it, with
 * the load average at the start and the end.
 *
 * The reference server runs as its own process (PGlite, throwaway data directory: the stored files stay there until
 * the end) with a bench-only upload limit (PORTAIL_UPLOAD_MAX_FILE_MB / PORTAIL_UPLOAD_MAX_TOTAL_MB).
 * Options (environment): UPLOAD_BENCH_MB (default 20), UPLOAD_BENCH_RUNS (default 9).
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { randomFillSync } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium } from 'playwright-core';
import type { BenchUploadResult } from './upload-bench/upload-bench.page.ts';
import { printFigures, writeSuiteReport } from './support/bench-report.ts';
import { REPO_ROOT, startServerProcess } from './support/server-process.ts';
import { paddedPdfParts } from '../../server/src/testing/padded-pdf.ts';

const MB = 1024 * 1024;
const SIZE_MB = Number(process.env['UPLOAD_BENCH_MB'] ?? 20);
const RUNS = Number(process.env['UPLOAD_BENCH_RUNS'] ?? 9);
const GOAL = 0.9;
const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const BENCH_PREFIX = '/__banc-televersement__/';
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
};

/** A one-page PDF (the server parses it) padded with pseudo-random bytes (nothing compresses). */
async function writeBenchFile(path: string, bytes: number): Promise<void> {
  const out = createWriteStream(path);
  const { head, padding, tail } = paddedPdfParts(bytes);
  out.write(head);
  const chunk = Buffer.alloc(4 * MB);
  for (let written = 0; written < padding; written += chunk.length) {
    randomFillSync(chunk);
    const part = chunk.subarray(0, Math.min(chunk.length, padding - written));
    if (!out.write(part)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  out.write(tail);
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
}

/** Builds the bench page (the app's upload modules bundled by Vite, as in the UI build). */
async function buildBenchPage(outDir: string): Promise<void> {
  const { build } = await import('vite');
  const root = join(REPO_ROOT, 'tests', 'bench', 'upload-bench');
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    base: BENCH_PREFIX,
    build: { outDir, emptyOutDir: true, target: 'es2023', sourcemap: false },
  });
}

/** The XSRF cookie a GET hands out (the upload is a POST under /api/). */
async function xsrfToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/config/portal`);
  await response.arrayBuffer();
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('XSRF-TOKEN='));
  const token = cookie?.slice('XSRF-TOKEN='.length).split(';')[0];
  if (token === undefined || token === '') throw new Error('no XSRF-TOKEN cookie from the server');
  return token;
}

/** `curl -F` upload; resolves to the total time in ms. */
function curlUpload(baseUrl: string, path: string, token: string, route = '/api/upload'): Promise<number> {
  return new Promise((resolve, reject) => {
    const curl = spawn('curl', [
      '--silent',
      '--show-error',
      '--output',
      '/dev/null',
      '--write-out',
      '%{http_code} %{time_total}',
      '--cookie',
      `XSRF-TOKEN=${token}`,
      '--header',
      `X-XSRF-TOKEN: ${token}`,
      '--form',
      `file=@${path};type=application/pdf`,
      `${baseUrl}${route}`,
    ]);
    let out = '';
    let err = '';
    curl.stdout.on('data', (data: Buffer) => (out += data.toString()));
    curl.stderr.on('data', (data: Buffer) => (err += data.toString()));
    curl.on('error', reject);
    curl.on('close', (code) => {
      const [status, seconds] = out.trim().split(' ');
      if (code !== 0 || status !== '200')
        reject(new Error(`curl upload failed (${String(code)}, ${out}): ${err}`));
      else resolve(Number(seconds) * 1000);
    });
  });
}

/**
 * A bare route on this process: serves the bench page and reads then drops any POST body, answering like the
 * upload endpoint. Chromium and curl sending the same file there measure the clients alone.
 */
async function startBareServer(pageDir: string): Promise<{ server: Server; baseUrl: string }> {
  const server = createServer((request, response) => {
    if (request.method === 'POST') {
      request.on('data', () => undefined);
      request.on('end', () => {
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            fileNames: [{ remoteFileName: 'x.pdf', localFileName: 'x.pdf', size: 1, inputName: 'bench' }],
          }),
        );
      });
      return;
    }
    const name = (request.url ?? '/').split('?')[0]?.slice(BENCH_PREFIX.length) || 'index.html';
    readFile(join(pageDir, name)).then(
      (body) => {
        response.setHeader('content-type', CONTENT_TYPES[extname(name)] ?? 'application/octet-stream');
        response.end(body);
      },
      () => {
        response.statusCode = 404;
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address !== 'object') throw new Error('bare server has no port');
  return { server, baseUrl: `http://127.0.0.1:${String(address.port)}` };
}

function best(values: readonly number[]): number {
  return Math.min(...values);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function main(): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'portail-bench-upload-'));
  const dataDir = join(work, 'data');
  const pageDir = join(work, 'page');
  const file = join(work, `releve-${String(SIZE_MB)}mo.pdf`);
  const bytes = Math.round(SIZE_MB * MB);
  console.log(`bench:upload — ${SIZE_MB} MB, ${RUNS} runs each (app in Chromium vs curl)`);
  const loadBefore = loadavg();
  await Promise.all([writeBenchFile(file, bytes), buildBenchPage(pageDir)]);
  const limitMb = String(Math.ceil(SIZE_MB * 1.25));
  const server = await startServerProcess({
    dataDir,
    env: { PORTAIL_UPLOAD_MAX_FILE_MB: limitMb, PORTAIL_UPLOAD_MAX_TOTAL_MB: limitMb, LOG_LEVEL: 'warn' },
  });
  const bare = await startBareServer(pageDir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    // The bench page is served on the server's origin (same cookies, same anti-forgery rule as the app).
    await page.route(`${server.baseUrl}${BENCH_PREFIX}**`, async (route) => {
      const name = new URL(route.request().url()).pathname.slice(BENCH_PREFIX.length) || 'index.html';
      const body = await readFile(join(pageDir, name));
      await route.fulfill({
        status: 200,
        body,
        contentType: CONTENT_TYPES[extname(name)] ?? 'application/octet-stream',
      });
    });
    await page.goto(`${server.baseUrl}/api/config/portal`); // issues the XSRF-TOKEN cookie
    await page.goto(`${server.baseUrl}${BENCH_PREFIX}index.html`);
    await page.locator('#fichier').setInputFiles(file);
    const token = await xsrfToken(server.baseUrl);

    const pageToken =
      (await context.cookies(server.baseUrl)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const barePage = await context.newPage();
    await barePage.goto(`${bare.baseUrl}${BENCH_PREFIX}index.html`);
    await barePage.locator('#fichier').setInputFiles(file);
    const app: BenchUploadResult[] = [];
    const plain: BenchUploadResult[] = [];
    const curl: number[] = [];
    const bareXhr: number[] = [];
    const bareCurl: number[] = [];
    // The three uploads to the portal take turns at going first: the one right after the previous run's 60 MiB
    // of writes meets the database's background work (with a fixed order, always the app's).
    const portalUploads = [
      async () => void app.push(await page.evaluate(() => window.benchUpload())),
      async () => void curl.push(await curlUpload(server.baseUrl, file, token)),
      async () => void plain.push(await page.evaluate((value) => window.benchPlainXhr(value), pageToken)),
    ];
    for (let run = 1; run <= RUNS; run += 1) {
      for (let n = 0; n < portalUploads.length; n += 1) {
        await portalUploads[(run - 1 + n) % portalUploads.length]?.();
      }
      bareXhr.push((await barePage.evaluate(() => window.benchPlainXhr('-'))).ms);
      bareCurl.push(await curlUpload(bare.baseUrl, file, '-', '/televersement-nu'));
      console.log(
        `  run ${run}: app ${(app.at(-1)?.ms ?? 0).toFixed(0)} ms (${app.at(-1)?.progressUpdates ?? 0} progress updates), ` +
          `curl ${(curl.at(-1) ?? 0).toFixed(0)} ms, plain XHR ${(plain.at(-1)?.ms ?? 0).toFixed(0)} ms; ` +
          `bare route: XHR ${(bareXhr.at(-1) ?? 0).toFixed(0)} ms, curl ${(bareCurl.at(-1) ?? 0).toFixed(0)} ms`,
      );
    }
    const appTimes = app.map((result) => result.ms);
    const plainTimes = plain.map((result) => result.ms);
    const ratio = median(curl) / median(appTimes);
    const bestRatio = best(curl) / best(appTimes);
    const throughput = (ms: number) => Number((SIZE_MB / (ms / 1000)).toFixed(1));
    const load = `${loadBefore.map((value) => value.toFixed(1)).join(' / ')} → ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')}`;
    const report = {
      suite: 'upload',
      title: `Téléversement de ${SIZE_MB} Mo : application (Chromium) vs curl`,
      figures: [
        {
          label: 'Application (UploadQueueRunner + XhrUploadTransport), médiane',
          value: Math.round(median(appTimes)),
          unit: 'ms',
        },
        { label: 'curl -F, médiane', value: Math.round(median(curl)), unit: 'ms' },
        {
          label: 'Référence : XMLHttpRequest seul dans Chromium, médiane',
          value: Math.round(median(plainTimes)),
          unit: 'ms',
        },
        { label: 'Débit application (médiane)', value: throughput(median(appTimes)), unit: 'Mo/s' },
        { label: 'Débit curl (médiane)', value: throughput(median(curl)), unit: 'Mo/s' },
        {
          label: 'Ratio débit application / curl (médianes)',
          value: Number(ratio.toFixed(2)),
          unit: '',
          goal: `≥ ${GOAL}`,
          ok: ratio >= GOAL,
        },
        {
          label: 'Ratio débit application / curl (meilleurs essais)',
          value: Number(bestRatio.toFixed(2)),
          unit: '',
        },
        {
          label: 'Application / XHR seul (médianes)',
          value: Number((median(appTimes) / median(plainTimes)).toFixed(2)),
          unit: '×',
        },
        {
          label: 'Route nue (corps lu puis jeté) : XHR seul dans Chromium / curl, médianes',
          value: `${String(Math.round(median(bareXhr)))} / ${String(Math.round(median(bareCurl)))}`,
          unit: 'ms',
        },
        {
          label: 'Route nue : ratio débit XHR Chromium / curl (le coût du navigateur seul)',
          value: Number((median(bareCurl) / median(bareXhr)).toFixed(2)),
          unit: '',
        },
      ],
      notes:
        `${RUNS} runs of each method, interleaved, each of app, curl and XHR first in turn, same server process and file (pseudo-random ` +
        `content behind a PDF header). Times (ms): app ${appTimes.map(Math.round).join(', ')}; curl ` +
        `${curl.map(Math.round).join(', ')}; XHR ${plainTimes.map(Math.round).join(', ')}; bare route XHR ` +
        `${bareXhr.map(Math.round).join(', ')}, bare route curl ${bareCurl.map(Math.round).join(', ')}. ` +
        `Load average (1/5/15 min) ${load} on ${String(cpus().length)} shared cores. Server on PGlite, upload limit ` +
        `raised to ${limitMb} Mo for the bench (PORTAIL_UPLOAD_MAX_FILE_MB); the file is written to the database in ` +
        '1 MiB segments while it arrives and recorded once checked, as in production; the bare route is a Node ' +
        'http server in the bench process that reads and drops the body.',
    };
    printFigures(report);
    console.log(`report: ${await writeSuiteReport(report)}`);
    if (ratio < GOAL) process.exitCode = 1;
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => bare.server.close(() => resolve()));
    await server.stop();
    await rm(work, { recursive: true, force: true });
  }
}

await main();
