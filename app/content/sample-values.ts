// The sample contact details the site ships with, recognised wherever they are shown or listed
// (scripts/build/sample-content.ts): example.com addresses, /example profile links, the sample number.
const SAMPLE_DOMAIN = /(^|[@./])example\.(com|org|net|in)(\/|$)/i;
const SAMPLE_PHONE_DIGITS = "919876543210";

export const isSampleEmail = (email: string) => SAMPLE_DOMAIN.test(email);

export const isSamplePhone = (phone: string) => phone.replace(/\D/g, "") === SAMPLE_PHONE_DIGITS;

export function isSampleUrl(url: string): boolean {
  const { host, pathname } = new URL(url);
  return SAMPLE_DOMAIN.test(host) || /\/example\/?$/.test(pathname);
}
