// The end-to-end test of nginx in front of the Node servers (e2e/nginx-proxy.spec.ts) runs
// Debian's nginx as a child process of its own. Installs the `nginx` package with apt-get when
// /usr/sbin/nginx is missing, without starting the system's nginx service.
import { existsSync } from "node:fs";

import { runAsRoot } from "../lib/run-as-root.ts";

const NGINX_PATH = "/usr/sbin/nginx";
/** Where Debian's invoke-rc.d asks whether a package may start its service (101: no). */
const POLICY_FILE = "/usr/sbin/policy-rc.d";

function install() {
  const asRoot = (...args: string[]) => runAsRoot("setup-nginx", args);
  const apt = (...args: string[]) => asRoot("apt-get", ...args);

  // The package would start nginx on port 80 (and fail to install if that port is taken);
  // the tests run their own. Deny service starts for the install unless a policy exists.
  const addPolicy = !existsSync(POLICY_FILE);
  if (addPolicy) {
    console.log(`setup-nginx: denying service starts during the install (${POLICY_FILE})…`);
    const script = `printf '#!/bin/sh\\nexit 101\\n' > ${POLICY_FILE} && chmod 755 ${POLICY_FILE}`;
    if (!asRoot("sh", "-c", script)) return false;
  }
  try {
    return apt("update", "-qq") && apt("install", "-y", "-qq", "--no-install-recommends", "nginx");
  } finally {
    if (addPolicy && !asRoot("rm", "-f", POLICY_FILE)) {
      console.error(`setup-nginx: could not remove ${POLICY_FILE}; remove it by hand.`);
    }
  }
}

if (existsSync(NGINX_PATH)) {
  console.log(`setup-nginx: using ${NGINX_PATH}`);
} else {
  console.log(`setup-nginx: ${NGINX_PATH} not found, installing Debian's nginx package…`);
  if (!install()) {
    console.error(
      "setup-nginx: could not install nginx with apt-get (it needs root or sudo and a Debian " +
        "or Ubuntu system); install it yourself (apt-get install nginx).",
    );
    process.exit(1);
  }
  if (!existsSync(NGINX_PATH)) {
    console.error(`setup-nginx: ${NGINX_PATH} still missing after install.`);
    process.exit(1);
  }
  console.log(`setup-nginx: installed ${NGINX_PATH}; the system's nginx service was not started.`);
}
