/**
 * First document §2: "Navigation may carry a state object as an encoded query parameter 'state'". The
 * object travels as base64url of its JSON (UTF-8), so Polish text survives; anything unreadable is no state.
 */
import { NAVIGATION_STATE_PARAM } from './constants.js';

export type NavigationState = Record<string, unknown>;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function encodeNavigationState(state: NavigationState): string {
  return toBase64Url(JSON.stringify(state));
}

/** The state object, or null for a missing, malformed or non-object value. */
export function decodeNavigationState(encoded: string | null | undefined): NavigationState | null {
  if (!encoded) return null;
  try {
    const value: unknown = JSON.parse(fromBase64Url(encoded));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as NavigationState)
      : null;
  } catch {
    return null;
  }
}

/** `path` (with or without a query) carrying `state` in the 'state' parameter. */
export function withNavigationState(path: string, state: NavigationState): string {
  const [base = '', query = ''] = path.split('?', 2);
  const params = new URLSearchParams(query);
  params.set(NAVIGATION_STATE_PARAM, encodeNavigationState(state));
  return `${base}?${params.toString()}`;
}

/** The state a location's query carries. */
export function navigationStateOf(search: string | URLSearchParams): NavigationState | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return decodeNavigationState(params.get(NAVIGATION_STATE_PARAM));
}
