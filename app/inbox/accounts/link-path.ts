import { adminPages } from "#app/pages/admin-pages.ts";

/** The address of a one-time link's page: `/admin/set-password/<token>`. */
export const adminLinkPath = (token: string) => adminPages.adminLink.path.replace(":token", token);
