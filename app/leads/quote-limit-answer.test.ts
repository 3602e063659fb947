// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  limitErrors,
  limitMessage,
  minutesToWait,
  readLimitQuery,
  retryAddress,
  retryLanguage,
} from "./quote-limit-answer.ts";

const phone = "+91 98765 43210";

describe("what a visitor over a limit is told", () => {
  it("says the wait in whole minutes, in the quote's language, with Latin digits", () => {
    expect(minutesToWait(30)).toBe("1 minute");
    expect(minutesToWait(720)).toBe("12 minutes");
    expect(minutesToWait(61, "mr")).toBe("2 मिनिटे");
    expect(minutesToWait(60, "mr")).toBe("1 मिनिट");
    expect(minutesToWait(720, "hi")).toBe("12 मिनट");
  });

  it("says what happened, how long to wait and that WhatsApp works now", () => {
    expect(limitMessage("email", 720, { phone })).toBe(
      "You have sent several requests from this email address in the last hour. " +
        `Please wait 12 minutes and send again, or message us on WhatsApp at ${phone}.`,
    );
    expect(limitMessage("whatsapp", 720, { language: "mr", phone })).toBe(
      "तुम्ही गेल्या एका तासात या WhatsApp नंबरवरून अनेक विनंत्या पाठवल्या आहेत. " +
        `कृपया 12 मिनिटे थांबा आणि पुन्हा पाठवा, किंवा आम्हाला ${phone} वर WhatsApp वर मेसेज करा.`,
    );
    expect(limitMessage("address", 30, { language: "hi", phone })).toBe(
      "पिछले कुछ मिनटों में आपके नेटवर्क से बहुत सारे अनुरोध आए हैं। " +
        `कृपया 1 मिनट रुकें और फिर से भेजें, या हमें ${phone} पर WhatsApp पर मैसेज करें।`,
    );
  });

  it("puts it under the field it is about, or for the form", () => {
    expect(Object.keys(limitErrors("email", 720, "mr"))).toEqual(["email"]);
    expect((limitErrors("email", 720, "mr") as { email?: string }).email).toMatch(/^तुम्ही .* ईमेल /);
    expect(Object.keys(limitErrors("address", 30, "hi"))).toEqual(["form"]);
  });
});

describe("the address of /quote/retry", () => {
  it("names the limit and, unless English, the quote's language", () => {
    expect(retryAddress("en")).toBe("/quote/retry");
    expect(retryAddress("mr")).toBe("/quote/retry?lang=mr");
    expect(retryAddress("en", { limitedBy: "whatsapp", retryAfterSeconds: 720 })).toBe(
      "/quote/retry?limited=whatsapp&wait=720",
    );
    expect(retryAddress("hi", { limitedBy: "email", retryAfterSeconds: 90 })).toBe(
      "/quote/retry?limited=email&wait=90&lang=hi",
    );
  });

  it("is read back by the page: the limit, and the language (English for anything else)", () => {
    const search = new URL(
      `http://x${retryAddress("hi", { limitedBy: "email", retryAfterSeconds: 90 })}`,
    ).searchParams;
    expect(readLimitQuery(search)).toEqual({ limitedBy: "email", retryAfterSeconds: 90 });
    expect(retryLanguage(search)).toBe("hi");
    expect(retryLanguage(new URLSearchParams("lang=mr"))).toBe("mr");
    expect(retryLanguage(new URLSearchParams())).toBe("en");
    expect(retryLanguage(new URLSearchParams("lang=fr"))).toBe("en");
    expect(retryLanguage(new URLSearchParams("lang=<script>"))).toBe("en");
  });
});
