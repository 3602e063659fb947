import type { SocialLink } from "#app/content/social-links.ts";

// Simplified brand glyphs, drawn for this site on a 24 px grid.
const paths: Record<SocialLink["id"], string> = {
  instagram:
    "M7.5 2h9A5.5 5.5 0 0 1 22 7.5v9a5.5 5.5 0 0 1-5.5 5.5h-9A5.5 5.5 0 0 1 2 16.5v-9A5.5 5.5 0 0 1 7.5 2zm0 2A3.5 3.5 0 0 0 4 7.5v9A3.5 3.5 0 0 0 7.5 20h9a3.5 3.5 0 0 0 3.5-3.5v-9A3.5 3.5 0 0 0 16.5 4h-9zM12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6zm5.25-3.5a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5z",
  linkedin:
    "M4.5 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3 8.5h3V21H3V8.5zm5.5 0h2.9v1.7h.04c.4-.76 1.39-1.7 2.96-1.7 3.17 0 3.6 2.08 3.6 4.78V21h-3v-6.9c0-1.65-.03-3.1-1.8-3.1-1.8 0-2.1 1.3-2.1 3V21h-3V8.5z",
  facebook:
    "M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.87.25-1.46 1.5-1.46h1.6V4.46A21 21 0 0 0 14.3 4.3c-2.3 0-3.8 1.4-3.8 3.96v2.24H8v3h2.5V21h3z",
};

export function SocialIcon({ id, className }: { id: SocialLink["id"]; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={className}>
      <path d={paths[id]} fill="currentColor" />
    </svg>
  );
}
