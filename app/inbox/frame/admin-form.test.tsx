import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";

import { AdminForm } from "./admin-form.tsx";

/** The form on a page whose action records what each send carried. */
function renderForm(busy: boolean) {
  const sent: string[] = [];
  const Page = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <AdminForm intent="note" busy={busy} aria-label="Note">
          <input name="note" defaultValue="Called, no answer" />
          <button type="submit">Save note</button>
        </AdminForm>
      ),
      action: async ({ request }) => {
        sent.push(new URLSearchParams(await request.text()).toString());
        return null;
      },
    },
  ]);
  render(<Page />);
  return sent;
}

it("posts its intent with the fields", async () => {
  const sent = renderForm(false);
  fireEvent.click(await screen.findByRole("button", { name: "Save note" }));
  await waitFor(() => expect(sent).toEqual(["intent=note&note=Called%2C+no+answer"]));
});

it("drops a send while the page's last one is on its way", async () => {
  const sent = renderForm(true);
  fireEvent.click(await screen.findByRole("button", { name: "Save note" }));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(sent).toEqual([]);
});
