/** Service titles and prices as the spec (§3) fixes them, formatted as the site shows them. */
export const SPEC_SERVICES = [
  { section: "#features", title: "Social Media Marketing", price: "₹6,000" },
  { section: "#features", title: "Data Driven Strategies", price: null },
  { section: "#features", title: "Website Development", price: "₹5,000" },
  { section: "#features2", title: "Professional Website", price: "₹6,000" },
  { section: "#features2", title: "Logo Design", price: "₹800" },
  { section: "#features2", title: "Shorts / Reels", price: "₹1,200" },
  { section: "#features2", title: "Poster Design", price: "₹1,000" },
  { section: "#features2", title: "Video Editing", price: "₹2,500" },
  { section: "#features2", title: "Banner / Standee Design", price: "₹1,500" },
] as const;

/** Spec §3: the article sidebar's services list, eight fixed names, in order. */
export const SPEC_SIDEBAR_SERVICES = [
  "Web Development",
  "Social Media Marketing",
  "Video Editing",
  "Logo Design",
  "Poster Design",
  "Banner Design",
  "Standee Design",
  "T-shirt Design",
] as const;

/** Spec §3: the quote form's service options, in order, after "Select a service". */
export const SPEC_FORM_SERVICES = [
  "Website Creation",
  "Social Media Management / Marketing",
  "Software Creation",
  "Facebook / Instagram Ads",
] as const;
