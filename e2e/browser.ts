export { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/browser-flags.js";
