import { createContext, RouterContextProvider } from "react-router";

import type { LeadServices } from "./services.server.ts";

/** The running server's lead services, as routes read them: `context.get(leadServices)`. */
export const leadServices = createContext<LeadServices>();

/** The visitor's address, as the server determined it (directly, or from a trusted proxy). */
export const clientAddress = createContext<string>("unknown");

/**
 * What went wrong while answering this request, as `handleError` (app/entry.server.tsx) saw it:
 * the Node server answers a database fault with 503 and Retry-After instead of 500.
 */
export const requestFaults = createContext<{ storeFailed: boolean }>({ storeFailed: false });

/** The request context the Node server hands React Router for each request (server/serve.ts). */
export function loadContextFor(services: LeadServices) {
  return (address: string) =>
    new RouterContextProvider(
      new Map<Parameters<RouterContextProvider["get"]>[0], unknown>([
        [leadServices, services],
        [clientAddress, address],
        [requestFaults, { storeFailed: false }],
      ]),
    );
}

/** Whether a database fault was met while answering (read by the Node server after the answer). */
export const storeFailed = (context: Readonly<RouterContextProvider>) =>
  context.get(requestFaults).storeFailed;
