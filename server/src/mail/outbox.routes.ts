import type { FastifyInstance } from 'fastify';
import { escapeHtml, htmlPage } from '../http/html-page.ts';
import type { ServerDeps } from '../server-deps.ts';
import { listOutbox, type OutboxEntry } from './outbox.repository.ts';

function renderEntry(entry: OutboxEntry): string {
  const links = entry.links
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('');
  return `<tr>
<td>${escapeHtml(new Date(entry.createdAt).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' }))}</td>
<td>${entry.kind === 'sms' ? 'SMS' : 'E-mail'}</td>
<td>${escapeHtml(entry.recipient)}</td>
<td><strong>${escapeHtml(entry.subject)}</strong>${links ? `<ul>${links}</ul>` : ''}
<details><summary>Afficher le message</summary><pre>${escapeHtml(entry.text)}</pre></details></td>
</tr>`;
}

/**
 * Development mail viewer: `GET /dev/outbox` (HTML, French) and `GET /dev/outbox.json?to=`
 * (for e2e tests). Not registered when NODE_ENV=production.
 */
export async function outboxRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  if (deps.config.production) return;
  app.get('/dev/outbox', async (_request, reply) => {
    const entries = await listOutbox(deps.db);
    const rows = entries.map(renderEntry).join('\n');
    const body = `<main>
<h1>Boîte d'envoi (développement)</h1>
<p class="hint">Messages envoyés par le serveur, du plus récent au plus ancien. Les fichiers .eml sont dans <code>${escapeHtml(deps.dataDir)}/outbox/</code>.</p>
${
  entries.length === 0
    ? '<p>Aucun message envoyé pour le moment.</p>'
    : `<table><caption>${entries.length} message(s)</caption><thead><tr><th scope="col">Date</th><th scope="col">Type</th><th scope="col">Destinataire</th><th scope="col">Objet et liens</th></tr></thead><tbody>${rows}</tbody></table>`
}
</main>`;
    return reply
      .type('text/html; charset=utf-8')
      .send(htmlPage({ title: "Boîte d'envoi - Portail adhérent", body }));
  });
  app.get<{ Querystring: { to?: string } }>('/dev/outbox.json', async (request) => {
    const to = typeof request.query.to === 'string' ? request.query.to : undefined;
    return listOutbox(deps.db, to);
  });
}
