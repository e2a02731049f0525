/**
 * The file types uploads accept, told apart by their first bytes (a renamed file is refused): PDF starts
 * with `%PDF-`, PNG with its 8-byte signature, JPEG with FF D8 FF.
 */
export type UploadFileKind = 'pdf' | 'png' | 'jpeg';

export const UPLOAD_CONTENT_TYPES: Readonly<Record<UploadFileKind, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

/** Extensions (lower case, with the dot) of each kind; '.jpeg' is the same type as '.jpg'. */
const EXTENSION_KINDS: Readonly<Record<string, UploadFileKind>> = {
  '.pdf': 'pdf',
  '.png': 'png',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
};

const SIGNATURES: readonly [UploadFileKind, readonly number[]][] = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
];

/** The kind the content is, from its magic bytes; null when it is none of them. */
export function sniffFileKind(bytes: Uint8Array): UploadFileKind | null {
  for (const [kind, signature] of SIGNATURES) {
    if (bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte)) return kind;
  }
  return null;
}

/** The file name's extension, lower case with the dot ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot).toLowerCase();
}

/** The kind an extension names, or null for one uploads never accept. */
export function kindOfExtension(extension: string): UploadFileKind | null {
  return EXTENSION_KINDS[extension.toLowerCase()] ?? null;
}
