CREATE TABLE "limit_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Counts a quote against each of its rates (a generic cell rate algorithm: a row's expires_at
-- is when its count is back to zero; app/leads/quote-limits.server.ts) in one call, all or
-- none, so that the quote path pays one round trip. Returns, per key, by how many ms the quote
-- would put it over its window (<= 0: under); counts every key only when none is over.
CREATE FUNCTION limit_rates_admit(keys text[], intervals_ms float8[], windows_ms float8[], at timestamptz)
RETURNS float8[] LANGUAGE plpgsql AS $$
DECLARE
  afters timestamptz[];
  over_ms float8[];
BEGIN
  -- Every row locked (one not there yet made at zero) in key order: servers counting the same
  -- keys wait for each other, and none holds a row another holds it waiting for.
  WITH locked AS (
    INSERT INTO limit_counts AS c (key, expires_at)
    SELECT k, at FROM unnest(keys) AS k ORDER BY k
    ON CONFLICT (key) DO UPDATE SET key = excluded.key
    RETURNING c.key, c.expires_at
  )
  SELECT
    array_agg(greatest(l.expires_at, at) + q.interval_ms * interval '1 millisecond' ORDER BY q.n),
    array_agg((extract(epoch FROM greatest(l.expires_at, at) - at) * 1000)::float8
      + q.interval_ms - q.window_ms ORDER BY q.n)
  INTO afters, over_ms
  FROM unnest(keys, intervals_ms, windows_ms) WITH ORDINALITY AS q(key, interval_ms, window_ms, n)
  JOIN locked AS l ON l.key = q.key;
  IF 0 >= ALL (over_ms) THEN
    UPDATE limit_counts AS c SET expires_at = q.back_to_zero
    FROM unnest(keys, afters) AS q(key, back_to_zero) WHERE c.key = q.key;
  ELSE
    -- A refusal counts nothing, and leaves no row behind.
    DELETE FROM limit_counts WHERE key = ANY (keys) AND expires_at <= at;
  END IF;
  RETURN over_ms;
END $$;
