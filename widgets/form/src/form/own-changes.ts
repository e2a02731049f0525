/**
 * What a participant's corrections change in their registration (the form link `/formularz?p=`): the
 * answers that differ from the stored ones, an emptied answer sent as '' (the server removes it), and never a
 * field the organizer decides (the server refuses those).
 */
export function ownChanges(
  stored: Readonly<Record<string, unknown>>,
  submitted: Readonly<Record<string, unknown>>,
  locked: ReadonlySet<string>,
  shown: ReadonlySet<string>,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(submitted)) {
    if (!locked.has(name) && JSON.stringify(value) !== JSON.stringify(stored[name])) changes[name] = value;
  }
  for (const name of Object.keys(stored)) {
    if (!locked.has(name) && shown.has(name) && !(name in submitted)) changes[name] = '';
  }
  return changes;
}
