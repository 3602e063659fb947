import { useId, type ReactNode } from "react";

import type { PlatformId } from "#app/content/platforms.ts";

/**
 * The platforms' glyphs, drawn inline: they sit in the first viewport, and as image files
 * (even data URLs) each would be a request competing with the hero image.
 */
const glyphs: Record<PlatformId, (gradientId: string) => ReactNode> = {
  instagram: (gradientId) => (
    <>
      <defs>
        <linearGradient
          id={gradientId}
          gradientUnits="userSpaceOnUse"
          x1="12"
          y1="36"
          x2="36"
          y2="12"
        >
          <stop offset="0" stopColor="#ffaa22" />
          <stop offset="1" stopColor="#f5553f" />
        </linearGradient>
      </defs>
      <g fill="none" stroke={`url(#${gradientId})`} strokeWidth="3.5">
        <rect x="11.5" y="11.5" width="25" height="25" rx="7.5" />
        <circle cx="24" cy="24" r="5.8" />
      </g>
      <circle cx="31" cy="17" r="1.9" fill="#f5553f" />
    </>
  ),
  facebook: () => (
    <>
      <circle cx="24" cy="24" r="14" fill="#5b37e0" />
      <path
        d="M26.4 38V24.8h4l.6-4.4h-4.6v-2.6c0-1.3.5-2.1 2.2-2.1h2.5v-3.9c-.9-.1-2.2-.3-3.6-.3-3.5 0-5.7 2-5.7 5.7v3.2h-3.9v4.4h3.9V37.8z"
        fill="#ffffff"
      />
    </>
  ),
  youtube: () => (
    <>
      <rect x="8" y="13" width="32" height="22" rx="7" fill="#f5553f" />
      <path d="M21 18.5v11l9.5-5.5z" fill="#ffffff" />
    </>
  ),
  google: () => (
    <>
      <path
        d="M35.74 21.51A12 12 0 0 1 32.49 32.49L28.95 28.95A7 7 0 0 0 30.85 22.54Z"
        fill="#5b37e0"
      />
      <rect x="24" y="21.5" width="11.85" height="5" fill="#5b37e0" />
      <path
        d="M32.49 32.49A12 12 0 0 1 14.81 31.71L18.64 28.5A7 7 0 0 0 28.95 28.95Z"
        fill="#34c79a"
      />
      <path
        d="M14.81 31.71A12 12 0 0 1 14.17 17.12L18.27 19.98A7 7 0 0 0 18.64 28.5Z"
        fill="#ffaa22"
      />
      <path
        d="M14.17 17.12A12 12 0 0 1 32.92 15.97L29.2 19.32A7 7 0 0 0 18.27 19.98Z"
        fill="#f5553f"
      />
    </>
  ),
  whatsapp: () => (
    <>
      <path
        d="M24 10a13.5 13.5 0 0 1 0 27c-2.4 0-4.6-.6-6.5-1.7L10 38l2.6-7.2A13.5 13.5 0 0 1 24 10z"
        fill="#34c79a"
      />
      <path
        d="M18.6 16.8c.8-.8 1.9-.7 2.4.3l1.4 2.8c.4.8.2 1.6-.4 2.2l-.9.9c.9 2 2.5 3.6 4.5 4.5l.9-.9c.6-.6 1.4-.8 2.2-.4l2.8 1.4c1 .5 1.1 1.6.3 2.4l-1 1c-1.5 1.5-4.4 1.3-8-1.6-3.4-2.8-5.7-6.3-5.5-8.6.1-.9.6-1.6 1.3-2.3z"
        fill="#ffffff"
      />
    </>
  ),
  linkedin: () => (
    <>
      <rect x="10" y="10" width="28" height="28" rx="6" fill="#4a2ab8" />
      <circle cx="17.2" cy="17.2" r="2.4" fill="#ffffff" />
      <rect x="15" y="21.2" width="4.4" height="11.3" rx="1" fill="#ffffff" />
      <path
        d="M22.6 21.2h4.2v1.7c.8-1.3 2.2-2 3.9-2 3 0 4.3 1.9 4.3 5.1v6.5h-4.4v-5.9c0-1.5-.6-2.3-1.8-2.3-1.3 0-2 .9-2 2.4v5.8h-4.2z"
        fill="#ffffff"
      />
    </>
  ),
};

/** A platform's logo glyph on a white rounded tile, named for assistive technology. */
export function PlatformIcon({
  id,
  title,
  className,
}: {
  id: PlatformId;
  title: string;
  className?: string;
}) {
  const gradientId = useId();
  return (
    <svg
      viewBox="0 0 48 48"
      width="40"
      height="40"
      role="img"
      aria-label={title}
      className={className}
    >
      <title>{title}</title>
      <rect width="48" height="48" rx="12" fill="#ffffff" />
      {glyphs[id](gradientId)}
    </svg>
  );
}
