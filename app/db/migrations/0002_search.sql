-- The inbox's search (app/inbox/lead-list.server.ts): any part of a lead's name, email,
-- WhatsApp number or message, in any case. A trigram index answers it without reading every
-- lead; the expression must stay, character for character, the one the search uses.
-- The embedded store loads PGlite's pg_trgm (app/leads/store.server.ts); on PostgreSQL it is a
-- trusted extension (13+), which the database's owner may create.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_search_idx" ON "leads" USING gin (lower("name" || ' ' || "email" || ' ' || "whatsapp" || ' ' || "message") gin_trgm_ops);
