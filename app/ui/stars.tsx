import { m } from "#app/paraglide/messages.js";

/** Five stars (every testimonial's rating), exposed to assistive technology as "Rated 5 out
 * of 5"; drawn by the stylesheet (app/styles/icons.css). */
export function Stars() {
  return (
    <p
      role="img"
      aria-label={m.home_stars_label({ rating: "5" })}
      className="five-stars text-accent-500"
    />
  );
}
