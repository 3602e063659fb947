import { LINK_HOURS_WORDS, type LinkSent } from "#app/inbox/index.ts";

import { CopyLink } from "./copy-link.tsx";

/**
 * What became of an invitation or a reset link: emailed, or here to copy and pass on (there is
 * no mail server, or the email failed). Shown once: the link is kept nowhere else.
 */
export function LinkSentNotice(props: LinkSent) {
  const { kind, to } = props;
  const what = kind === "invite" ? "The invitation" : "The link to set a new password";
  const lasts = `It works once, for ${LINK_HOURS_WORDS[kind]}.`;
  if (props.sent) {
    return (
      <p role="status" className="mt-2 rounded-lg bg-brand-50 p-1.5 font-semibold">
        {what} is emailed to {to}. {lasts}
      </p>
    );
  }
  return (
    <section
      aria-labelledby="link-to-pass-on"
      className="mt-2 rounded-2xl bg-accent-50 p-2 ring-1 ring-accent-300"
    >
      <h2 id="link-to-pass-on" className="text-lg font-bold">
        {kind === "invite" ? `Invitation for ${to}` : `New password link for ${to}`}
      </h2>
      <p className="mt-0.5 text-sm text-ink-800">
        {props.reason
          ? `The email could not be sent: ${props.reason}. `
          : "There is no mail server to send it, so pass it on yourself. "}
        {lasts} It is shown only now: whoever has it can{" "}
        {kind === "invite" ? "join the inbox" : "set the password"}, so send it to {to} alone.
      </p>
      <CopyLink id="pass-on-link" label="The link" link={props.link} />
    </section>
  );
}
