ALTER TABLE "leads" ADD COLUMN "furthest_step" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A status's step in the overview's funnel (app/inbox/overview/funnel-steps.ts, FUNNEL: New,
-- Contacted, Quote sent, Won); Lost and Spam are no step of it. The funnel's tests check that
-- this list and FUNNEL agree.
CREATE FUNCTION lead_step(status text) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE status WHEN 'contacted' THEN 1 WHEN 'quote-sent' THEN 2 WHEN 'won' THEN 3 ELSE 0 END)::smallint
$$;--> statement-breakpoint
-- A lead's status as it is written: its step, if further than any before.
CREATE FUNCTION leads_keep_furthest_step() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.furthest_step := greatest(NEW.furthest_step, lead_step(NEW.status));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER leads_keep_furthest_step BEFORE INSERT OR UPDATE OF status ON leads
  FOR EACH ROW EXECUTE FUNCTION leads_keep_furthest_step();--> statement-breakpoint
-- Each status event: the step it moved the lead to, if further (a history written apart from the
-- lead's own status, as an import or a correction may, still counts).
CREATE FUNCTION lead_events_keep_furthest_step() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE leads SET furthest_step = lead_step(NEW.to_status)
    WHERE id = NEW.lead_id AND furthest_step < lead_step(NEW.to_status);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER lead_events_keep_furthest_step AFTER INSERT ON lead_events
  FOR EACH ROW WHEN (NEW.kind = 'status') EXECUTE FUNCTION lead_events_keep_furthest_step();--> statement-breakpoint
-- The leads already stored: their status now, then the furthest step of their history where it
-- went further (one pass over the history, not a lookup per lead).
UPDATE leads SET furthest_step = lead_step(status) WHERE lead_step(status) > 0;--> statement-breakpoint
UPDATE leads SET furthest_step = history.step
  FROM (
    SELECT lead_id, max(lead_step(to_status)) AS step FROM lead_events
      WHERE kind = 'status' GROUP BY lead_id
  ) AS history
  WHERE history.lead_id = leads.id AND history.step > leads.furthest_step;
