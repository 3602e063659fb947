// Signing in to the inbox over HTTP, as a browser without JavaScript posts the form: for the
// fault suite and the benches that request inbox pages from a server of their own.

/** Signs in; resolves with the Cookie header value of the session. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/admin/login`, {
    method: "POST",
    headers: { Origin: base },
    body: new URLSearchParams({ email, password, next: "/admin" }),
    redirect: "manual",
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("inbox_session="));
  if (!cookie) throw new Error(`sign-in failed with ${response.status}`);
  return cookie.split(";")[0]!;
}
