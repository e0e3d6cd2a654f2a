import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MultipartFilePart, multipartBody } from '../../server/src/testing/multipart-body.ts';
import { paddedPdf } from '../../server/src/testing/padded-pdf.ts';
import { type TestApp, buildTestApp } from '../../server/src/testing/test-app.ts';
import { FigureBook } from './support/figures.ts';

const MiB = 1024 * 1024;
/** A one-page PDF: the server accepts only PDFs that parse. */
const PDF = paddedPdf(0);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xd9,
]);
/** A DOS/PE executable header ("MZ" … "PE\0\0"). */
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x40, 0, 0, 0]),
  Buffer.from('PE\u0000\u0000'),
  Buffer.alloc(64),
]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(56)]);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0]), Buffer.alloc(40)]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
/** French wording (accented letters or common French words): not a framework's English text. */
const FRENCH = /[àâçéèêëîïôûùüœ]|\b(?:le|la|les|des|du|un|une|est|pas|fichier|pièce|format|autorisé)\b/i;

const book = new FigureBook('security-uploads', 'Sécurité — téléversements refusés');
let sandbox: string;
let dataDir: string;
let uploadsDir: string;
let t: TestApp;

interface Case {
  readonly group: string;
  readonly name: string;
  readonly files: readonly MultipartFilePart[];
}

const pdf = (name: string): MultipartFilePart => ({ name, content: PDF, contentType: 'application/pdf' });

const CASES: readonly Case[] = [
  {
    group: 'trop lourd',
    name: '10 Mo + 1 octet',
    files: [
      {
        name: 'gros.pdf',
        content: Buffer.concat([PDF, Buffer.alloc(10 * MiB + 1 - PDF.length, 0x20)]),
        contentType: 'application/pdf',
      },
    ],
  },
  {
    group: 'trop lourd',
    name: '25 Mo au total en 3 fichiers',
    files: [1, 2, 3].map((n) => ({
      name: `partie-${String(n)}.pdf`,
      content: Buffer.concat([PDF, Buffer.alloc(9 * MiB, 0x20)]),
      contentType: 'application/pdf',
    })),
  },
  ...(
    [
      ['virus.exe', EXE],
      ['page.html', HTML],
      ['image.svg', SVG],
      ['script.js', Buffer.from('alert(1)')],
      ['shell.php', Buffer.from('<?php system($_GET["c"]); ?>')],
      ['archive.zip', ZIP],
      ['rib.pdf.exe', EXE],
      ['rib', PDF],
      ['rib.pdf.', PDF],
      ['rib.pdf::$DATA', PDF],
      ['rib.PhP', Buffer.from('<?php ?>')],
      ['\u202Efdp.exe', EXE],
    ] as const
  ).map(([name, content]) => ({
    group: 'mauvaise extension',
    name,
    files: [{ name, content, contentType: 'application/pdf' }],
  })),
  ...(
    [
      ['facture.pdf', EXE, 'exécutable renommé .pdf'],
      ['photo.jpg', ELF, 'binaire ELF renommé .jpg'],
      ['photo.png', HTML, 'HTML renommé .png'],
      ['rib.pdf', SVG, 'SVG à script renommé .pdf'],
      ['scan.tif', ZIP, 'archive ZIP renommée .tif'],
      ['photo.png', JPEG, 'JPEG déclaré .png'],
      ['rib.pdf', PNG, 'PNG déclaré .pdf'],
    ] as const
  ).map(([name, content, label]) => ({
    group: 'MIME usurpé',
    name: label,
    files: [{ name, content, contentType: 'application/pdf' }],
  })),
  ...[
    '../../evil.pdf',
    '../../../../../../tmp/evil-portail.pdf',
    '..\\..\\evil.pdf',
    '/tmp/evil-portail-absolu.pdf',
    'C:\\Windows\\evil.pdf',
    '....//....//evil.pdf',
    'uploads/../../evil.pdf',
    '%2e%2e%2f%2e%2e%2fevil.pdf',
    '..%2F..%2Fevil.pdf',
  ].map((name) => ({ group: 'chemin traversant', name, files: [pdf(name)] })),
  {
    group: 'fichier vide',
    name: 'vide.pdf (0 octet)',
    files: [{ name: 'vide.pdf', content: Buffer.alloc(0), contentType: 'application/pdf' }],
  },
  {
    group: '1 000 fichiers',
    name: '1 000 PDF dans une requête',
    files: Array.from({ length: 1000 }, (_, n) => pdf(`piece-${String(n)}.pdf`)),
  },
];

/** Every file under `root` with its size (directories listed with -1). */
async function tree(root: string): Promise<Map<string, number>> {
  const files = new Map<string, number>();
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        files.set(path, -1);
        await walk(path);
      } else files.set(path, (await stat(path)).size);
    }
  };
  await walk(root);
  return files;
}

function changes(before: Map<string, number>, after: Map<string, number>): string[] {
  const changed: string[] = [];
  for (const [path, size] of after) if (before.get(path) !== size) changed.push(relative(sandbox, path));
  for (const path of before.keys()) if (!after.has(path)) changed.push(`-${relative(sandbox, path)}`);
  return changed;
}

/** Where a careless server would have written `name` (as a path, with / or \ as separator). */
function traversalTargets(name: string): string[] {
  const decoded = (() => {
    try {
      return decodeURIComponent(name);
    } catch {
      return name;
    }
  })();
  return [
    ...new Set(
      [name, decoded, decoded.replaceAll('\\', sep)].map((candidate) => resolve(uploadsDir, candidate)),
    ),
  ].filter((target) => !target.startsWith(uploadsDir + sep));
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function upload(files: readonly MultipartFilePart[]) {
  const body = multipartBody(files, { indexGed: 'RIB' });
  return t.agent().request('POST', '/api/upload', body.payload, { headers: body.headers });
}

beforeAll(async () => {
  sandbox = await mkdtemp(join(tmpdir(), 'portail-security-uploads-'));
  // The data directory sits two levels down so that "../../x" from uploads/ still lands inside the sandbox.
  dataDir = join(sandbox, 'a', 'data');
  uploadsDir = join(dataDir, 'uploads');
  await mkdir(dataDir, { recursive: true });
  t = await buildTestApp({ dataDir });
});

afterAll(async () => {
  await book.write();
  await t?.close();
  await rm(sandbox, { recursive: true, force: true });
});

describe('Uploads: hostile files are refused with a French message and nothing lands outside uploads/', () => {
  it('accepts a genuine small PDF, stored in the database and nowhere on disk (control)', async () => {
    const before = await tree(sandbox);
    const response = await upload([pdf('rib.pdf')]);
    expect(response.statusCode).toBe(200);
    expect(changes(before, await tree(sandbox))).toEqual([]);
    const [file] = response.json<{ fileNames: { remoteFileName: string; size: number }[] }>().fileNames;
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT octet_length(content)::int AS n FROM uploaded_file_contents WHERE remote_file_name = $1',
      [file?.remoteFileName],
    );
    expect(rows[0]?.n).toBe(file?.size);
  });

  it('accepts a genuine 2.5 MiB PDF written in segments as it arrived, stored byte for byte (control)', async () => {
    const content = paddedPdf(PDF.length + 2.5 * MiB, 0x25);
    const response = await upload([{ name: 'releve.pdf', content, contentType: 'application/pdf' }]);
    expect(response.statusCode).toBe(200);
    const [file] = response.json<{ fileNames: { remoteFileName: string }[] }>().fileNames;
    const { rows } = await t.db.query<{ content: Buffer; segments: number }>(
      `SELECT c.content, (SELECT count(*)::int FROM upload_parts p WHERE p.remote_file_name = c.remote_file_name) AS segments
         FROM uploaded_file_contents c WHERE c.remote_file_name = $1`,
      [file?.remoteFileName],
    );
    expect(rows[0]?.segments).toBe(3);
    expect(Buffer.compare(rows[0]?.content ?? Buffer.alloc(0), content)).toBe(0);
  });

  const groups = [...new Set(CASES.map((testCase) => testCase.group))];
  const totals = { notFrench: 0, writtenOutside: 0, leftovers: 0, leftoverSegments: 0 };
  /** Segments written while a file arrived (upload_parts) that belong to no stored file. */
  const orphanSegments = async () =>
    (
      await t.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM upload_parts p
          WHERE NOT EXISTS (SELECT 1 FROM uploaded_files f WHERE f.remote_file_name = p.remote_file_name)`,
      )
    ).rows[0]?.count ?? 0;

  for (const group of groups) {
    it(`refuses ${group}: 4xx with a French message, nothing written outside uploads/, nothing left behind`, async () => {
      const cases = CASES.filter((testCase) => testCase.group === group);
      const accepted: string[] = [];
      const notFrench: string[] = [];
      const writtenOutside: string[] = [];
      const leftovers: string[] = [];
      const leftoverSegments: string[] = [];
      const count = async () =>
        (await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM uploaded_files')).rows[0]
          ?.count ?? 0;
      const recordsBefore = await count();
      let refusedCount = 0;
      for (const testCase of cases) {
        const before = await tree(sandbox);
        const segmentsBefore = await orphanSegments();
        const response = await upload(testCase.files);
        const after = await tree(sandbox);
        const segmentsLeft = (await orphanSegments()) - segmentsBefore;
        if (segmentsLeft !== 0) leftoverSegments.push(`${testCase.name}: ${String(segmentsLeft)} segments`);
        const body = response.json<{ code?: unknown; message?: unknown }>();
        if (response.statusCode >= 400 && response.statusCode < 500) {
          refusedCount += 1;
          if (typeof body.message !== 'string' || !FRENCH.test(body.message))
            notFrench.push(`${testCase.name}: ${JSON.stringify(body.message)}`);
        } else
          accepted.push(`${testCase.name} → ${String(response.statusCode)} ${response.body.slice(0, 160)}`);
        for (const path of changes(before, after)) {
          const absolute = resolve(sandbox, path.replace(/^-/, ''));
          if (!absolute.startsWith(uploadsDir + sep)) writtenOutside.push(`${testCase.name}: ${path}`);
          else if (response.statusCode >= 400) leftovers.push(`${testCase.name}: ${path}`);
        }
        for (const file of testCase.files)
          for (const target of traversalTargets(file.name))
            if (await exists(target)) writtenOutside.push(`${testCase.name}: ${target}`);
      }
      totals.notFrench += notFrench.length;
      totals.writtenOutside += writtenOutside.length;
      totals.leftovers += leftovers.length;
      totals.leftoverSegments += leftoverSegments.length;
      book.add({
        label: `Refusés — ${group}`,
        value: `${String(refusedCount)} / ${String(cases.length)}`,
        unit: 'requêtes',
        goal: 'toutes',
        ok: refusedCount === cases.length,
      });
      if (accepted.length > 0) book.note(`**${group}**, acceptés : ${accepted.join(' ; ')}`);
      expect({ writtenOutside, leftovers, leftoverSegments, notFrench }).toEqual({
        writtenOutside: [],
        leftovers: [],
        leftoverSegments: [],
        notFrench: [],
      });
      if (accepted.length === 0) expect(await count()).toBe(recordsBefore);
      expect(accepted).toEqual([]);
    });
  }

  afterAll(() => {
    book.add({
      label: 'Réponses de refus sans message français',
      value: totals.notFrench,
      unit: 'réponses',
      goal: '0',
      ok: totals.notFrench === 0,
    });
    book.add({
      label: 'Fichiers écrits hors de .data/uploads/',
      value: totals.writtenOutside,
      unit: 'fichiers',
      goal: '0',
      ok: totals.writtenOutside === 0,
    });
    book.add({
      label: 'Fichiers laissés dans uploads/ par une requête refusée',
      value: totals.leftovers,
      unit: 'fichiers',
      goal: '0',
      ok: totals.leftovers === 0,
    });
    book.add({
      label: 'Segments laissés en base (upload_parts) par une requête refusée',
      value: totals.leftoverSegments,
      unit: 'requêtes',
      goal: '0',
      ok: totals.leftoverSegments === 0,
    });
    book.note(
      "Application réelle (`buildApp`) avec un répertoire de données neuf placé deux niveaux sous un bac à sable : l'arborescence entière " +
        'du bac à sable est relevée avant et après chaque requête, et les cibles des noms traversants (résolus depuis uploads/) sont vérifiées.',
    );
  });
});
