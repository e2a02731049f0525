/**
 * Shown by a long form's save button while fields are refused: each message is under its field, so the
 * summary names no field path (an organizer never sees one).
 */
export const FIX_FIELDS = 'Popraw pola oznaczone powyżej.';
