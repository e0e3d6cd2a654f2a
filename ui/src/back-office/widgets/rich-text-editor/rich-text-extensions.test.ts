// @vitest-environment happy-dom
import type { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { testEditor } from './testing/test-editor.ts';

const editors: Editor[] = [];

function editorWith(content = ''): Editor {
  const editor = testEditor(content);
  editors.push(editor);
  return editor;
}

function pasted(html: string): string {
  const editor = editorWith();
  editor.view.pasteHTML(html);
  return editor.getHTML();
}

afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

describe('the rich-text schema', () => {
  it('keeps the formats of §9 and the allowed marks as they are', () => {
    const html =
      '<h4>Titre</h4><h5>Sous-titre</h5><h6>Détail</h6><p class="texte-chapo">Chapo</p><p class="primaire">A</p>' +
      '<p class="secondaire">B</p><p>Un <strong>gras</strong>, un <em>italique</em>, ' +
      '<a href="#/register">une page</a>, <a href="mailto:contact@mutuelle.fr">un mail</a>, ' +
      '<a href="https://www.ameli.fr">un site</a>.</p><ul><li><p>un</p></li></ul><ol><li><p>deux</p></li></ol>' +
      '<img src="/api/cms/documents/images/reseau-optique" alt="Réseau optique">';
    expect(editorWith(html).getHTML()).toBe(html);
  });

  it('turns h1–h3, quotes, code and rules into what it allows, keeping the text', () => {
    const html = editorWith(
      '<h1>Un</h1><blockquote><p>Cité</p></blockquote><pre><code>code()</code></pre><hr><p><s>barré</s> <u>souligné</u> <code>x</code></p>',
    ).getHTML();
    expect(html).toBe('<p>Un</p><p>Cité</p><p>code()</p><p>barré souligné x</p>');
  });

  it('drops links to anything but a web address, mailto:, tel: or a portal route', () => {
    expect(
      editorWith('<p><a href="javascript:alert(1)">piège</a> <a href="data:text/html,x">d</a></p>').getHTML(),
    ).toBe('<p>piège d</p>');
  });
});

/** What Word puts on the clipboard (Office HTML: mso styles, o:p, conditional comments, local images). */
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoNormal {margin:0cm; font-family:"Calibri"} --></style></head>
<body lang=FR style='tab-interval:35.4pt'><!--StartFragment-->
<h1 style='mso-style-name:"Titre 1"'><span style='font-size:16pt;color:#2F5496'>Vos remboursements<o:p></o:p></span></h1>
<p class=MsoNormal style='margin-bottom:6pt'><b style='mso-bidi-font-weight:normal'><span style='font-family:"Arial",sans-serif;color:red'>Important</span></b><span style='mso-spacerun:yes'> </span>: lisez <i>attentivement</i> <a href="https://www.ameli.fr/" target="_blank" class=MsoHyperlink style='color:blue'>ameli.fr</a><o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'>·<span style='font:7.0pt "Times New Roman"'>&nbsp; </span></span><![endif]>Premier point<o:p></o:p></p>
<table class=MsoTableGrid border=1><tr><td><p class=MsoNormal>Cellule</p></td></tr></table>
<p class=MsoNormal><img width=120 height=80 src="file:///C:/Users/marie/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png" alt="Logo"><font face="Comic Sans MS" color="#ff0000">Fin</font><o:p></o:p></p>
<!--EndFragment--></body></html>`;

/** What a web page puts on the clipboard: scripts, handlers, styles, foreign images, forms. */
const WEB_HTML = `<meta charset="utf-8"><div style="font-family: Arial" onclick="alert(1)">
<h2 id="x" class="title" style="color:red" onmouseover="alert(2)">Aide</h2>
<p class="lead texte-chapo" style="font-size:40px">Un chapo <span style="background:yellow">surligné</span>
<a href="javascript:alert(3)">piège</a> <a href="#/page/cgu" onclick="alert(4)" target="_blank" rel="opener">CGU</a></p>
<script>alert(5)</script><style>p{color:red}</style><object data="https://exemple.fr/x.swf"></object>
<img src="https://exemple.fr/pixel.gif" onerror="alert(6)"><img src="/api/cms/documents/images/reseau-dentaire" onerror="alert(7)" alt="Dentaire">
<form action="https://exemple.fr"><input value="x"><button>Envoyer</button></form>
<p><sup>1</sup><sub>2</sub><mark>m</mark><del>d</del></p><svg><script>alert(8)</script></svg></div>`;

describe('a paste from Word or a web page keeps only what the editor allows', () => {
  it('Word: headings become h4, mso classes, styles, spans, fonts and local images go, text and marks stay', () => {
    expect(pasted(WORD_HTML)).toBe(
      '<h4>Vos remboursements</h4>' +
        '<p><strong>Important</strong> : lisez <em>attentivement</em> <a href="https://www.ameli.fr/">ameli.fr</a></p>' +
        '<p>·&nbsp; Premier point</p><p>Cellule</p><p>Fin</p>',
    );
  });

  it('a web page: scripts, handlers, styles, objects, forms and foreign images never enter; allowed styles stay', () => {
    const html = pasted(WEB_HTML);
    expect(html).toBe(
      '<h4>Aide</h4>' +
        '<p class="texte-chapo">Un chapo surligné piège <a href="#/page/cgu">CGU</a></p>' +
        '<img src="/api/cms/documents/images/reseau-dentaire" alt="Dentaire"><p>Envoyer</p><p>12md</p>',
    );
    expect(html).not.toMatch(/script|on[a-z]+=|style=|javascript:|object|svg|exemple\.fr|target=|rel=/iu);
  });
});
