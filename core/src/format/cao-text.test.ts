import { describe, expect, it } from 'vitest';
import { CAO_TEXT_TAGS, caoTextFromText, caoTextPlain, caoTextPreview } from './cao-text.js';

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
