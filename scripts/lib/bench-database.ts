import pg from "pg";

// A PostgreSQL database of a bench's own, beside DATABASE_URL's: made before the run, dropped
// after it whatever happens (bench:leads, bench:visits).

/** The rows of one statement on `databaseUrl`, on a connection of its own. */
export async function query(databaseUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Runs `run` on a new database named `<prefix>_<pid>` on DATABASE_URL's server, then drops it. */
export async function withBenchDatabase<T>(
  baseUrl: string,
  prefix: string,
  run: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const base = new URL(baseUrl);
  const name = `${prefix}_${process.pid}`;
  await query(base.href, `CREATE DATABASE "${name}"`);
  try {
    return await run(Object.assign(new URL(base.href), { pathname: `/${name}` }).href);
  } finally {
    await query(base.href, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}
