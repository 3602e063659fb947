import { inlineSvg } from "./inline-icons";

/** The hero's row of small icons: the platforms we market on. */
export const platforms = [
  { id: "instagram", title: "Instagram" },
  { id: "facebook", title: "Facebook" },
  { id: "youtube", title: "YouTube" },
  { id: "google", title: "Google" },
  { id: "whatsapp", title: "WhatsApp" },
  { id: "linkedin", title: "LinkedIn" },
] as const;

export const platformIconUrl = (id: (typeof platforms)[number]["id"]) =>
  inlineSvg("platform-icons", id);
