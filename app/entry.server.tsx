import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";

import { ArticleContentSource } from "#app/blog/index.ts";
import { articleBySlug } from "#app/blog/articles.server.ts";
import { requestFaults } from "#app/wiring/router-context.ts";
import { describeError, isStoreUnavailable } from "#app/db/store-faults.server.ts";
import { NonceContext } from "#app/lib/nonce.ts";
import { serverRouteOf } from "#app/wiring/server-routes.server.ts";
import {
  isCrossOrigin,
  isRouterOriginRefusal,
  logRefusedOrigin,
} from "#app/wiring/refused-origins.server.ts";

import { serverPagePolicy } from "#app/wiring/security-headers.ts";

const articleContent = (slug: string) => articleBySlug(slug).content;

// What server/serve.ts starts before it listens: read from the server build's entry module,
// so the lead services are bundled with the routes that use them.
export { loadContextFor, storeFailed } from "#app/wiring/router-context.ts";
export { startLeadServices } from "#app/wiring/services.server.ts";
export { answerBeacon } from "#app/wiring/visit-beacon.server.ts";
export { STORE_RETRY_AFTER_SECONDS } from "#app/db/store-faults.server.ts";
// The accounts tool's requests over the server's socket (server/inbox-socket.ts).
export { answerAccountRequest } from "#app/inbox/index.server.ts";

/**
 * Every error of a loader, an action or a render ends here. The log line names the error's
 * class and code and the route, never its message: drizzle's messages spell out the query's
 * parameters (a typed sign-in email, a search, a person looked up). A database fault is marked
 * on the request, and the Node server answers it 503 with Retry-After.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // Prerendering a public page at build time: no visitor's data, and the whole error helps.
  if (!isServerPage(request)) {
    console.error(error);
    return;
  }
  // React Router's refusal of another site's form post: not a failure, and a flood of them
  // is logged once a minute per route.
  if (isCrossOrigin(request) && isRouterOriginRefusal(error)) {
    logRefusedOrigin(request);
    return;
  }
  if (isStoreUnavailable(error)) context.get(requestFaults).storeFailed = true;
  console.error(failureLine(request, error));
};

/** "POST /admin/leads/:id failed: DrizzleQueryError > DatabaseError 57P01" */
function failureLine(request: Request, error: unknown): string {
  const { pathname } = new URL(request.url);
  return `${request.method} ${serverRouteOf(pathname) ?? pathname} failed: ${describeError(error)}`;
}

/**
 * Renders each public page at build time (prerendered) and the server's own pages at runtime.
 * Differs from React Router's default in two ways, both so that the whole page arrives as plain
 * HTML in reading order, with no hidden parts swapped in by inline scripts:
 * - it waits for everything (`onAllReady`), as a static page has nothing to stream;
 * - it never outlines a large Suspense boundary (`progressiveChunkSize`): a public page is a
 *   document, never hydrated (docs/decisions/035-pages-are-documents.md).
 */
function isServerPage(request: Request) {
  return serverRouteOf(new URL(request.url).pathname) !== undefined;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // A page rendered for this request (the inbox, never prerendered): a nonce for its scripts,
  // and never cached, framed or indexed.
  const nonce = isServerPage(request) ? randomBytes(16).toString("base64") : undefined;
  if (nonce) {
    responseHeaders.set("Content-Security-Policy", serverPagePolicy(nonce));
    responseHeaders.set("Cache-Control", "no-store");
    responseHeaders.set("X-Robots-Tag", "noindex, nofollow");
  }
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      // Article bodies render from here, not from loader data (see PrerenderedArticleBody).
      <NonceContext value={nonce}>
        <ArticleContentSource value={articleContent}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ArticleContentSource>
      </NonceContext>,
      {
        nonce,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(failureLine(request, error));
        },
      },
    );
  });
}
