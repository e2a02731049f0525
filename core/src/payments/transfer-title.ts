/**
 * The title of a bank transfer the payer makes to the project's account, built so the statement import
 * can recognise it: `ZAPISY-<customer code> <domain> <Nazwisko Imię>, <Nazwisko Imię>…`. The customer code
 * (the customer's id) is what matching reads; the names and the project's domain are for people reading the
 * statement. Elixir carries at most 4 × 35 = 140 characters of title; banks may upper-case the title or
 * drop characters outside their set, so the code is alphanumeric and read case-insensitively.
 */

/** Elixir: four lines of 35 characters. */
export const TRANSFER_TITLE_MAX_LENGTH = 140;
export const TRANSFER_TITLE_PREFIX = 'ZAPISY';

/** Characters every Polish bank carries in a title: letters (Polish too), digits, space and . , - / ( ) + : ? ' */
const NOT_ELIXIR = /[^0-9A-Za-zĄĆĘŁŃÓŚŹŻąćęłńóśźż .,\-/()+:?']/g;

/** Text as an Elixir title carries it: other characters dropped, whitespace collapsed. */
export function elixirText(text: string): string {
  return text.replace(/\s+/g, ' ').replace(NOT_ELIXIR, '').replace(/ {2,}/g, ' ').trim();
}

export interface TransferTitleInput {
  /** The customer's id (alphanumeric): the part statement matching reads. */
  customerCode: string;
  /** The participants the money is for, as 'Nazwisko Imię'. */
  names: readonly string[];
  /** The project's domainName, so the organizer sees which project it is. */
  domainName?: string;
}

/** A title ≤ 140 characters; names that do not fit are left out whole, the last one cut only if alone. */
export function transferTitle(input: TransferTitleInput): string {
  const code = input.customerCode.replace(/[^0-9A-Za-z]/g, '');
  if (code === '') throw new Error('transferTitle: a customer code is required');
  let title = `${TRANSFER_TITLE_PREFIX}-${code}`;
  const domain = elixirText(input.domainName ?? '').replace(/ /g, '');
  if (domain !== '' && title.length + 1 + domain.length <= TRANSFER_TITLE_MAX_LENGTH) title += ` ${domain}`;
  const names = input.names.map(elixirText).filter((name) => name !== '');
  for (const [index, name] of names.entries()) {
    const separator = index === 0 ? ' ' : ', ';
    const room = TRANSFER_TITLE_MAX_LENGTH - title.length - separator.length;
    if (name.length <= room) {
      title += separator + name;
      continue;
    }
    if (index === 0 && room > 0) title += separator + name.slice(0, room).trim();
    break;
  }
  return title;
}

const CODE_IN_TITLE = new RegExp(`(?:^|[^0-9A-Za-z])${TRANSFER_TITLE_PREFIX}-([0-9A-Za-z]{1,37})`, 'i');

/**
 * The customer code of a title made by `transferTitle` (anywhere in a statement's title, any letter case),
 * or null. Banks may upper-case titles: look the code up case-insensitively.
 */
export function transferTitleCustomerCode(title: string): string | null {
  return CODE_IN_TITLE.exec(title)?.[1] ?? null;
}
