import { m } from "#app/paraglide/messages.js";

/** Five stars, exposed to assistive technology as "Rated 5 out of 5". */
export function Stars({ rating = 5 }: { rating?: number }) {
  return (
    <p
      role="img"
      aria-label={m.home_stars_label({ rating: String(rating) })}
      className="flex gap-0.5 text-accent-500"
    >
      {Array.from({ length: 5 }, (_, index) => (
        <svg key={index} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <path
            d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z"
            fill={index < rating ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="1.2"
            strokeLinejoin="round"
          />
        </svg>
      ))}
    </p>
  );
}
