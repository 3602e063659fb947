/*
 * What an inbox page was asked to find, as its pages name it: kept on the server
 * (saved-search.server.ts), named in an address only by a random id (issue 55, ASVS 14.2.1).
 */

/** What was asked: a lead search's words, or a person's email and number. */
export type SavedSearch = { search?: string; email?: string; phone?: string };

/** The address's name for the id. */
export const SAVED_SEARCH_PARAM = "q";

/** How long an id works: a working day, from the moment it was made. */
export const SAVED_SEARCH_HOURS = 8;

/** The words an address would otherwise carry (search, email, phone): a form's, an old link's. */
export const SEARCH_WORDS = ["search", "email", "phone"] as const;
