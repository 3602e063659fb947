import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { nginxAppConfig } from "../scripts/build/host-configs.ts";
import { freePort } from "../scripts/lib/server-process.ts";
import { BUILD_DIR, CLIENT_DIR, SITE_POLICY_FILE } from "../server/paths.ts";
import { securityHeaders } from "../app/wiring/security-headers.ts";

// Debian's nginx (scripts/checks/setup-nginx.ts installs it) run by the test itself, with the
// build's nginx-app.conf: in a folder of its own, as this user, never touching /etc or /var.

export const NGINX_PATH = "/usr/sbin/nginx";

/** Installs Debian's nginx when it is missing (scripts/checks/setup-nginx.ts), or throws. */
export function ensureNginx(): void {
  if (existsSync(NGINX_PATH)) return;
  const setup = spawnSync(process.execPath, ["scripts/checks/setup-nginx.ts"], {
    stdio: "inherit",
  });
  if (setup.status !== 0) {
    throw new Error(
      `scripts/checks/setup-nginx.ts could not install nginx (exit ${setup.status}).`,
    );
  }
}

export type NginxProcess = {
  /** https://localhost:<port>, with a self-signed certificate. */
  origin: string;
  stop(): Promise<void>;
  /** What nginx printed and logged, for a failure's message. */
  output(): string;
  /** The access log so far. */
  accessLog(): string;
};

/** The installed nginx's version as one number: 1.22.1 is 1_022_001. */
function nginxVersion(): number {
  // `nginx -v` prints "nginx version: nginx/1.22.1" on stderr.
  const printed = spawnSync(NGINX_PATH, ["-v"], { encoding: "utf8" }).stderr ?? "";
  const [major = 0, minor = 0, patch = 0] =
    /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(printed)?.slice(1).map(Number) ?? [];
  return major * 1_000_000 + minor * 1_000 + patch;
}

/**
 * The build's nginx-app.conf (its generator, with this run's ports, folder and certificate) in
 * the smallest whole nginx.conf: logs, pid and temporary files in `prefix`.
 */
function wholeConfig(
  prefix: string,
  port: number,
  upstreamPorts: number[],
  version: number,
): string {
  const policyFile = join(BUILD_DIR, SITE_POLICY_FILE);
  const { quoteOrigin = "" } = existsSync(policyFile)
    ? (JSON.parse(readFileSync(policyFile, "utf8")) as { quoteOrigin?: string })
    : {};
  const site = nginxAppConfig(securityHeaders(quoteOrigin), {
    upstreamPorts,
    httpsPort: port,
    listenAddress: "127.0.0.1",
    httpPort: null,
    serverName: "localhost",
    root: CLIENT_DIR,
    accessLog: join(prefix, "access.log"),
    certificate: { cert: join(prefix, "cert.pem"), key: join(prefix, "key.pem") },
    // `http2 on;` is nginx 1.25.1's; older ones (Debian 12's 1.22) take `listen … http2`.
    http2: version >= 1_025_001 ? "directive" : "listen",
  });
  const temp = join(prefix, "temp");
  const mimeTypes = "/etc/nginx/mime.types";
  return `# The test's nginx (e2e/nginx.ts); the server block is build/deploy/nginx-app.conf's.
# Run by root, nginx would hand requests to workers running as nobody; keep them as this user.
${process.getuid?.() === 0 ? "user root root;" : ""}
worker_processes 1;
pid ${join(prefix, "nginx.pid")};
error_log ${join(prefix, "error.log")} warn;

events {
    worker_connections 256;
}

http {
    ${existsSync(mimeTypes) ? `include ${mimeTypes};` : "types { text/html html; }"}
    default_type application/octet-stream;
    access_log ${join(prefix, "access.log")};
    client_body_temp_path ${join(temp, "body")};
    proxy_temp_path ${join(temp, "proxy")};
    fastcgi_temp_path ${join(temp, "fastcgi")};
    uwsgi_temp_path ${join(temp, "uwsgi")};
    scgi_temp_path ${join(temp, "scgi")};

${site}
}
`;
}

/** Resolves once something accepts connections on the port. */
async function waitForPort(port: number, exited: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !exited()) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return true;
    await new Promise((wake) => setTimeout(wake, 100));
  }
  return false;
}

/** Starts nginx in front of the servers on `upstreamPorts`; resolves once it listens. */
export async function startNginx(upstreamPorts: number[]): Promise<NginxProcess> {
  const prefix = mkdtempSync(join(tmpdir(), "nginx-e2e-"));
  mkdirSync(join(prefix, "temp"));
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
      ...["-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost"],
      ...["-keyout", join(prefix, "key.pem"), "-out", join(prefix, "cert.pem")],
    ],
    { stdio: "pipe" },
  );
  const port = await freePort();
  const configFile = join(prefix, "nginx.conf");
  const version = nginxVersion();
  writeFileSync(configFile, wholeConfig(prefix, port, upstreamPorts, version));

  let printed = "";
  let ended = false;
  // -e (nginx 1.19.5): the log for the start itself, before the config is read, which would
  // otherwise be /var/log/nginx/error.log.
  const startLog = version >= 1_019_005 ? ["-e", join(prefix, "error.log")] : [];
  const child = spawn(
    NGINX_PATH,
    ["-p", prefix, ...startLog, "-c", configFile, "-g", "daemon off;"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  const record = (chunk: Buffer) => (printed += chunk.toString());
  child.stdout.on("data", record);
  child.stderr.on("data", record);
  child.once("error", (error) => (printed += `${error.message}\n`));
  const exited = new Promise<void>((resolve) =>
    child.once("close", () => {
      ended = true;
      resolve();
    }),
  );
  const hasExited = () => ended;
  const output = () => {
    const log = join(prefix, "error.log");
    return `${printed}${existsSync(log) ? readFileSync(log, "utf8") : ""}`;
  };
  const stop = async () => {
    if (!ended) child.kill("SIGTERM");
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };

  if (!(await waitForPort(port, hasExited))) {
    const message = `nginx did not start:\n${output()}\n${readFileSync(configFile, "utf8")}`;
    await stop();
    throw new Error(message);
  }
  const accessLog = () => {
    const log = join(prefix, "access.log");
    return existsSync(log) ? readFileSync(log, "utf8") : "";
  };
  return { origin: `https://localhost:${port}`, stop, output, accessLog };
}

export type HttpsAnswer = { status: number; headers: Record<string, string>; body: string };

/** One HTTPS request that accepts the test's self-signed certificate. */
export function httpsFetch(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      url,
      {
        method,
        rejectUnauthorized: false,
        headers:
          body === undefined ? headers : { ...headers, "Content-Length": Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: Object.fromEntries(
              Object.entries(response.headers).map(([name, value]) => [
                name,
                Array.isArray(value) ? value.join(", ") : (value ?? ""),
              ]),
            ),
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
