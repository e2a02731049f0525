import { RICH_TEXT_ALLOWED_TAGS, RICH_TEXT_LINK_SCHEMES } from '@zapisy/core';
import { createElement, type ReactNode } from 'react';
import type { CellRendererProps } from './types.js';

/** Tags kept from the organizer's HTML (core's policy, the one the server cleans to); others keep their text. */
const ALLOWED_TAGS: ReadonlySet<string> = new Set(RICH_TEXT_ALLOWED_TAGS);
/** Elements whose content is dropped along with them. */
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
]);
const SAFE_URL = new RegExp(`^(${RICH_TEXT_LINK_SCHEMES.join(':|')}:|#|/)`, 'i');

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return null;
  const children = Array.from(element.childNodes, (child, index) => convert(child, `${key}.${index}`));
  if (!ALLOWED_TAGS.has(tag)) return createElement('span', { key }, ...children);
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = (element.getAttribute('href') ?? '').trim();
    const safe = SAFE_URL.test(href) ? href : undefined;
    return createElement(
      'a',
      {
        key,
        href: safe,
        target: safe && /^https?:/i.test(safe) ? '_blank' : undefined,
        rel: 'noopener noreferrer',
      },
      ...children,
    );
  }
  return createElement(tag, { key }, ...children);
}

/**
 * The organizer's HTML as React elements, through an allow-list of tags (no attributes besides a safe
 * `href`): parsed with DOMParser, which runs no scripts, and never injected as raw HTML.
 */
export function sanitizedHtml(html: string): ReactNode[] {
  if (typeof DOMParser === 'undefined' || html.trim() === '') return [];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes, (node, index) => convert(node, String(index)));
}

export function RichTextRenderer({ data }: CellRendererProps) {
  const html = typeof data.html === 'string' ? data.html : '';
  return <div className="zapisy-rich-text">{sanitizedHtml(html)}</div>;
}
