// Field names the quote form sends besides the quote itself, shared by the browser form and
// the server (app/leads/capture.server.ts).

/** Milliseconds between the page loading and the send, measured by the browser. */
export const ELAPSED_FIELD = "elapsed_ms";
/** The version of the privacy notice shown beside the form. */
export const NOTICE_FIELD = "privacy_notice";
