-- What an inbox page was asked to find (a lead search, a person looked up), kept here so that an
-- address carries only a random id, never a name, email or number (issue 55, ASVS 14.2.1). A row
-- is its session's and goes with it; it expires hours after it was made
-- (app/inbox/leads/saved-search.server.ts).
CREATE TABLE "saved_searches" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"search" text,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_session_idx" ON "saved_searches" USING btree ("session_id");