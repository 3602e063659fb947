// @vitest-environment node
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { DeliveryError } from "./deliverer.ts";
import { googleFormForwarder } from "./forward-google-form.server.ts";
import { sampleLead } from "./notify.test-helpers.ts";

const form = {
  formId: "1FAIpQLSdTestForm",
  entryIds: { name: "1000001", whatsapp: "1000002", service: "1000003", message: "1000004" },
};
const lead = sampleLead();

type Post = { method: string; path: string; headers: IncomingHttpHeaders; body: string };

/** Stands in for docs.google.com: records each post and answers `status`. */
async function startGoogle(status: number) {
  const posts: Post[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      posts.push({
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      response.writeHead(status, status === 302 ? { Location: "/ServiceLogin" } : {});
      response.end("<html>…</html>");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // The forwarder posts to docs.google.com; this fetch sends the same request here instead.
  const fetcher: typeof fetch = (input, init) =>
    fetch(`http://127.0.0.1:${port}${new URL(String(input)).pathname}`, init);
  return {
    posts,
    fetcher,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("the Google Form forwarder", () => {
  let google: Awaited<ReturnType<typeof startGoogle>> | undefined;
  afterEach(async () => {
    await google?.close();
    google = undefined;
  });

  it("posts the answers to the form's formResponse under its entry ids", async () => {
    google = await startGoogle(200);
    await googleFormForwarder(form, google.fetcher)(lead);

    expect(google.posts).toHaveLength(1);
    const [post] = google.posts;
    expect(post!.method).toBe("POST");
    expect(post!.path).toBe("/forms/d/e/1FAIpQLSdTestForm/formResponse");
    expect(post!.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(post!.body))).toEqual({
      "entry.1000001": "Ananya Iyer",
      emailAddress: "ananya@example.in",
      "entry.1000002": "+91 98765 43210",
      "entry.1000003": "Website Creation",
      "entry.1000004": "A new website for our bakery.\nWe also sell online.",
    });
  });

  it("fails on an answer other than 2xx, including a redirect to Google's sign-in", async () => {
    for (const status of [400, 302]) {
      google = await startGoogle(status);
      const failure = await googleFormForwarder(
        form,
        google.fetcher,
      )(lead).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DeliveryError);
      expect((failure as Error).message).toBe(`the Google Form answered ${status}`);
      expect(google.posts).toHaveLength(1);
      await google.close();
      google = undefined;
    }
  });

  it("fails with the network error's code when Google cannot be reached", async () => {
    google = await startGoogle(200);
    const { fetcher } = google;
    await google.close();
    google = undefined;
    await expect(googleFormForwarder(form, fetcher)(lead)).rejects.toThrow(
      "the Google Form could not be reached (ECONNREFUSED)",
    );
  });
});
