import { describe, expect, it } from "vitest";

import { carriedAnswers, textAnswers } from "./form-answers.ts";

describe("textAnswers", () => {
  it("keeps each text answer by name", () => {
    const form = new FormData();
    form.append("name", "अनन्या");
    form.append("message", "Hello");
    expect(textAnswers(form)).toEqual({ name: "अनन्या", message: "Hello" });
  });

  it("makes a repeated field or a file no answer", () => {
    const form = new FormData();
    form.append("email", "a@example.in");
    form.append("email", "b@example.in");
    form.append("message", new Blob(["x"]), "note.txt");
    form.append("email", "c@example.in");
    expect(textAnswers(form)).toEqual({ email: undefined, message: undefined });
  });
});

describe("carriedAnswers", () => {
  it("keeps where the quote came from and the notice shown, and nothing else", () => {
    expect(
      carriedAnswers({
        page: "/contact",
        utm_source: "instagram",
        device: "phone",
        privacy_notice: "2025-01",
        name: "Priya",
        referrer: "x".repeat(3000),
      }),
    ).toEqual({
      page: "/contact",
      utm_source: "instagram",
      device: "phone",
      privacy_notice: "2025-01",
    });
  });
});
