/**
 * Where the embedded store keeps its data when DATA_DIR is not set, from the folder the server
 * starts in. The settings (app/site/settings.server.ts) read it; the server and the inbox tool take
 * the folder from the settings.
 */
export const DEFAULT_DATA_DIR = "./data";
