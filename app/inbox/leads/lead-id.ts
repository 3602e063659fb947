const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` could be a lead's (or an account's) id; anything else would be a database error. */
export function isLeadId(value: string): boolean {
  return UUID.test(value);
}
