import type { FormEvent } from "react";

/**
 * A form's submit handler that drops a second send while the first is on its way (a double
 * tap). The buttons stay enabled: a button disabled under the finger loses the keyboard's
 * focus to the page, and the next Tab would start again from the top.
 */
export const ignoreWhile = (busy: boolean) => (event: FormEvent) => {
  if (busy) event.preventDefault();
};
