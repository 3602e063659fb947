// @vitest-environment node
import { describe, expect, it } from "vitest";

import { BODY_LIMITS, bodyLimitFor, countFormFields } from "./request-body.ts";

describe("bodyLimitFor", () => {
  it("fits each address: a quote, a sign-in, an inbox action, nothing for GET", () => {
    expect(bodyLimitFor("POST", "/api/leads")).toBe(BODY_LIMITS.quote);
    expect(bodyLimitFor("POST", "/quote/retry")).toBe(BODY_LIMITS.quote);
    expect(bodyLimitFor("POST", "/admin/login")).toBe(BODY_LIMITS.signIn);
    expect(bodyLimitFor("POST", "/admin/login.data")).toBe(BODY_LIMITS.signIn);
    expect(bodyLimitFor("POST", "/admin/leads/42")).toBe(BODY_LIMITS.inbox);
    expect(bodyLimitFor("POST", "/admin.data")).toBe(BODY_LIMITS.inbox);
    expect(bodyLimitFor("POST", "/__manifest")).toBe(BODY_LIMITS.none);
    expect(bodyLimitFor("POST", "/admin/nope")).toBe(BODY_LIMITS.none);
    expect(bodyLimitFor("GET", "/api/leads")).toBe(BODY_LIMITS.none);
  });
});

describe("countFormFields", () => {
  const urlencoded = "application/x-www-form-urlencoded";
  it("counts the pairs of a urlencoded body", () => {
    expect(countFormFields(urlencoded, Buffer.from("a=1&b=2&c="))).toBe(3);
    expect(countFormFields(`${urlencoded}; charset=UTF-8`, Buffer.from("a=1"))).toBe(1);
    expect(countFormFields(urlencoded, Buffer.alloc(0))).toBe(0);
  });

  it("counts the parts of a multipart body", async () => {
    const form = new FormData();
    for (const name of ["name", "email", "message"]) form.append(name, `${name} value`);
    const request = new Request("http://x/", { method: "POST", body: form });
    const body = Buffer.from(await request.arrayBuffer());
    expect(countFormFields(request.headers.get("content-type") ?? "", body)).toBe(3);
  });

  it("counts nothing in a body that is not a form", () => {
    expect(countFormFields("application/json", Buffer.from('{"a":1,"b":2}'))).toBe(0);
  });
});
