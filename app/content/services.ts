// The card sections and the JSON-LD offer catalogue, each in its order, from the service
// catalogue (app/site/service-catalogue.ts) and the cards' words (./service-cards.ts).
import { servicesIn, type ServiceIn } from "#app/site/service-lists.ts";

import { SERVICE_CARDS, type CardId, type ServiceCard } from "./service-cards.ts";

export type { ServiceCard };
export { noticePhrase, websiteDeliveryPhrase } from "./service-cards.ts";

/** The JSON-LD offer catalogue names cards only: its words are theirs. */
const offersAreCards: ServiceIn<"structured-data"> extends CardId ? true : never = true;
void offersAreCards;

const cardsOf = (ids: readonly CardId[]) => ids.map((id) => SERVICE_CARDS[id]);

/** What We Offer (#features): the main offers. */
export const mainOffers: readonly ServiceCard[] = cardsOf(servicesIn("offers"));

/** Our One Time Services (#features2): fixed-price, single deliveries. */
export const oneTimeServices: readonly ServiceCard[] = cardsOf(servicesIn("one-time"));

/** The offers of the JSON-LD catalogue (app/pages/structured-data.ts), in its order. */
export const structuredDataOffers: readonly ServiceCard[] = cardsOf(servicesIn("structured-data"));
