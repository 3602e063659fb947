import type { HTMLAttributes } from "react";

type HeadingProps = HTMLAttributes<HTMLHeadingElement> & { level: "h1" | "h2" | "h3" };

/** A heading whose level depends on where its section is shown (home page or its own page). */
export function Heading({ level: Tag, ...props }: HeadingProps) {
  return <Tag {...props} />;
}
