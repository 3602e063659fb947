import type { ComponentProps } from "react";
import { Form } from "react-router";

import { ignoreWhile } from "./ignore-while.ts";

type AdminFormProps = Omit<ComponentProps<typeof Form>, "method" | "onSubmit"> & {
  /** Which of the page's forms this is, sent as the field `intent` (the action reads it). */
  intent?: string;
  /** The page's last send is still on its way: a second send is dropped (ignore-while.ts). */
  busy?: boolean;
};

/** A form of the inbox, posted to its page's action. */
export function AdminForm({ intent, busy = false, children, ...form }: AdminFormProps) {
  return (
    <Form {...form} method="post" onSubmit={ignoreWhile(busy)}>
      {intent && <input type="hidden" name="intent" value={intent} />}
      {children}
    </Form>
  );
}
