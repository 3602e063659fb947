// @vitest-environment node
import { expect, it } from "vitest";

import { securityHeaders } from "../../app/wiring/security-headers.ts";

import { nginxAppConfig, nginxConfig } from "./host-configs.ts";

// ASVS 12.1.1: only TLS 1.2 and 1.3. nginx before 1.23.4 also offers 1.0 and 1.1 unless told
// otherwise (whether a client can use them then depends on the machine's OpenSSL settings).
it("nginx offers TLS 1.2 and 1.3 only, in both generated configs", () => {
  const headers = securityHeaders("");
  for (const [name, config] of [
    ["nginx.conf", nginxConfig(headers)],
    ["nginx-app.conf", nginxAppConfig(headers)],
  ] as const) {
    const tlsServer = config.split(/\n(?=server \{)/).find((block) => /listen \S+ ssl/.test(block));
    expect(tlsServer, name).toMatch(/^ {4}ssl_protocols TLSv1\.2 TLSv1\.3;$/m);
  }
});
