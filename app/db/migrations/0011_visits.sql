CREATE TABLE "visit_days" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"other" boolean DEFAULT false NOT NULL,
	"views" integer NOT NULL,
	"visits" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "visit_days_day_dimension_other_value_pk" PRIMARY KEY("day","dimension","other","value")
);
--> statement-breakpoint
CREATE TABLE "visit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"page" text NOT NULL,
	"language" text NOT NULL,
	"starts" boolean NOT NULL,
	"visitor" text NOT NULL,
	"device" text NOT NULL,
	"host" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_rollups" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "visit_events_day_idx" ON "visit_events" USING btree ("day");