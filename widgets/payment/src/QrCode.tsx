import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The dark modules of a QR code of `text` (UTF-8 bytes, error correction M) as one SVG path. */
export function qrPath(text: string): { size: number; d: string } {
  const code = qrcode(0, 'M');
  // The ZBP payload may carry Polish letters (recipient, title): encode them as UTF-8 bytes.
  const bytes = new TextEncoder().encode(text);
  code.addData(String.fromCharCode(...bytes), 'Byte');
  code.make();
  const size = code.getModuleCount();
  let d = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) if (code.isDark(row, col)) d += `M${col} ${row}h1v1h-1z`;
  }
  return { size, d };
}

/** An SVG QR code (4-module quiet zone), named for screen readers by `label`. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, d } = useMemo(() => qrPath(text), [text]);
  const box = size + 8;
  return (
    <svg
      className="zapisy-qr"
      role="img"
      aria-label={label}
      viewBox={`-4 -4 ${box} ${box}`}
      shapeRendering="crispEdges"
      data-testid="zapisy-transfer-qr"
    >
      <rect x={-4} y={-4} width={box} height={box} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}
