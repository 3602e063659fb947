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
  q record;
  step interval;
  back_to_zero timestamptz;
  over_ms float8[] := array_fill(0::float8, ARRAY[cardinality(keys)]);
  refused boolean := false;
BEGIN
  -- In key order, each row counted where it stays under its window, made when absent, and
  -- locked either way (ON CONFLICT locks a row its WHERE leaves as it is): servers counting the
  -- same keys wait for each other, and none holds a row another holds it waiting for.
  FOR q IN SELECT * FROM unnest(keys, intervals_ms, windows_ms) WITH ORDINALITY
      AS u(key, interval_ms, window_ms, n) ORDER BY u.key LOOP
    step := q.interval_ms * interval '1 millisecond';
    INSERT INTO limit_counts AS c (key, expires_at) VALUES (q.key, at + step)
    ON CONFLICT (key) DO UPDATE SET expires_at = greatest(c.expires_at, at) + step
    WHERE greatest(c.expires_at, at) + step <= at + q.window_ms * interval '1 millisecond'
    RETURNING expires_at INTO back_to_zero;
    IF NOT FOUND THEN
      refused := true;
      SELECT greatest(c.expires_at, at) + step INTO back_to_zero
      FROM limit_counts AS c WHERE c.key = q.key;
    END IF;
    over_ms[q.n] := (extract(epoch FROM back_to_zero - at) * 1000)::float8 - q.window_ms;
  END LOOP;
  IF refused THEN
    -- All or none: the counts just made are taken back while their rows are still locked, so
    -- no one sees them; a refusal counts nothing and leaves no row behind.
    UPDATE limit_counts AS c SET expires_at = c.expires_at - u.interval_ms * interval '1 millisecond'
    FROM unnest(keys, intervals_ms, over_ms) AS u(key, interval_ms, over) WHERE c.key = u.key AND u.over <= 0;
    DELETE FROM limit_counts WHERE key = ANY (keys) AND expires_at <= at;
  END IF;
  RETURN over_ms;
END $$;
