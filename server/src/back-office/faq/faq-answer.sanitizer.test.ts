import { describe, expect, it } from 'vitest';
import { sanitizeFaqAnswer } from './faq-answer.sanitizer.ts';

describe('the FAQ answer allow-list', () => {
  it('keeps the allowed formats, style classes and links', () => {
    const html =
      '<h4 class="primaire">Titre</h4><p class="texte-chapo">Chapo <strong>gras</strong> <em>it</em><br></p>' +
      '<ul><li><a href="https://exemple.fr">lien</a></li><li><a href="mailto:a@b.fr">mail</a></li></ul>' +
      '<ol><li><a href="#/faq">route</a></li></ol>';
    expect(sanitizeFaqAnswer(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops scripts, handlers, styles, other classes, other tags and javascript: links (with their text)', () => {
    const html =
      '<p onclick="x()" style="color:red" class="primaire evil">a<script>alert(1)</script></p>' +
      '<img src=x onerror=alert(1)><a href="javascript:alert(1)">b</a><iframe src="//x"></iframe>' +
      '<h1>c</h1><span>d</span><svg><script>alert(2)</script></svg>';
    const clean = sanitizeFaqAnswer(html);
    expect(clean).toBe('<p class="primaire">a</p><h4>c</h4>d');
    expect(clean).not.toMatch(/script|onerror|onclick|javascript|style|iframe|img/i);
  });
});
