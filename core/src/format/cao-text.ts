/**
 * The cao text's contract (SPEC.md 2.11 step 7): the HTML the step-7 editor makes, as every reader of it
 * shows it. The portal's editor is limited to these tags, the detail page and the agency's view rebuild
 * only these (without attributes but colspan and rowspan), and the terminal shows it as plain text. One
 * home, so what is saved is exactly what every reader shows.
 */

/** The tags the step-7 editor can make: marks, headings 1 to 6, lists, rule, hard break, tables. */
export const CAO_TEXT_TAGS: ReadonlySet<string> = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'code',
  'pre',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'colgroup',
  'col',
]);

/** Tags dropped with everything inside them; any other unknown tag is replaced by its content. */
export const CAO_TEXT_DROPPED_TAGS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
]);

/** Tags without content. */
export const CAO_TEXT_VOID_TAGS: ReadonlySet<string> = new Set(['br', 'hr', 'col']);

/** The only attributes kept (on table cells), with a value of one or two digits. */
export const CAO_TEXT_CELL_ATTRIBUTES = ['colspan', 'rowspan'] as const;

/** SPEC.md 2.11 step 8: the comparison previews the cao text in this many characters. */
export const CAO_TEXT_PREVIEW_LENGTH = 15;

const ENTITIES: Readonly<Record<string, string>> = {
  nbsp: ' ',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  amp: '&',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The cao text as plain lines: block ends become line breaks, list items start with '• ', scripts and
 * styles go with their content, other tags go, entities are decoded, at most one empty line in a row.
 */
export function caoTextPlain(html: string): string {
  const dropped = [...CAO_TEXT_DROPPED_TAGS].join('|');
  return decodeEntities(
    html
      .replace(new RegExp(`<\\s*(${dropped})\\b[^>]*>[\\s\\S]*?<\\s*/\\s*\\1\\s*>`, 'gi'), '')
      .replace(/<\s*br\s*\/?>/gi, '\n')
      .replace(/<\/(p|h[1-6]|li|tr|blockquote|pre)\s*>/gi, '\n')
      .replace(/<\/t[dh]\s*>/gi, ' ')
      .replace(/<li\b[^>]*>/gi, '• ')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The step-8 preview: the plain text cut to 15 characters, '...' when there was more. */
export function caoTextPreview(html: string): string {
  const text = caoTextPlain(html).replace(/\s+/g, ' ');
  return text.length > CAO_TEXT_PREVIEW_LENGTH ? `${text.slice(0, CAO_TEXT_PREVIEW_LENGTH)}...` : text;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Text as cao text: HTML (text that starts with a tag) is kept as it is; plain text becomes one paragraph
 * per block between empty lines, with its line breaks kept. A byte-order mark and outer blank lines go.
 */
export function caoTextFromText(text: string): string {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') return '';
  if (/^<[a-z!]/i.test(trimmed)) return trimmed;
  return trimmed
    .split(/\r?\n\s*\r?\n/)
    .map((block) => `<p>${escapeHtml(block.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/** A comment, or a tag with its attributes (quoted values may hold '>'). */
const CAO_TEXT_MARKUP = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const CELL_ATTRIBUTE = /\b(colspan|rowspan)\s*=\s*(?:"(\d{1,2})"|'(\d{1,2})'|(\d{1,2})\b)/gi;

/**
 * Cao text within the contract, as it is kept: the contract's tags without attributes (table cells keep a
 * colspan or rowspan above 1), the dropped tags gone with their content, comments gone, any other tag
 * replaced by its content. The text between the tags stays as it is. What the step-7 editor makes (tiptap
 * adds styles to tables and colspan="1" to every cell) is kept this way, so what is saved is what every
 * reader shows.
 */
export function caoTextClean(html: string): string {
  const dropped = [...CAO_TEXT_DROPPED_TAGS].join('|');
  return html
    .replace(new RegExp(`<\\s*(${dropped})\\b[^>]*>[\\s\\S]*?<\\s*/\\s*\\1\\s*>`, 'gi'), '')
    .replace(
      CAO_TEXT_MARKUP,
      (markup, closing: string | undefined, name: string | undefined, attributes = '') => {
        if (name === undefined) return '';
        const tag = name.toLowerCase();
        if (!CAO_TEXT_TAGS.has(tag)) return '';
        if (closing === '/') return CAO_TEXT_VOID_TAGS.has(tag) ? '' : `</${tag}>`;
        if (tag !== 'td' && tag !== 'th') return `<${tag}>`;
        const kept = [...(attributes as string).matchAll(CELL_ATTRIBUTE)]
          .map((found) => [found[1]!.toLowerCase(), found[2] ?? found[3] ?? found[4] ?? '1'] as const)
          .filter(([, value]) => Number(value) > 1)
          .map(([attribute, value]) => ` ${attribute}="${Number(value)}"`);
        // colspan before rowspan, each once, whatever order the markup had.
        return `<${tag}${[...new Set(kept)].sort().join('')}>`;
      },
    );
}
