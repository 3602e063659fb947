import { m } from "#app/paraglide/messages.js";

/**
 * Spec §3: the eight services the article sidebar lists, in order, in the page's language.
 * Beside the blog, not in app/content/: only articles show it, and the chunk every page shares
 * takes app/content/ (vite.config.ts).
 */
export function sidebarServices(): string[] {
  return [
    m.blog_service_web_development(),
    m.blog_service_social_media_marketing(),
    m.blog_service_video_editing(),
    m.blog_service_logo_design(),
    m.blog_service_poster_design(),
    m.blog_service_banner_design(),
    m.blog_service_standee_design(),
    m.blog_service_tshirt_design(),
  ];
}
