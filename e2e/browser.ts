export { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/lib/browser-flags.ts";
