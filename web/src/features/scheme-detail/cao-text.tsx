import { createElement, useMemo, type ReactNode } from 'react';

/** What the step-7 editor can make (SPEC.md 2.11); anything else is shown as its text only. */
const ALLOWED_TAGS = new Set([
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
const DROPPED_TAGS = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript']);
const VOID_TAGS = new Set(['br', 'hr', 'col']);
/** Headings of the cao text sit under the page's own h2: h1 becomes h3, and so on down to h6. */
const HEADING_SHIFT: Record<string, string> = { h1: 'h3', h2: 'h4', h3: 'h5', h4: 'h6', h5: 'h6', h6: 'h6' };

function toReact(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return null;
  const children = [...element.childNodes].map((child, index) => toReact(child, `${key}.${index}`));
  if (!ALLOWED_TAGS.has(tag)) return children;
  const props: Record<string, unknown> = { key };
  for (const name of ['colspan', 'rowspan'] as const) {
    const value = element.getAttribute(name);
    if (value !== null && /^\d{1,2}$/.test(value))
      props[name === 'colspan' ? 'colSpan' : 'rowSpan'] = Number(value);
  }
  if (VOID_TAGS.has(tag)) return createElement(tag, props);
  return createElement(HEADING_SHIFT[tag] ?? tag, props, ...children);
}

/**
 * The scheme's cao text (HTML from the step-7 editor), rebuilt as React elements from an inert parse: only
 * the editor's own tags survive, without any attribute but colspan and rowspan, so no script or link runs.
 */
export function CaoText({ html }: { readonly html: string }) {
  const content = useMemo(() => {
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    return [...parsed.body.childNodes].map((node, index) => toReact(node, String(index)));
  }, [html]);
  if (html.trim() === '') return <p className="muted">Er is geen cao-tekst vastgelegd.</p>;
  return <div className="detail__cao-text">{content}</div>;
}
