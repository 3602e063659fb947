import { adminPages } from "#app/pages/admin-pages.ts";

/** The address an email gives for a one-time link: `/admin/set-password/<token>`. */
export const adminLinkPath = (token: string) =>
  adminPages.adminLinkToken.path.replace(":token", token);
