/** The hero's row of small icons: the platforms we market on (drawn by PlatformIcon). */
export const platforms = [
  { id: "instagram", title: "Instagram" },
  { id: "facebook", title: "Facebook" },
  { id: "youtube", title: "YouTube" },
  { id: "google", title: "Google" },
  { id: "whatsapp", title: "WhatsApp" },
  { id: "linkedin", title: "LinkedIn" },
] as const;

export type PlatformId = (typeof platforms)[number]["id"];
