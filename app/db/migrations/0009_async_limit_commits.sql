-- The quote rates' counts commit without waiting for the disk (issue 46: the shared counts cost
-- 24% of the quotes per second on two servers on PostgreSQL). The function is 0008's, with one
-- line added; set_config(..., true) holds until the end of the transaction, so the statement's
-- own commit is asynchronous (a function's SET clause would be undone before it).
CREATE OR REPLACE FUNCTION limit_rates_admit(keys text[], intervals_ms float8[], windows_ms float8[], at timestamptz)
RETURNS float8[] LANGUAGE plpgsql AS $$
DECLARE
  q record;
  step interval;
  back_to_zero timestamptz;
  over_ms float8[] := array_fill(0::float8, ARRAY[cardinality(keys)]);
  refused boolean := false;
BEGIN
  -- This transaction's commit does not wait for its WAL to reach the disk: a PostgreSQL crash
  -- may forget the last fraction of a second of counts (never a lead, never a torn row), and
  -- the quote path pays no flush of its own for them (docs/decisions/039-shared-limits.md).
  PERFORM set_config('synchronous_commit', 'off', true);
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
