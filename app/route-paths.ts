/** Prerendered for the splat route; the server answers unknown paths with it and status 404. */
export const NOT_FOUND_PATH = "/404";

/** Every static route (articles included) and the 404 page: the whole site is prerendered. */
export async function prerenderPaths({ getStaticPaths }: { getStaticPaths: () => string[] }) {
  return [...getStaticPaths(), NOT_FOUND_PATH];
}
