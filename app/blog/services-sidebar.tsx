import { buttonStyles } from "#app/ui/button-styles.ts";
import { SectionLink } from "#app/ui/section-link.tsx";
import { sidebarServices } from "./sidebar-services.ts";
import { m } from "#app/paraglide/messages.js";

/** "Our Services": the eight services and a way to ask for a quote. */
export function ServicesSidebar() {
  return (
    <aside
      aria-labelledby="sidebar-services-title"
      className="rounded-2xl bg-brand-950 p-3 text-brand-100 shadow-lift focus-ring-light"
    >
      <h2 id="sidebar-services-title" className="font-display text-lg font-extrabold text-white">
        {m.blog_sidebar_title()}
      </h2>
      <ul className="mt-1.5 grid gap-1">
        {sidebarServices().map((service) => (
          <li key={service} className="flex items-center gap-1">
            <span aria-hidden="true" className="size-1 rounded-full bg-accent-300" />
            {service}
          </li>
        ))}
      </ul>
      <SectionLink
        sectionId="contact"
        className={buttonStyles({ size: "sm", className: "mt-3 w-full" })}
      >
        {m.blog_sidebar_quote()}
      </SectionLink>
    </aside>
  );
}
