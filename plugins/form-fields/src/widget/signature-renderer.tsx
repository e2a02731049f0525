import { type PointerEvent, useRef, useState } from 'react';
import { describedBy, FieldFrame, fieldLabel } from './field-frame.js';
import type { CellRendererProps } from './types.js';
import { UPLOAD_MESSAGES, uploadFile } from './upload.js';

const WIDTH = 600;
const HEIGHT = 200;

function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(UPLOAD_MESSAGES.failed))), 'image/png');
  });
}

/** Draws a typed name in a handwriting-like font: the keyboard user's signature image. */
function drawTypedName(canvas: HTMLCanvasElement, name: string): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#111827';
  ctx.font = 'italic 48px "Segoe Script", "Brush Script MT", cursive';
  ctx.textBaseline = 'middle';
  ctx.fillText(name, 24, canvas.height / 2, canvas.width - 48);
}

/**
 * Signature: draw with a mouse, finger or pen on the canvas, or — the keyboard and screen-reader
 * alternative — type your full name, which is drawn as the signature image. 'Zapisz podpis' sends the PNG
 * to `POST /uploads/{eventId}`; the field's value is `[uploadId]`.
 */
export function SignatureRenderer({ field, context }: CellRendererProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [drawn, setDrawn] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!field) return null;
  const saved = Array.isArray(field.value) && field.value.length > 0;
  // The typed-name input carries the field's id: focusing the first invalid field lands on it.
  const typedId = field.inputId;

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = event.currentTarget;
    const rect = canvas.getBoundingClientRect();
    const scaleX = rect.width > 0 ? canvas.width / rect.width : 1;
    const scaleY = rect.height > 0 ? canvas.height / rect.height : 1;
    return { x: (event.clientX - rect.left) * scaleX, y: (event.clientY - rect.top) * scaleY };
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const ctx = event.currentTarget.getContext('2d');
    if (!ctx) return;
    drawing.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const { x, y } = point(event);
    ctx.lineWidth = 3;
    ctx.lineCap = 'round';
    ctx.strokeStyle = '#111827';
    ctx.beginPath();
    ctx.moveTo(x, y);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = event.currentTarget.getContext('2d');
    if (!ctx) return;
    const { x, y } = point(event);
    ctx.lineTo(x, y);
    ctx.stroke();
    setDrawn(true);
  };
  const end = () => {
    drawing.current = false;
  };
  const clear = () => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    setDrawn(false);
    setTyped('');
    setProblem(null);
    field.onChange(undefined);
  };
  const save = async () => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    if (typed.trim() !== '') drawTypedName(canvas, typed.trim());
    setBusy(true);
    setProblem(null);
    try {
      const blob = await canvasBlob(canvas);
      const uploaded = await uploadFile(
        context.apiBase,
        context.eventId,
        blob,
        'podpis.png',
        undefined,
        field.definition.field_name,
      );
      field.onChange([uploaded.uploadId]);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : UPLOAD_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FieldFrame field={field} variant="group">
      <canvas
        ref={canvasRef}
        className="zapisy-signature-canvas"
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={`Pole podpisu: ${fieldLabel(field)}. Zamiast rysować możesz wpisać imię i nazwisko poniżej.`}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
      />
      <label className="zapisy-label zapisy-label-secondary" htmlFor={typedId}>
        Albo wpisz imię i nazwisko jako podpis
      </label>
      <input
        className="zapisy-input"
        id={typedId}
        type="text"
        autoComplete="name"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={field.onBlur}
        {...describedBy(field)}
      />
      <div className="zapisy-signature-actions">
        <button
          type="button"
          className="zapisy-button zapisy-button-secondary"
          disabled={busy || context.preview || (!drawn && typed.trim() === '')}
          onClick={() => void save()}
        >
          Zapisz podpis
        </button>
        <button type="button" className="zapisy-link-button" onClick={clear}>
          Wyczyść
        </button>
      </div>
      <p className="zapisy-field-hint" aria-live="polite">
        {busy ? 'Zapisywanie podpisu…' : saved ? 'Podpis zapisany.' : ''}
      </p>
      <div role="alert" className="zapisy-field-errors">
        {problem ? <p className="zapisy-field-error">{problem}</p> : null}
      </div>
    </FieldFrame>
  );
}
