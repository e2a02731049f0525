/**
 * What organizer rich text (the RichText cell) may contain: the server cleans stored HTML to this policy and
 * the widget renders only this, so a form looks the same in both and no script ever reaches a participant.
 */
export const RICH_TEXT_ALLOWED_TAGS: readonly string[] = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'span',
  'small',
];

/** URL schemes a link may use (relative links and #anchors are also fine). */
export const RICH_TEXT_LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];
