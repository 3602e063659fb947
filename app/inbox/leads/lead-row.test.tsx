import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { expect, it } from "vitest";

import { LeadRow, type LeadRowData } from "./lead-row.tsx";

const lead: LeadRowData = {
  id: "0b6f9a52-4c1e-4a57-9d8e-2f1a3b4c5d6e",
  name: "Ananya Iyer",
  service: "Website Creation",
  status: "new",
  createdAt: new Date("2026-11-23T08:35:00Z"),
  source: { name: "Google", campaign: "diwali" },
  language: null,
  preview: "We run a sweet shop in Kothrud and need a website before Diwali…",
  whatsappUrl: "https://wa.me/919876543210?text=Hello",
};

function renderRow(row: LeadRowData = lead) {
  render(
    <MemoryRouter>
      <LeadRow lead={row} now={new Date("2026-11-23T10:35:00Z")} />
    </MemoryRouter>,
  );
  return screen.getByRole("article");
}

it("shows whose lead, where it came from and the start of the message, not a page path", () => {
  const row = renderRow();
  expect(within(row).getByRole("heading", { level: 2 })).toHaveTextContent("Ananya IyerNew");
  expect(within(row).getByRole("link", { name: "Ananya Iyer" })).toHaveAttribute(
    "href",
    `/admin/leads/${lead.id}`,
  );
  expect(row).toHaveTextContent("Website Creation · Source: Google · Campaign: diwali");
  expect(row).toHaveTextContent(lead.preview);
  expect(row).not.toHaveTextContent("from /");
});

it("names the language of the page it came from when it is not English", () => {
  expect(renderRow()).not.toHaveTextContent("Language");
  cleanup();
  const row = renderRow({ ...lead, language: "Marathi (मराठी)" });
  expect(row).toHaveTextContent(
    "Website Creation · Source: Google · Campaign: diwali · Language: Marathi (मराठी)",
  );
});

it("answers on WhatsApp in one tap, in a new tab, saying whose WhatsApp it opens", () => {
  const row = renderRow();
  const whatsapp = within(row).getByRole("link", {
    name: "WhatsApp Ananya Iyer (opens in a new tab)",
  });
  expect(whatsapp).toHaveAttribute("href", lead.whatsappUrl);
  expect(whatsapp).toHaveAttribute("target", "_blank");
  expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
});

it("shows markup in a name or message as text", () => {
  const row = renderRow({
    ...lead,
    name: `<img src=x onerror=alert(1)> Priya`,
    preview: "<b>bold</b>",
  });
  expect(row.querySelector("img, b")).toBeNull();
  expect(row).toHaveTextContent("<b>bold</b>");
});
