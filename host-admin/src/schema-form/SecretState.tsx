/** A key's state, never its value: 'zapisany' when the server holds one, 'brak' when it does not. */
export function SecretState({ set }: { set: boolean }) {
  return (
    <span className={`za-badge ${set ? 'za-badge--success' : 'za-badge--muted'}`}>
      {set ? 'zapisany' : 'brak'}
    </span>
  );
}
