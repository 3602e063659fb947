/** Spec §3: the eight services the article sidebar lists, in order. */
export const sidebarServices = [
  "Web Development",
  "Social Media Marketing",
  "Video Editing",
  "Logo Design",
  "Poster Design",
  "Banner Design",
  "Standee Design",
  "T-shirt Design",
] as const;
