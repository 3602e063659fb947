CREATE TABLE "account_links" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"role" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "won_value" integer;--> statement-breakpoint
-- Every account made before roles existed is an owner; accounts added from now on are staff
-- unless said otherwise (app/db/schema.server.ts).
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'staff';--> statement-breakpoint
CREATE INDEX "account_links_email_idx" ON "account_links" USING btree ("email","kind");