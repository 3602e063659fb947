// Timings and limits named by the spec (§9). One place, so code and tests agree.
export const SMOOTH_SCROLL_MS = 500;
export const SCROLL_SPY_THROTTLE_MS = 66;
export const RESIZE_DEBOUNCE_MS = 100;
export const TOUCH_SCROLL_LOCK_TOLERANCE_PX = 3;
/** The fixed bar's height and the mobile menu's top offset (5rem). */
export const NAV_OFFSET_REM = 5;
/** Tailwind's md breakpoint: below it the navigation collapses into a menu. */
export const MD_BREAKPOINT_PX = 900;

export const PARALLAX_STRENGTH = 0.14;
export const PARALLAX_LERP = 0.06;
export const PARALLAX_VISIBILITY_THRESHOLD = 0.5;
export const PARALLAX_DEBOUNCE_MS = 150;
export const ABOUT_SEEN_THRESHOLD = 0.5;
