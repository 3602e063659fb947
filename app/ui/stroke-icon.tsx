const paths = {
  "arrow-right": "M3 8h9m-4-4 4 4-4 4",
  "chevron-right": "M6 3l5 5-5 5",
  "chevron-left": "M10 3L5 8l5 5",
} as const;

/** The small line icons of links and buttons, drawn on a 16 px grid in the current colour. */
export function StrokeIcon({ name }: { name: keyof typeof paths }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path
        d={paths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
