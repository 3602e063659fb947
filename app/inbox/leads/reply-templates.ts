/*
 * The replies the team sends a lead from its page: an email (subject and body) and the
 * WhatsApp greeting (app/leads/notify/lead-links.ts), in English, Hindi and Marathi. These are the defaults; the team edits the
 * email's words at /admin/templates (stored in reply_templates). Written for Pune's small
 * business owners, not translated word for word. Placeholders: {name}, {service}, {agency}.
 */

import { SITE_LANGUAGES, siteLanguage, type SiteLanguage } from "#app/site/site-languages.ts";

export type ReplyTemplate = { subject: string; body: string };

export const DEFAULT_REPLY_TEMPLATES: Record<SiteLanguage, ReplyTemplate> = {
  en: {
    subject: "Your enquiry about {service} – {agency}",
    body: [
      "Hello {name},",
      "",
      "Thank you for contacting {agency} about {service}. We have read your message and would love to help.",
      "",
      "Could we have a short call to understand what you need? Tell us a time that suits you, and we will send you a clear quote after it.",
      "",
      "Regards,",
      "The {agency} team",
    ].join("\n"),
  },
  hi: {
    subject: "{service} के बारे में आपकी पूछताछ – {agency}",
    body: [
      "नमस्ते {name} जी,",
      "",
      "{service} के बारे में {agency} से संपर्क करने के लिए धन्यवाद। आपका संदेश हमें मिल गया है और हम आपकी मदद करना चाहेंगे।",
      "",
      "क्या हम थोड़ी देर फ़ोन पर बात कर सकते हैं, ताकि आपकी ज़रूरत ठीक से समझ सकें? अपनी सुविधा का समय बताइए, उसके बाद हम आपको साफ़-साफ़ कोटेशन भेज देंगे।",
      "",
      "धन्यवाद,",
      "{agency} टीम",
    ].join("\n"),
  },
  mr: {
    subject: "{service} बद्दल तुमची चौकशी – {agency}",
    body: [
      "नमस्कार {name},",
      "",
      "{service} बद्दल {agency} शी संपर्क साधल्याबद्दल धन्यवाद. तुमचा संदेश आम्हाला मिळाला आहे आणि आम्हाला तुमची मदत करायला आवडेल.",
      "",
      "तुमची गरज नीट समजून घेण्यासाठी आपण थोडा वेळ फोनवर बोलू शकतो का? तुमच्या सोयीची वेळ कळवा, त्यानंतर आम्ही तुम्हाला स्पष्ट कोटेशन पाठवू.",
      "",
      "धन्यवाद,",
      "{agency} टीम",
    ].join("\n"),
  },
};

/** The longest subject and body the team may send, in characters. */
export const REPLY_SUBJECT_MAX_LENGTH = 200;
export const REPLY_BODY_MAX_LENGTH = 3000;

export type TemplateValues = { name: string; service: string; agency: string };

/** The text with its placeholders filled in; an unknown placeholder is left as it is. */
export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(/\{(name|service|agency)\}/g, (_, key: keyof TemplateValues) => values[key]);
}

/**
 * The language a reply to a lead is written in (the email's template and the WhatsApp
 * greeting): the one the team tapped, else the language of the page the quote came from
 * (leads.language), which a quote from a Marathi or Hindi page says.
 */
export function replyLanguage(leadLanguage: unknown, chosen?: string | null): SiteLanguage {
  return (SITE_LANGUAGES as readonly unknown[]).includes(chosen)
    ? (chosen as SiteLanguage)
    : siteLanguage(leadLanguage);
}
