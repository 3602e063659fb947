import { m } from "#app/paraglide/messages.js";

/**
 * Spec §3: the eight services the article sidebar lists, in order, in the page's language.
 * Each entry is read through a getter that calls its message (messages/blog/), so the names are
 * made when a page renders, not when the module loads; the list reads as a plain array of
 * strings (`sidebarServices.map`, `[...sidebarServices]`).
 */
const names: readonly (() => string)[] = [
  () => m.blog_service_web_development(),
  () => m.blog_service_social_media_marketing(),
  () => m.blog_service_video_editing(),
  () => m.blog_service_logo_design(),
  () => m.blog_service_poster_design(),
  () => m.blog_service_banner_design(),
  () => m.blog_service_standee_design(),
  () => m.blog_service_tshirt_design(),
];

export const sidebarServices: readonly string[] = Object.freeze(
  Object.defineProperties(
    new Array<string>(names.length),
    Object.fromEntries(
      names.map((name, index) => [index, { get: name, enumerable: true }] as const),
    ),
  ),
);
