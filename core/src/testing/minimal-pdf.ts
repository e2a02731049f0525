/**
 * A small, well-formed PDF of `pageCount` empty A4 pages with a title, as ASCII bytes (valid header,
 * objects, cross-reference table and trailer), so code that stores, sends or counts the pages of a PDF can
 * be tested without a renderer.
 */
export function minimalPdf(pageCount: number, title = 'Dokument'): Uint8Array {
  const pages = Math.max(1, Math.floor(pageCount));
  const pageIds = Array.from({ length: pages }, (_, i) => i + 4);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`,
    `<< /Title (${asciiPdfText(title)}) /Producer (Zapisy test double) >>`,
    ...pageIds.map(() => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'),
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(body, (c) => c.charCodeAt(0));
}

/** Polish letters and PDF delimiters out of a literal string, so the file stays ASCII. */
function asciiPdfText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[()\\]/g, '');
}

/** The number of pages a PDF's page tree declares (its first `/Type /Pages … /Count n`). */
export function pdfPageCount(bytes: Uint8Array): number {
  const text = Array.from(bytes.subarray(0, 4096), (b) => String.fromCharCode(b)).join('');
  const match = /\/Type \/Pages[^>]*\/Count (\d+)/.exec(text);
  return match ? Number(match[1]) : 0;
}
