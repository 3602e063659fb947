-- The quote rates of many quotes counted in one call (issue 46: one call per quote cost 24-26%
-- of the quotes per second on two servers on PostgreSQL; docs/decisions/039-shared-limits.md). A server sends the quotes that
-- arrived while its previous call was out as one batch (app/db/limit-counts.server.ts); each
-- quote is still checked and counted all or none, in the order it arrived, against rows every
-- server shares. Replaces 0008's limit_rates_admit, which counted one quote.
--
-- keys, intervals_ms, windows_ms and ats hold every rate of every quote; quote_of[i] says
-- which quote the i-th belongs to (a quote's rates are next to each other, quotes in order).
-- Returns, per rate, by how many ms its quote would put it over its window (<= 0: under).
CREATE FUNCTION limit_rates_admit_batch(quote_of int[], keys text[], intervals_ms float8[], windows_ms float8[], ats timestamptz[])
RETURNS float8[] LANGUAGE plpgsql AS $$
DECLARE
  n int := cardinality(keys);
  over_ms float8[] := array_fill(0::float8, ARRAY[n]);
  counted_to timestamptz[] := array_fill(NULL::timestamptz, ARRAY[n]);
  -- The batch's keys, each once in key order, and the time each is back to zero.
  held text[];
  back_to_zero timestamptz[];
  changed boolean[];
  place int[] := array_fill(0, ARRAY[n]);
  first int;
  i int := 1;
  under boolean;
BEGIN
  -- The commit does not wait for its WAL to reach the disk: a PostgreSQL crash may forget the
  -- last fraction of a second of counts (never a lead, never a torn row). set_config(..., true)
  -- lasts until the transaction ends, so it holds for this statement's own commit.
  PERFORM set_config('synchronous_commit', 'off', true);
  -- Keys not counted yet are made at zero; then every row of the batch is locked in key order:
  -- servers counting the same keys wait for each other, and none holds a row another holds it
  -- waiting for. From here on nothing waits, and each row is written once.
  INSERT INTO limit_counts (key, expires_at)
    SELECT DISTINCT u.key, '-infinity'::timestamptz FROM unnest(keys) AS u(key) ORDER BY u.key
  ON CONFLICT (key) DO NOTHING;
  SELECT array_agg(l.key ORDER BY l.key), array_agg(l.expires_at ORDER BY l.key)
    INTO held, back_to_zero
    FROM (SELECT c.key, c.expires_at FROM limit_counts AS c WHERE c.key = ANY (keys)
          ORDER BY c.key FOR UPDATE) AS l;
  changed := array_fill(false, ARRAY[cardinality(held)]);
  FOR j IN 1 .. n LOOP
    place[j] := array_position(held, keys[j]);
  END LOOP;
  -- Quote by quote, in order: its rates checked together, then counted together or not at all.
  WHILE i <= n LOOP
    first := i;
    under := true;
    LOOP
      counted_to[i] := greatest(back_to_zero[place[i]], ats[i]) + intervals_ms[i] * interval '1 millisecond';
      over_ms[i] := extract(epoch FROM counted_to[i] - ats[i]) * 1000 - windows_ms[i];
      under := under AND over_ms[i] <= 0;
      i := i + 1;
      EXIT WHEN i > n OR quote_of[i] <> quote_of[first];
    END LOOP;
    IF under THEN
      FOR j IN first .. i - 1 LOOP
        back_to_zero[place[j]] := counted_to[j];
        changed[place[j]] := true;
      END LOOP;
    END IF;
  END LOOP;
  UPDATE limit_counts AS c SET expires_at = u.back_to_zero
    FROM unnest(held, back_to_zero, changed) AS u(key, back_to_zero, changed)
    WHERE c.key = u.key AND u.changed;
  -- Rows made for refused quotes only are still at zero: a refusal leaves no row behind.
  IF '-infinity' = ANY (back_to_zero) THEN
    DELETE FROM limit_counts AS c WHERE c.key = ANY (keys) AND c.expires_at = '-infinity';
  END IF;
  RETURN over_ms;
END $$;
--> statement-breakpoint
DROP FUNCTION limit_rates_admit(text[], float8[], float8[], timestamptz);
