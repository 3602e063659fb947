-- The overview's funnel reads the last 12 weeks' status events through it (app/inbox/overview.server.ts).
CREATE INDEX "lead_events_status_at_idx" ON "lead_events" USING btree ("at") WHERE "lead_events"."kind" = 'status';
