ALTER TABLE "account_links" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "account_links" ADD COLUMN "created_by_id" uuid;--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A reset is for the account that had its email when the link was made, by id; a link older
-- than the account of its email was made for someone removed since, and ends (issue 42).
UPDATE "account_links" SET "user_id" = "users"."id" FROM "users"
  WHERE "account_links"."kind" = 'reset' AND "users"."email" = "account_links"."email"
  AND "users"."created_at" <= "account_links"."created_at";--> statement-breakpoint
DELETE FROM "account_links" WHERE "kind" = 'reset' AND "user_id" IS NULL;--> statement-breakpoint
-- An owner's link names its maker by id while the maker is still that owner. Links that would
-- let an owner in and whose maker has been removed or made staff since end, as they would now.
UPDATE "account_links" SET "created_by_id" = "users"."id" FROM "users"
  WHERE "users"."email" = "account_links"."created_by" AND "users"."role" = 'owner'
  AND "users"."created_at" <= "account_links"."created_at";--> statement-breakpoint
DELETE FROM "account_links" WHERE "used_at" IS NULL AND "created_by" <> 'forgot password'
  AND "created_by_id" IS NULL AND (("kind" = 'invite' AND "role" = 'owner') OR ("kind" = 'reset'
  AND "user_id" IN (SELECT "id" FROM "users" WHERE "role" = 'owner')));--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_reset_account" CHECK ("account_links"."kind" <> 'reset' or "account_links"."user_id" is not null);