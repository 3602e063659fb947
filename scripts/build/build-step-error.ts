/**
 * Every build step expects React Router's output in a known shape. When a step finds nothing to
 * change where it should have, the markup has changed and the step would silently do nothing
 * (a lost performance gain, a page without its policy): the build stops instead, naming the
 * step, the file and what was missing.
 */
export function nothingToChange(step: string, file: string, expected: string): Error {
  return new Error(
    `build step "${step}" found nothing to change in ${file}: expected ${expected}. ` +
      `React Router's output has changed; update scripts/build/${step}.ts.`,
  );
}
