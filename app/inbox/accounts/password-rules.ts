// What a new password must be, for the server's checks and the pages' hints alike.

/** At least this many characters (the account's only protection: no second factor). */
export const PASSWORD_MIN_LENGTH = 12;
/** A sanity limit for what is typed or piped in, not a policy. */
export const PASSWORD_MAX_LENGTH = 1024;

/** What is wrong with a new password, or undefined when it will do. */
export function passwordProblem(password: string): string | undefined {
  // Characters, not UTF-16 units: "पासवर्ड" is as long as it looks.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    return `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  }
  return undefined;
}
