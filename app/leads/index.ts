// The leads feature's browser-safe entry: what the quote form sends besides the quote. The
// server side (store, capture, notifications) lives in the *.server.ts modules beside it.
export { ATTRIBUTION_FIELDS, UTM_KEYS } from "./attribution.ts";
export { ELAPSED_FIELD, NOTICE_FIELD } from "./form-fields.ts";
