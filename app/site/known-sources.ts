// The sources of visits and leads the inbox knows by name (app/site/lead-sources.ts names them).
// Add an alias here and every page of the inbox, the CSV, the email and the webhook follow, for
// the leads of the past too.

/**
 * The sources the agency's visitors come from, by the name shown, each with what it arrives
 * as: utm_source values and hosts (lower-case, without "www.", "m.", "l." and the like), and
 * Android apps' package names (a referrer "android-app://com.google.android.gm/" names its app).
 * Google's country sites ("google.co.in") are Google without being listed.
 */
export const KNOWN_SOURCES: Readonly<Record<string, readonly string[]>> = {
  Google: [
    "google",
    "google.com",
    "googleadservices.com",
    "googlesyndication.com",
    "com.google.android.googlequicksearchbox",
  ],
  Gmail: ["gmail", "mail.google.com", "com.google.android.gm", "com.google.android.gm.lite"],
  Bing: ["bing", "bing.com", "cn.bing.com"],
  DuckDuckGo: ["duckduckgo", "duckduckgo.com"],
  ChatGPT: ["chatgpt", "chatgpt.com", "chat.openai.com"],
  Instagram: ["instagram", "instagram.com", "ig", "com.instagram.android"],
  Facebook: ["facebook", "facebook.com", "fb", "fb.com", "fb.me", "com.facebook.katana"],
  WhatsApp: ["whatsapp", "whatsapp.com", "web.whatsapp.com", "wa.me", "com.whatsapp"],
  YouTube: ["youtube", "youtube.com", "youtu.be", "com.google.android.youtube"],
  LinkedIn: ["linkedin", "linkedin.com", "lnkd.in", "com.linkedin.android"],
  "X (Twitter)": ["twitter", "twitter.com", "x", "x.com", "t.co"],
  Telegram: ["telegram", "t.me", "web.telegram.org", "org.telegram.messenger"],
  Justdial: ["justdial", "justdial.com"],
};
