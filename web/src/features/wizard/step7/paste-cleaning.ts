import { caoTextClean } from '@beloning/core/format';

/**
 * Pasted HTML as the step-7 editor should read it. Word writes its lists as paragraphs with an 'mso-list'
 * style and the bullet or number as text in a hidden span; Google Docs wraps everything in a
 * `<b style="font-weight:normal">` and writes bold and italic as span styles; Excel and both others send
 * classes, styles, comments and Office tags. tiptap alone would turn Word lists into paragraphs starting
 * with '·' and make a whole Docs paste bold. Here the lists become lists, the marks the user can see
 * become tags, and everything else goes (core's caoTextClean keeps the contract's tags only), so the text
 * keeps its lists and tables and loses its styling.
 */
export function cleanPastedHtml(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const body = document.body;
  removeComments(body);
  for (const element of [...body.querySelectorAll('style, meta, link, title, xml, script')]) element.remove();
  // Google Docs: the wrapper <b> is not bold.
  for (const wrapper of [...body.querySelectorAll('b[id^="docs-internal-guid"]')]) unwrap(wrapper);
  wordLists(body);
  for (const element of [...body.querySelectorAll('span, font')]) marksOfStyle(element as HTMLElement);
  // Office's own tags (o:p and the like) hold no text worth a tag.
  for (const element of [...body.getElementsByTagName('*')]) {
    if (element.tagName.includes(':')) unwrap(element);
  }
  return caoTextClean(body.innerHTML);
}

function removeComments(root: Node): void {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

function unwrap(element: Element): void {
  element.replaceWith(...element.childNodes);
}

/** Bold, italic, underline and strike written as a span's style (Google Docs, Word) become tags. */
function marksOfStyle(element: HTMLElement): void {
  const style = element.style;
  const weight = style.fontWeight;
  const wrappers: string[] = [];
  if (weight === 'bold' || weight === 'bolder' || Number(weight) >= 600) wrappers.push('strong');
  if (style.fontStyle === 'italic') wrappers.push('em');
  const decoration = `${style.textDecoration} ${style.textDecorationLine}`;
  if (decoration.includes('underline')) wrappers.push('u');
  if (decoration.includes('line-through')) wrappers.push('s');
  let content: Node[] = [...element.childNodes];
  for (const tag of wrappers) {
    const wrapper = element.ownerDocument.createElement(tag);
    wrapper.append(...content);
    content = [wrapper];
  }
  element.replaceWith(...content);
}

/** One paragraph of a Word list: its list, its level (1 = outermost) and whether it is numbered. */
interface WordListItem {
  readonly paragraph: HTMLElement;
  readonly list: string;
  readonly level: number;
  readonly ordered: boolean;
}

const MSO_LIST = /mso-list:\s*(l\d+)\s+level(\d+)/i;
/** '1.', '1)', 'a.', 'iv.', '(2)': a number; '·', '§', 'o', '-', '•': a bullet. */
const NUMBERED = /^\(?([0-9]+|[a-z]|[ivxlc]+)[.)]/i;

function wordListItem(element: Element): WordListItem | null {
  if (!(element instanceof HTMLElement)) return null;
  const found = MSO_LIST.exec(element.getAttribute('style') ?? '');
  if (found === null) return null;
  const marker = element.querySelector('[style*="mso-list:Ignore" i], [style*="mso-list: Ignore" i]');
  const text = (marker?.textContent ?? '').replace(/\s+/g, '');
  // The bullet or number is Word's own, shown by the list: it goes, with the span around it.
  let outer: Element | null = marker;
  while (outer !== null && outer.parentElement !== element && outer.parentElement !== null) {
    if ((outer.parentElement.textContent ?? '').replace(/\s+/g, '') !== text) break;
    outer = outer.parentElement;
  }
  outer?.remove();
  return { paragraph: element, list: found[1]!, level: Number(found[2]), ordered: NUMBERED.test(text) };
}

/**
 * Word's list paragraphs (MsoListParagraph..., style 'mso-list:l0 level1 lfo1') as nested ul and ol: the
 * paragraphs that follow each other make one list, a deeper level a list inside the item before it.
 */
function wordLists(body: HTMLElement): void {
  const document = body.ownerDocument;
  for (const first of [...body.querySelectorAll('p, h1, h2, h3, h4, h5, h6')]) {
    if (!first.isConnected) continue;
    const start = wordListItem(first);
    if (start === null) continue;
    const items: WordListItem[] = [start];
    let next = first.nextElementSibling;
    while (next !== null) {
      const item = wordListItem(next);
      if (item === null) break;
      items.push(item);
      next = next.nextElementSibling;
    }
    const root = document.createElement(start.ordered ? 'ol' : 'ul');
    first.before(root);
    // The open lists by depth; an item goes into the list of its level, opening deeper lists as needed.
    const open: HTMLElement[] = [root];
    for (const item of items) {
      const depth = Math.max(1, Math.min(item.level, open.length + 1));
      while (open.length > depth) open.pop();
      if (open.length < depth) {
        const parent = open[open.length - 1]!;
        const host = parent.lastElementChild ?? parent.appendChild(document.createElement('li'));
        const nested = document.createElement(item.ordered ? 'ol' : 'ul');
        host.append(nested);
        open.push(nested);
      }
      const li = document.createElement('li');
      const paragraph = document.createElement('p');
      paragraph.append(...item.paragraph.childNodes);
      li.append(paragraph);
      open[open.length - 1]!.append(li);
      item.paragraph.remove();
    }
  }
}
