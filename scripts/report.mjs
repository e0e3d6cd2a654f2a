#!/usr/bin/env node
// `npm run report`: runs the security suites (scripts/security.mjs), the accessibility suites (tests/a11y) and
// every `bench:*` npm script, then renders
// docs/quality-report.md from every figures file found in .data/reports/*.json — never edit the report by hand.
// Figures file format (one per suite or benchmark, documented in /work/notes/security.md):
//   { "suite": "bench-load", "title": "…", "figures": [{ "label", "value", "unit", "goal"?, "ok"? }], "notes": "…",
//     "generatedAt"?: ISO time }
// A bench script that writes no figures file still appears, with its exit code and the end of its output.
// The report is always written; the exit code is 1 when a suite or a bench failed.
// Usage: node scripts/report.mjs [--render-only] [--skip=security,a11y,bench:load,…] [--only=security,a11y,bench:server,…]
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, platform, release, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reportsDir = process.env.PORTAIL_REPORTS_DIR ?? join(root, '.data', 'reports');
const output = join(root, 'docs', 'quality-report.md');
const args = process.argv.slice(2);
const listArg = (name) =>
  args
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .split(',')
    .filter(Boolean);
const renderOnly = args.includes('--render-only');
const only = listArg('only');
const skip = listArg('skip') ?? [];
const BENCH_TIMEOUT_MS = 20 * 60_000;
const TAIL_LINES = 30;

const started = new Date();
const loadAtStart = loadavg();

/** Runs a command, echoing its output, and keeps the end of it. */
function runStep(name, command, commandArgs, env = {}) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    console.log(`\n▶ ${name}: ${[command, ...commandArgs].join(' ')}`);
    const child = spawn(command, commandArgs, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    let text = '';
    const keep = (chunk, stream) => {
      stream.write(chunk);
      text = (text + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    const timer = setTimeout(() => {
      text += `\n[report] arrêté après ${BENCH_TIMEOUT_MS / 60_000} min`;
      child.kill('SIGTERM');
    }, BENCH_TIMEOUT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({
        name,
        status: code ?? (signal ? `signal ${signal}` : 1),
        seconds: (Date.now() - t0) / 1000,
        tail: text
          // eslint-disable-next-line no-control-regex -- ANSI colour codes
          .replace(/\x1b\[[0-9;]*m/g, '')
          .split('\n')
          .filter((line) => line.trim() !== '')
          .slice(-TAIL_LINES)
          .join('\n'),
      });
    });
  });
}

function wanted(name) {
  if (skip.includes(name)) return false;
  return only === undefined || only.includes(name);
}

function reportFiles() {
  if (!existsSync(reportsDir)) return [];
  return readdirSync(reportsDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(reportsDir, name));
}

/**
 * Runs a step with its own figures directory (PORTAIL_REPORTS_DIR, honoured by the suites and benches), then moves
 * what it wrote into .data/reports: the files are attributed exactly, whatever else writes there meanwhile.
 */
async function runMeasuredStep(name, command, commandArgs, replacedPrefix) {
  const stepDir = mkdtempSync(join(tmpdir(), 'portail-report-'));
  try {
    const step = await runStep(name, command, commandArgs, { PORTAIL_REPORTS_DIR: stepDir });
    const files = readdirSync(stepDir).filter((file) => file.endsWith('.json'));
    mkdirSync(reportsDir, { recursive: true });
    if (replacedPrefix !== undefined)
      for (const old of reportFiles())
        if (old.slice(reportsDir.length + 1).startsWith(replacedPrefix)) rmSync(old);
    cpSync(stepDir, reportsDir, { recursive: true });
    return { ...step, files };
  } finally {
    rmSync(stepDir, { recursive: true, force: true });
  }
}

const steps = [];
if (!renderOnly) {
  const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const benches = Object.keys(packageJson.scripts ?? {})
    .filter((name) => name.startsWith('bench:'))
    .sort();
  if (wanted('security'))
    steps.push(
      await runMeasuredStep(
        'security',
        process.execPath,
        [join(root, 'scripts', 'security.mjs')],
        'security-',
      ),
    );
  // The accessibility suites (axe-core on every screen and dialog, the keyboard journey): their figures files
  // (a11y-*.json) give the report its accessibility sections.
  if (wanted('a11y'))
    steps.push(
      await runMeasuredStep(
        'a11y',
        process.execPath,
        [join(root, 'tests', 'a11y', 'run-browser-suites.ts')],
        'a11y-',
      ),
    );
  for (const bench of benches) {
    if (wanted(bench)) steps.push(await runMeasuredStep(bench, 'npm', ['run', '--silent', bench]));
  }
}

// ---------- rendering ----------

function isFigure(value) {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof value.label === 'string' &&
    (typeof value.value === 'number' || typeof value.value === 'string') &&
    typeof value.unit === 'string'
  );
}

function readSuites() {
  const suites = [];
  const ignored = [];
  for (const path of reportFiles()) {
    const file = path.slice(reportsDir.length + 1);
    try {
      const data = JSON.parse(readFileSync(path, 'utf8'));
      if (typeof data.suite !== 'string' || typeof data.title !== 'string' || !Array.isArray(data.figures))
        throw new Error('suite, title ou figures manquant');
      const bad = data.figures.filter((figure) => !isFigure(figure));
      if (bad.length > 0) throw new Error(`${bad.length} figure(s) sans label/value/unit`);
      suites.push({
        file,
        suite: data.suite,
        title: data.title,
        figures: data.figures,
        notes: typeof data.notes === 'string' ? data.notes : '',
        generatedAt: typeof data.generatedAt === 'string' ? data.generatedAt : null,
        mtime: statSync(path).mtimeMs,
      });
    } catch (error) {
      ignored.push(`${file} : ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  suites.sort((a, b) => a.suite.localeCompare(b.suite));
  return { suites, ignored };
}

const cell = (value) => String(value).replace(/\|/g, '\\|').replace(/\r?\n/g, ' ').trim();
const frenchNumber = (value) =>
  typeof value === 'number'
    ? value.toLocaleString('fr-FR', { maximumFractionDigits: 2 }).replace(/\u202f|\u00a0/g, ' ')
    : value;
const when = (iso) => (iso ? iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC') : '—');
const verdict = (figure) => (figure.ok === true ? '✅' : figure.ok === false ? '❌' : '');

/** Short hash of HEAD, or `fallback` outside a git work tree. */
function commitOf(fallback) {
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : fallback;
}

const { suites, ignored } = readSuites();
const thisRun = new Set(steps.flatMap((step) => step.files));
const failed = suites.flatMap((suite) =>
  suite.figures.filter((figure) => figure.ok === false).map((figure) => ({ suite, figure })),
);
const lines = [];
lines.push('# Rapport qualité — Portail adhérent');
lines.push('');
lines.push(
  `> Généré par \`npm run report\` (scripts/report.mjs) le ${when(started.toISOString())} sur le commit \`${commitOf('inconnu')}\` : ` +
    'ne pas modifier à la main. Chaque section vient d’un fichier de figures `.data/reports/<suite>.json` écrit par une suite ' +
    'de tests ou un banc de mesure (format décrit en tête de scripts/report.mjs).',
);
lines.push('');
lines.push(
  `Machine : ${cpus().length} cœur(s) ${cell(cpus()[0]?.model ?? '')}, ${platform()} ${release()}, Node ${process.version} ; ` +
    `charge moyenne (1/5/15 min) au début ${loadAtStart.map((v) => v.toFixed(2)).join(' / ')}, à la fin ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' / ')}. La machine est partagée : les temps dépendent de la charge du moment.`,
);
lines.push('');
lines.push('## Synthèse');
lines.push('');
lines.push('| Suite | Mesurée le | Figures | Objectifs atteints | Objectifs non atteints |');
lines.push('| --- | --- | --: | --: | --: |');
for (const suite of suites) {
  const withGoal = suite.figures.filter((figure) => typeof figure.ok === 'boolean');
  const ko = withGoal.filter((figure) => figure.ok === false).length;
  lines.push(
    `| [${cell(suite.title)}](#${suite.suite}) | ${when(suite.generatedAt)}${thisRun.has(suite.file) ? '' : ' (antérieure)'} | ${
      suite.figures.length
    } | ${withGoal.length - ko} | ${ko === 0 ? '0' : `**${ko}**`} |`,
  );
}
lines.push('');
// The API's robustness at a glance (tests/security/fuzz + authorization suites): every operation of the contract.
const figureOf = (suiteName, label) =>
  suites.find((suite) => suite.suite === suiteName)?.figures.find((figure) => figure.label === label);
const robustness = [
  ['security-fuzz', 'Opérations du contrat parcourues', 'opérations parcourues'],
  ['security-fuzz', 'Requêtes malformées envoyées', 'requêtes malformées'],
  ['security-fuzz', 'Réponses 5xx', 'réponses 5xx'],
  ['security-fuzz', 'Réponses contenant une pile, un chemin ou du SQL', 'réponses avec pile, chemin ou SQL'],
  ['security-fuzz', 'Écritures forgées acceptées (contournements)', 'contournements de l’anti-falsification'],
  ['security-authorization', 'Réponses montrant une donnée du membre B (fuites)', 'fuites entre membres'],
  [
    'security-authorization',
    'Requêtes sans session non refusées par 401',
    'opérations de membre sans 401 hors session',
  ],
]
  .map(([suiteName, label, words]) => [figureOf(suiteName, label), words])
  .filter(([figure]) => figure !== undefined);
if (robustness.length > 0) {
  lines.push('### Robustesse de l’API (fuzz du contrat OpenAPI et autorisation)');
  lines.push('');
  lines.push(
    robustness
      .map(
        ([figure, words]) =>
          `${cell(frenchNumber(figure.value))} ${words}${figure.ok === false ? ' ❌' : ''}`,
      )
      .join(' ; ') + '.',
  );
  lines.push('');
}
if (failed.length > 0) {
  lines.push('### Objectifs non atteints');
  lines.push('');
  for (const { suite, figure } of failed)
    lines.push(
      `- ${cell(suite.title)} — ${cell(figure.label)} : ${cell(frenchNumber(figure.value))} ${cell(figure.unit)} (objectif ${cell(
        figure.goal ?? '—',
      )})`,
    );
  lines.push('');
}
if (steps.length > 0) {
  lines.push('## Exécutions de ce rapport');
  lines.push('');
  lines.push('| Étape | Code de sortie | Durée | Fichiers de figures écrits |');
  lines.push('| --- | --: | --: | --- |');
  for (const step of steps)
    lines.push(
      `| \`${step.name}\` | ${step.status === 0 ? '0' : `**${cell(step.status)}**`} | ${step.seconds.toFixed(0)} s | ${
        step.files.length === 0 ? '—' : step.files.map((file) => `\`${file}\``).join(', ')
      } |`,
    );
  lines.push('');
}
for (const suite of suites) {
  lines.push(`## ${cell(suite.title)}`);
  lines.push('');
  lines.push(
    `<a id="${suite.suite}"></a>Fichier \`.data/reports/${suite.file}\`, mesuré le ${when(suite.generatedAt)}.`,
  );
  lines.push('');
  lines.push('| Mesure | Valeur | Objectif | |');
  lines.push('| --- | --- | --- | --- |');
  for (const figure of suite.figures)
    lines.push(
      `| ${cell(figure.label)} | ${cell(frenchNumber(figure.value))}${figure.unit ? ` ${cell(figure.unit)}` : ''} | ${cell(
        figure.goal ?? '',
      )} | ${verdict(figure)} |`,
    );
  lines.push('');
  if (suite.notes.trim() !== '') {
    lines.push(suite.notes.trim());
    lines.push('');
  }
}
const silent = steps.filter((step) => step.name !== 'security' && step.files.length === 0);
if (silent.length > 0) {
  lines.push('## Bancs sans fichier de figures');
  lines.push('');
  for (const step of silent) {
    lines.push(
      `### \`npm run ${step.name}\` (code de sortie ${cell(step.status)}, ${step.seconds.toFixed(0)} s)`,
    );
    lines.push('');
    lines.push('```text');
    lines.push(step.tail.replace(/```/g, "'''"));
    lines.push('```');
    lines.push('');
  }
}
if (ignored.length > 0) {
  lines.push('## Fichiers de figures ignorés');
  lines.push('');
  for (const entry of ignored) lines.push(`- ${cell(entry)}`);
  lines.push('');
}

mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, `${lines.join('\n')}\n`);
// The report is checked by `prettier --check .` like any Markdown file of the repository.
const prettier = join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
await runStep('format', process.execPath, [prettier, '--write', output, '--log-level', 'warn']);
console.log(`\n✔ ${output} : ${suites.length} suite(s), ${failed.length} objectif(s) non atteint(s)`);
const stepFailures = steps.filter((step) => step.status !== 0);
if (stepFailures.length > 0) {
  console.error(`✖ en échec : ${stepFailures.map((step) => step.name).join(', ')}`);
  process.exit(1);
}
