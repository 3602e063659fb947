import { m } from "#app/paraglide/messages.js";
import type { ServiceIn } from "#app/site/service-lists.ts";

/**
 * Spec §3: the article sidebar's words for each service the catalogue marks for it
 * (app/site/service-catalogue.ts), in the spec's wording: one service may be several items
 * (Banner and Standee). Beside the blog, not in app/content/: only articles show it, and the
 * chunk every page shares takes app/content/ (vite.config.ts).
 */
export const SIDEBAR_WORDS: Record<ServiceIn<"sidebar">, () => readonly string[]> = {
  "website-development": () => [m.blog_service_web_development()],
  "social-media-marketing": () => [m.blog_service_social_media_marketing()],
  "video-editing": () => [m.blog_service_video_editing()],
  "logo-design": () => [m.blog_service_logo_design()],
  "poster-design": () => [m.blog_service_poster_design()],
  "banner-standee-design": () => [m.blog_service_banner_design(), m.blog_service_standee_design()],
  "tshirt-design": () => [m.blog_service_tshirt_design()],
};
