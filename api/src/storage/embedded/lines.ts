/**
 * Line framing shared by the journal and the snapshot: `<crc32 hex> <json>\n`. The checksum turns a
 * damaged line into a detected one instead of a silently different document.
 */
import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { fromJson, toJson } from './ejson.js';

export function encodeLine(value: unknown): string {
  const json = toJson(value);
  return `${crc32(json).toString(16).padStart(8, '0')} ${json}\n`;
}

export function decodeLine(line: string): unknown {
  const space = line.indexOf(' ');
  if (space !== 8) throw new Error('missing checksum');
  const json = line.slice(9);
  if (crc32(json).toString(16).padStart(8, '0') !== line.slice(0, 8)) throw new Error('checksum mismatch');
  return fromJson(json);
}

export interface LineProblem {
  file: string;
  line: number;
  reason: string;
}

export interface ReadResult {
  /** Bytes up to and including the last complete line; a torn tail starts here. */
  validLength: number;
  tornTail: boolean;
  problems: LineProblem[];
}

/**
 * Reads complete lines; a torn last line (no newline) is dropped, and a line that fails its checksum or
 * that `onValue` rejects (throws on) is reported in `problems` and skipped.
 */
export function readLines(file: string, onValue: (value: unknown, line: number) => void): ReadResult {
  const buffer = readFileSync(file);
  const validLength = buffer.lastIndexOf(0x0a) + 1;
  const problems: LineProblem[] = [];
  let start = 0;
  let lineNo = 0;
  while (start < validLength) {
    const end = buffer.indexOf(0x0a, start);
    lineNo++;
    const line = buffer.toString('utf8', start, end);
    start = end + 1;
    if (line.length === 0) continue;
    try {
      onValue(decodeLine(line), lineNo);
    } catch (error) {
      problems.push({ file, line: lineNo, reason: (error as Error).message });
    }
  }
  return { validLength, tornTail: validLength < buffer.length, problems };
}
