/** The errors without one field's message: a field's error clears when it is edited. */
export function without<E extends Record<string, string>>(errors: E, field: string): E {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}
