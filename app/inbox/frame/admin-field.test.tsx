import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";

import { AdminField } from "./admin-field.tsx";

it("ties a text box to its label and passes on the control's own attributes", () => {
  render(<AdminField id="email" label="Email" name="email" type="email" required />);
  const box = screen.getByLabelText("Email");
  expect(box).toHaveAttribute("name", "email");
  expect(box).toHaveAttribute("type", "email");
  expect(box).toBeRequired();
  expect(box).not.toHaveAttribute("aria-describedby");
  expect(box).not.toHaveAttribute("aria-invalid");
});

it("reads the hint and the problem with the control, and marks it invalid", () => {
  render(
    <AdminField
      as="textarea"
      id="note"
      label="Note"
      name="note"
      hint="Only the team sees it."
      error="Please write a note."
    />,
  );
  const box = screen.getByRole("textbox", { name: "Note" });
  expect(box.tagName).toBe("TEXTAREA");
  expect(box).toHaveAccessibleDescription("Only the team sees it. Please write a note.");
  expect(box).toBeInvalid();
  expect(screen.getByRole("alert")).toHaveTextContent("Please write a note.");
});

it("offers a list's options", async () => {
  render(
    <AdminField as="select" id="status" label="Status" name="status" defaultValue="">
      <option value="">Any</option>
      <option value="won">Won</option>
    </AdminField>,
  );
  const list = screen.getByRole("combobox", { name: "Status" });
  await userEvent.selectOptions(list, "Won");
  expect(list).toHaveValue("won");
});

it("puts a box to tick before its label, which ticks it", async () => {
  render(<AdminField id="confirm" label="Erase these leads" name="confirm" type="checkbox" />);
  const box = screen.getByRole("checkbox", { name: "Erase these leads" });
  expect(box.compareDocumentPosition(screen.getByText("Erase these leads"))).toBe(
    Node.DOCUMENT_POSITION_FOLLOWING,
  );
  await userEvent.click(screen.getByText("Erase these leads"));
  expect(box).toBeChecked();
});
