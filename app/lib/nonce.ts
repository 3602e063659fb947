import { createContext, use } from "react";

/**
 * The nonce of a page the server renders for one request (the inbox): its inline scripts carry
 * it, and its Content-Security-Policy allows only those. Prerendered pages have none (their
 * scripts are allowed by hash), nor does the browser (it cannot read it back).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => use(NonceContext);
