import { m } from "#app/paraglide/messages.js";

/** The first stop for keyboard users: straight past the navigation to the content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="fixed top-1 left-1 z-50 -translate-y-[200%] rounded-full bg-brand-700 px-2 py-1 font-semibold text-white focus:translate-y-0"
    >
      {m.skip_to_content()}
    </a>
  );
}
