CREATE TABLE "lead_facts" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ist_day" integer NOT NULL,
	"status" text NOT NULL,
	"furthest_step" smallint NOT NULL,
	"won_value" integer,
	"response_seconds" double precision,
	"service" text NOT NULL,
	"language" text NOT NULL,
	"device" text,
	"utm" text,
	"site" text,
	"landing" text,
	"campaign" text
);
--> statement-breakpoint
ALTER TABLE "lead_facts" ADD CONSTRAINT "lead_facts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_facts_created_at_idx" ON "lead_facts" USING btree ("created_at");--> statement-breakpoint
-- A lead's facts as the overview counts them, made from the lead's row (NEW, or the row itself
-- when the table is filled below): the one place these are worked out.
--   ist_day: days since 1 January 1970 in India, whose offset is a fixed +05:30 (19,800 s; no
--     daylight saving: app/site/india-time.ts, whose istDay the tests hold this to);
--   utm: the utm_source lower-cased and trimmed; campaign: the utm_campaign trimmed; null when
--     empty;
--   site: the referrer's host, the part after "//" without a user or a port (referrers are
--     stored as the URL parser wrote them: app/leads/attribution.ts), named by sourceOf;
--   landing: the landing page's path without its query.
CREATE FUNCTION lead_facts_of(lead leads) RETURNS lead_facts LANGUAGE sql STABLE AS $$
  SELECT lead.id, lead.created_at,
    floor((date_part('epoch', lead.created_at) + 19800) / 86400)::int,
    lead.status, lead.furthest_step, lead.won_value,
    date_part('epoch', lead.first_response_at - lead.created_at),
    lead.service, lead.language, lead.device,
    nullif(lower(trim(lead.utm_source)), ''),
    nullif(split_part(split_part(split_part(lead.referrer, '/', 3), '@', -1), ':', 1), ''),
    nullif(split_part(lead.landing_page, '?', 1), ''),
    nullif(trim(lead.utm_campaign), '')
$$;--> statement-breakpoint
-- Each write of a column the facts are made from writes the lead's facts again. AFTER, so that
-- the furthest step is the one migration 0013's trigger has just kept.
CREATE FUNCTION leads_keep_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- From the function in FROM: (lead_facts_of(NEW)).* would call it once a column.
  INSERT INTO lead_facts SELECT facts.* FROM lead_facts_of(NEW) AS facts
    ON CONFLICT (lead_id) DO UPDATE SET
      created_at = EXCLUDED.created_at, ist_day = EXCLUDED.ist_day, status = EXCLUDED.status,
      furthest_step = EXCLUDED.furthest_step, won_value = EXCLUDED.won_value,
      response_seconds = EXCLUDED.response_seconds, service = EXCLUDED.service,
      language = EXCLUDED.language, device = EXCLUDED.device, utm = EXCLUDED.utm,
      site = EXCLUDED.site, landing = EXCLUDED.landing, campaign = EXCLUDED.campaign;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER leads_keep_facts AFTER INSERT OR UPDATE OF
    created_at, status, furthest_step, won_value, first_response_at, service, language, device,
    utm_source, referrer, landing_page, utm_campaign
  ON leads FOR EACH ROW EXECUTE FUNCTION leads_keep_facts();--> statement-breakpoint
-- The leads already stored, in one pass.
INSERT INTO lead_facts SELECT facts.* FROM leads, lead_facts_of(leads) AS facts;--> statement-breakpoint
ANALYZE lead_facts;
