// The visits' browser-safe entry: what the page module's beacon sends, named once.
export { BEACON, DEVICES, type Device, UTM_MAX_LENGTH } from "./beacon-fields.ts";
