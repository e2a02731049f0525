/**
 * The "request completed" line written straight to the logger's destination, as pino would write it:
 * `{"level":30,"time":…,<the logger's bindings>,<fields>,"msg":"…"}` and a newline. Building it by hand
 * skips pino's generic serialisation (serializers, redaction, formatters) for a line whose fields are
 * known: strings and numbers with plain names. Used only for a logger whose options leave pino's output
 * at its defaults (epoch time, no mixin, no hooks, no prefix, default formatters, message key "msg"),
 * checked once per logger; any other logger, or a level that drops info lines, goes through pino as usual.
 */
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

type LineValue = string | number;
type Pinoish = Record<symbol, unknown> & { isLevelEnabled?(level: string): boolean };

const s = pino.symbols;
/** Not in pino's typings, present at run time. */
const msgPrefixSym = (pino.symbols as unknown as Record<string, symbol>).msgPrefixSym;
const INFO = 30;

interface Direct {
  time: () => string;
  bindings: string;
  stream: { write(line: string): unknown };
}

const directOf = new WeakMap<object, Direct | null>();

function defaultFormatters(formatters: unknown): boolean {
  const f = formatters as { level?: (label: string, n: number) => unknown; log?: unknown } | undefined;
  if (typeof f?.level !== 'function' || f.log !== undefined) return false;
  const level = f.level('info', INFO) as { level?: unknown };
  return Object.keys(level).length === 1 && level.level === INFO;
}

function directWriter(logger: Pinoish): Direct | null {
  const hooks = logger[s.hooksSym] as { logMethod?: unknown; streamWrite?: unknown } | undefined;
  const stream = logger[s.streamSym] as Direct['stream'] | undefined;
  const bindings = logger[s.chindingsSym];
  const plain =
    logger[s.timeSym] === pino.stdTimeFunctions.epochTime &&
    !logger[s.mixinSym] &&
    logger[s.messageKeySym] === 'msg' &&
    (msgPrefixSym === undefined || !logger[msgPrefixSym]) &&
    !hooks?.logMethod &&
    !hooks?.streamWrite &&
    defaultFormatters(logger[s.formattersSym]) &&
    typeof stream?.write === 'function' &&
    typeof bindings === 'string';
  if (!plain) return null;
  return { time: pino.stdTimeFunctions.epochTime, bindings: bindings as string, stream: stream! };
}

/** Printable ASCII without `"` and `\\`: JSON writes such a string as it is, between quotes. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** `JSON.stringify(value)` for a string or a finite number, without its generic path for plain ones. */
function json(value: LineValue): string {
  if (typeof value === 'number') return Number.isFinite(value) ? `${value}` : 'null';
  return PLAIN.test(value) ? `"${value}"` : JSON.stringify(value);
}

function fieldsJson(fields: Record<string, LineValue>): string {
  let out = '';
  for (const key in fields) out += `,"${key}":${json(fields[key]!)}`;
  return out;
}

/** Writes the line and answers true, or answers false (nothing written) when pino must write it. */
export function writeInfoLine(
  logger: FastifyBaseLogger,
  bindings: Record<string, LineValue>,
  fields: Record<string, LineValue>,
  msg: string,
): boolean {
  const l = logger as unknown as Pinoish;
  let direct = directOf.get(l);
  if (direct === undefined) {
    direct = directWriter(l);
    directOf.set(l, direct);
  }
  if (!direct || l.isLevelEnabled?.('info') !== true) return false;
  const line = `{"level":${INFO}${direct.time()}${direct.bindings}${fieldsJson(bindings)}${fieldsJson(fields)},"msg":${json(msg)}}\n`;
  direct.stream.write(line);
  return true;
}
