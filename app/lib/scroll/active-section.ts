import { scrollMarginOf } from "./glide.ts";

/**
 * Which of the sections (by id, in page order) is being read: the last one whose top
 * has reached the fixed bar and whose bottom is still below it. At the very bottom
 * of the page the last section in view wins, since it may never reach the bar.
 */
export function activeSectionId(ids: readonly string[]): string | null {
  const sections = ids
    .map((id) => document.getElementById(id))
    .filter((el): el is HTMLElement => el !== null);
  if (sections.length === 0) return null;

  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  if (atBottom) {
    const visible = sections.filter((el) => el.getBoundingClientRect().top < window.innerHeight);
    const last = visible.at(-1);
    if (last) return last.id;
  }

  let active: string | null = null;
  for (const el of sections) {
    const barLine = scrollMarginOf(el) + 2;
    const { top, bottom } = el.getBoundingClientRect();
    if (top <= barLine && bottom > barLine) active = el.id;
  }
  return active;
}
