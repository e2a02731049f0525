/** A server validation message placed on a field: participant 0 is the one in `data`, 1… the group members. */
export interface PlacedServerError {
  readonly participant: number;
  readonly field: string | null;
  readonly message: string;
}

// 'body.data.email_main: …', 'body.participants[0].data.first_name: …', 'data.x: …' or 'x: …'.
const PATH = /^\s*(?:body\.)?(?:participants\[(\d+)\]\.)?(?:data\.)?([a-z][a-z0-9_]*)\s*:\s*(.+)$/s;
// 'Nieznane pole „x”.' names the field inside the message.
const QUOTED = /„([a-z][a-z0-9_]*)”/;

/**
 * Places the server's 400 messages (spec §5: "Server validation errors arrive as a list") on the fields they
 * name; messages that name no field of the form stay general (field null).
 */
export function placeServerErrors(
  errors: readonly string[],
  fieldNames: ReadonlySet<string>,
): PlacedServerError[] {
  return errors.map((line) => {
    const match = PATH.exec(line);
    if (match?.[2] && fieldNames.has(match[2])) {
      const participant = match[1] === undefined ? 0 : Number(match[1]) + 1;
      return { participant, field: match[2], message: (match[3] ?? line).trim() };
    }
    const quoted = QUOTED.exec(line);
    if (quoted?.[1] && fieldNames.has(quoted[1]))
      return { participant: 0, field: quoted[1], message: line.trim() };
    return { participant: 0, field: null, message: line.trim() };
  });
}
