import { expect, it } from "vitest";

import { siteConfig } from "#app/site/site.config.ts";

import { contactChannels } from "./contact-channels.ts";

it("links WhatsApp to wa.me with the phone's digits only", () => {
  const whatsapp = contactChannels.find((channel) => channel.id === "whatsapp");
  expect(whatsapp?.url).toBe(`https://wa.me/${siteConfig.phone.replace(/\D/g, "")}`);
  expect(whatsapp?.url).toMatch(/^https:\/\/wa\.me\/\d+$/);
});

it("lists WhatsApp, email and the three socials, with readable handles", () => {
  expect(contactChannels.map((channel) => channel.id)).toEqual([
    "whatsapp",
    "email",
    "instagram",
    "linkedin",
    "facebook",
  ]);
  expect(contactChannels.find((channel) => channel.id === "instagram")?.detail).toBe("@example");
});
