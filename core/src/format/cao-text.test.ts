import { describe, expect, it } from 'vitest';
import { CAO_TEXT_TAGS, caoTextClean, caoTextFromText, caoTextPlain, caoTextPreview } from './cao-text.js';

describe('the cao text contract', () => {
  it('shows HTML as plain lines: blocks, list items, table cells, entities', () => {
    const html =
      '<h2>Arbeidsduur</h2><p>De normale arbeidsduur is <strong>38&nbsp;uur</strong> per week.</p>' +
      '<ul><li>Ma &amp; di</li><li>Wo</li></ul><table><tr><td>A</td><td>B</td></tr></table><p>&#8364; 12,50 &lt;x&gt;</p>';
    expect(caoTextPlain(html)).toBe(
      'Arbeidsduur\nDe normale arbeidsduur is 38 uur per week.\n• Ma & di\n• Wo\nA B\n€ 12,50 <x>',
    );
  });

  it('drops scripts and styles with their content, and leaves no empty text for an empty editor', () => {
    expect(caoTextPlain('<p>Tekst</p><script>alert("x")</script><style>p{}</style>')).toBe('Tekst');
    expect(caoTextPlain('<p></p>')).toBe('');
  });

  it('previews 15 characters, with ... only when there was more', () => {
    expect(caoTextPreview('<p>De normale arbeidsduur</p>')).toBe('De normale arbe...');
    expect(caoTextPreview('<p>Kort</p>')).toBe('Kort');
    expect(caoTextPreview('<p>Precies vijftien</p>'.replace('vijftien', 'vijftn'))).toBe('Precies vijftn');
  });

  it('keeps HTML from a file and makes paragraphs of plain text, escaping what looks like a tag', () => {
    expect(caoTextFromText('\uFEFF<p>Al HTML</p>\n')).toBe('<p>Al HTML</p>');
    expect(caoTextFromText('Eerste regel\ntweede regel\n\nNieuwe alinea met 5 < 6 & meer')).toBe(
      '<p>Eerste regel<br>tweede regel</p><p>Nieuwe alinea met 5 &lt; 6 &amp; meer</p>',
    );
    expect(caoTextFromText('  \n ')).toBe('');
  });

  it('names every tag the step-7 editor makes (SPEC.md 2.11) and no link or image', () => {
    for (const tag of [
      'strong',
      'em',
      'u',
      's',
      'code',
      'pre',
      'blockquote',
      'h1',
      'h6',
      'ul',
      'ol',
      'hr',
      'br',
      'table',
    ])
      expect(CAO_TEXT_TAGS.has(tag), tag).toBe(true);
    for (const tag of ['a', 'img', 'script', 'span', 'div']) expect(CAO_TEXT_TAGS.has(tag), tag).toBe(false);
  });
});

describe('caoTextClean', () => {
  it('keeps what the step-7 editor makes within the contract: no styles, colspan 1 dropped', () => {
    expect(
      caoTextClean(
        '<table style="min-width: 75px"><colgroup><col style="min-width: 25px"><col></colgroup><tbody><tr>' +
          '<td colspan="1" rowspan="1"><p>a</p></td><td colspan="2" rowspan="1" data-colwidth="80"><p>b</p></td>' +
          '</tr></tbody></table><p>Tekst met <strong>vet</strong>, <em>cursief</em>, <u>onder</u>, <s>door</s>.<br></p>',
      ),
    ).toBe(
      '<table><colgroup><col><col></colgroup><tbody><tr><td><p>a</p></td><td colspan="2"><p>b</p></td>' +
        '</tr></tbody></table><p>Tekst met <strong>vet</strong>, <em>cursief</em>, <u>onder</u>, <s>door</s>.<br></p>',
    );
  });
  it('drops scripts and styles with their content, comments, and unwraps other tags, keeping their text', () => {
    expect(
      caoTextClean(
        '<!--StartFragment--><div class="x"><p onclick="alert(1)">Hallo <a href="javascript:x">daar</a></p>' +
          '<script>alert(1)</script><style>p{}</style><span title="a > b">!</span></div><img src=x onerror=y>',
      ),
    ).toBe('<p>Hallo daar</p>!');
  });
  it('changes nothing in text already within the contract', () => {
    const kept =
      '<h2>Artikel 1</h2><ul><li><p>Een</p></li></ul><hr><pre><code>code</code></pre><blockquote><p>c</p></blockquote>';
    expect(caoTextClean(kept)).toBe(kept);
    expect(caoTextClean("<td rowspan=3 colspan='2'>x</td>")).toBe('<td colspan="2" rowspan="3">x</td>');
  });
});
