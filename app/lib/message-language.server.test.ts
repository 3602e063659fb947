// @vitest-environment node
import { setTimeout as wait } from "node:timers/promises";

import { expect, it } from "vitest";

import { m } from "#app/paraglide/messages.js";

import { inMessageLanguage } from "./message-language.server.ts";

it("gives the messages that name no language the one of the work it runs", async () => {
  expect(m.quote_retry_title_saved()).toBe("Your request is not saved yet");
  expect(inMessageLanguage("mr", () => m.quote_retry_title_saved())).toBe(
    "तुमची विनंती अजून जतन झालेली नाही",
  );
  // A message that names its language keeps it.
  expect(inMessageLanguage("mr", () => m.quote_retry_title_saved({}, { locale: "hi" }))).toBe(
    "आपका अनुरोध अभी सेव नहीं हुआ है",
  );
  // Outside, English again: the prerendered pages and other requests are untouched.
  expect(m.quote_retry_title_saved()).toBe("Your request is not saved yet");
});

it("keeps each request's language through its awaits, while others run at once", async () => {
  const render = (delays: number[]) => async () => {
    const said = [];
    for (const delay of delays) {
      await wait(delay);
      said.push(m.quote_send());
    }
    return said;
  };
  const [marathi, hindi, english] = await Promise.all([
    inMessageLanguage("mr", render([5, 1, 5])),
    inMessageLanguage("hi", render([1, 5, 1])),
    render([3, 3, 3])(),
  ]);
  expect(marathi).toEqual(Array(3).fill("माझी विनंती पाठवा"));
  expect(hindi).toEqual(Array(3).fill("मेरा अनुरोध भेजें"));
  expect(english).toEqual(Array(3).fill("Send my request"));
});
