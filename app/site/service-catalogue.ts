/*
 * What the agency offers, once (issue 54): each service, the lists it appears in and its place
 * in each. The lists are the spec's: the landing page's and /services' two card sections (with
 * their prices), the quote form's options, the article sidebar and the JSON-LD offer catalogue.
 * The spec words each list its own way (the form has "Software Creation", the sidebar splits
 * Banner and Standee and adds T-shirt Design), so each list keeps its wording, beside the list,
 * in a table the compiler holds to this one: a service marked for a list cannot be left without
 * its words there, nor given words in a list it is not in.
 *
 *   cards and offers   app/content/services.ts (title, text, price, icon)
 *   form               app/quote/service-labels.ts (the option's label)
 *   sidebar            app/blog/sidebar-services.ts (one or more items)
 *
 * The words are not here because the quote form's island reads this module (its options, and
 * the validation the server repeats): every card's text would travel to each visitor near the
 * form (decision 028: messages are static references, kept where they are shown).
 */

/** The lists a service can appear in. */
export type ServiceList = "offers" | "one-time" | "form" | "sidebar" | "structured-data";

export type CatalogueEntry = {
  /** Stable and English: the words tables' key, never shown. */
  readonly id: string;
  /** The lists it appears in, each with its place there (1 first). */
  readonly in: { readonly [list in ServiceList]?: number };
  /**
   * What the form sends and the store keeps for it, in English in every language; kept when
   * the service leaves the form (`in.form` removed), so that stored leads stay valid and the
   * inbox's filter and the overview still name them.
   */
  readonly formValue?: string;
};

/** Every service, in no list's order: each list orders its own by the places in `in`. */
export const SERVICE_CATALOGUE = [
  {
    id: "social-media-marketing",
    in: { offers: 1, form: 2, sidebar: 2, "structured-data": 1 },
    formValue: "Social Media Management / Marketing",
  },
  { id: "data-driven-strategies", in: { offers: 2, "structured-data": 2 } },
  {
    id: "website-development",
    in: { offers: 3, form: 1, sidebar: 1, "structured-data": 3 },
    formValue: "Website Creation",
  },
  { id: "professional-website", in: { "one-time": 1, "structured-data": 4 } },
  { id: "logo-design", in: { "one-time": 2, sidebar: 4, "structured-data": 5 } },
  { id: "shorts-reels", in: { "one-time": 3, "structured-data": 6 } },
  { id: "poster-design", in: { "one-time": 4, sidebar: 5, "structured-data": 7 } },
  { id: "video-editing", in: { "one-time": 5, sidebar: 3, "structured-data": 8 } },
  { id: "banner-standee-design", in: { "one-time": 6, sidebar: 6, "structured-data": 9 } },
  { id: "tshirt-design", in: { sidebar: 7 } },
  { id: "software-creation", in: { form: 3 }, formValue: "Software Creation" },
  { id: "facebook-instagram-ads", in: { form: 4 }, formValue: "Facebook / Instagram Ads" },
] as const satisfies readonly CatalogueEntry[];

type Service = (typeof SERVICE_CATALOGUE)[number];

/** The ids of the services in `list`: a words table for the list is keyed by exactly these. */
export type ServiceIn<List extends ServiceList> = Extract<
  Service,
  { readonly in: { readonly [key in List]: number } }
>["id"];

/** A form value the form offers now. */
export type FormService = Extract<Service, { readonly in: { readonly form: number } }>["formValue"];
