/** Project domain names: normalising, checking, and deriving new ones (suffixes, slugs, candidates). */
import { removeDiacritics } from '../text/index.js';
import { PROJECT_DOMAIN_REGEXP } from './schema-parts.js';

export const PROJECT_DOMAIN_MAX_LENGTH = 63;

/** Spec §2: duplicate defaults "name plus ' - Duplikat', domain plus '-duplikat'"; new edition "-stare". */
export const DUPLICATE_NAME_SUFFIX = ' - Duplikat';
export const DUPLICATE_DOMAIN_SUFFIX = '-duplikat';
export const OLD_EDITION_DOMAIN_SUFFIX = '-stare';

/** Polish problem text for a domain that breaks PROJECT_DOMAIN_PATTERN. */
export function invalidDomainMessage(domain: string): string {
  return `Nieprawidłowa nazwa domeny „${domain}”: dozwolone są małe litery, cyfry i myślniki (nie na początku ani na końcu), najwyżej ${PROJECT_DOMAIN_MAX_LENGTH} znaki.`;
}

/** What a user typed, as stored: trimmed and lower-case. */
export function normalizeProjectDomain(input: string): string {
  return input.trim().toLowerCase();
}

export function isValidProjectDomain(domain: string): boolean {
  return PROJECT_DOMAIN_REGEXP.test(domain);
}

/** `domain` + `suffix`, shortening `domain` so the result stays within 63 characters. */
export function domainWithSuffix(domain: string, suffix: string): string {
  const room = PROJECT_DOMAIN_MAX_LENGTH - suffix.length;
  const base = domain.slice(0, Math.max(1, room)).replace(/-+$/, '');
  return `${base}${suffix}`;
}

/** A domain made from a name: 'Obóz Letni 2026!' → 'oboz-letni-2026'; 'projekt' when nothing is left. */
export function domainFromName(name: string): string {
  const slug = removeDiacritics(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PROJECT_DOMAIN_MAX_LENGTH)
    .replace(/-+$/, '');
  return slug === '' ? 'projekt' : slug;
}

/** Domains to try in order for a new project: `base`, `base-2`, `base-3`, … (`count` of them). */
export function domainCandidates(base: string, count: number): string[] {
  const out = [base];
  for (let n = 2; out.length < count; n++) out.push(domainWithSuffix(base, `-${n}`));
  return out;
}
