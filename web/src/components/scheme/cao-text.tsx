import {
  CAO_TEXT_CELL_ATTRIBUTES,
  CAO_TEXT_DROPPED_TAGS,
  CAO_TEXT_TAGS,
  CAO_TEXT_VOID_TAGS,
} from '@beloning/core/format';
import { createElement, useMemo, type ReactNode } from 'react';

/** Headings of the cao text sit under the page's own h2: h1 becomes h3, and so on down to h6. */
const HEADING_SHIFT: Record<string, string> = { h1: 'h3', h2: 'h4', h3: 'h5', h4: 'h6', h5: 'h6', h6: 'h6' };

function toReact(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (CAO_TEXT_DROPPED_TAGS.has(tag)) return null;
  const children = [...element.childNodes].map((child, index) => toReact(child, `${key}.${index}`));
  if (!CAO_TEXT_TAGS.has(tag)) return children;
  const props: Record<string, unknown> = { key };
  for (const name of CAO_TEXT_CELL_ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (value !== null && /^\d{1,2}$/.test(value))
      props[name === 'colspan' ? 'colSpan' : 'rowSpan'] = Number(value);
  }
  if (CAO_TEXT_VOID_TAGS.has(tag)) return createElement(tag, props);
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
