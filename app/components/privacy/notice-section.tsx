import type { ReactNode } from "react";

/** A link inside the notice's text: underlined, so it is not told apart by colour alone. */
export const noticeLink =
  "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900";

/** A bulleted list in the notice's text. */
export const noticeList = "mt-1 grid list-disc gap-0.5 pl-3";

type NoticeSectionProps = { id: string; title: string; children: ReactNode };

/** One part of the privacy notice: a titled section whose id can be linked to. */
export function NoticeSection({ id, title, children }: NoticeSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-5">
      <h2 id={`${id}-title`} className="text-xl font-extrabold md:text-2xl">
        {title}
      </h2>
      <div className="mt-1 grid gap-1 text-base">{children}</div>
    </section>
  );
}
