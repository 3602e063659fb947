// Text made safe inside markup: one table of entities for the sitemap and the feed (XML) and for
// the notification emails (HTML).
const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const entityOf = (character: string) => ENTITIES[character] ?? character;

/** Escapes text for XML element content and attribute values (sitemap, RSS). */
export const escapeXml = (text: string): string => text.replace(/[&<>"]/g, entityOf);

/** Text made safe for HTML content and quoted attribute values (either quote). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, entityOf);
