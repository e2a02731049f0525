/**
 * The nesting limit of JSON bodies. A body nested thousands of levels deep parses, but every recursive
 * walk after it (Ajv, json-logic, EJSON, the store) overflows the stack and answers 500; the limit stops
 * it at the door with a 400. The deepest legitimate bodies are form definitions (each nested layout adds
 * four levels: cell, rows, row, cells; the demo form is 11 deep) and json-logic price rules (two levels
 * per operator; the demo's are 8 deep): 100 admits layouts nested over 20 deep.
 */
export const MAX_JSON_DEPTH = 100;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/** The index of the quote that closes the string opened at `open`, or -1. */
function closingQuote(text: string, open: number): number {
  let at = text.indexOf('"', open + 1);
  while (at !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return at;
    at = text.indexOf('"', at + 1);
  }
  return -1;
}

/**
 * Whether a JSON text nests arrays and objects deeper than `limit`: one pass over the characters,
 * brackets inside strings not counted, no recursion and no allocation. Text too short to nest that deep
 * costs nothing. Malformed text is left to the parser.
 */
export function nestedDeeperThan(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  if (text.length <= limit) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = closingQuote(text, i);
      if (i === -1) return false;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}
