// @vitest-environment node
import { describe, expect, it } from "vitest";

import { describeError, isStoreUnavailable, StoreUnavailable } from "./store-faults.server.ts";

/** An error as pg or Node makes them: a message and a code. */
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

/** drizzle's wrapper, whose message spells out the query and its parameters. */
const wrapped = (cause: unknown) =>
  Object.assign(new Error("Failed query: select … params: priya@example.in"), {
    name: "DrizzleQueryError",
    cause,
  });

describe("isStoreUnavailable", () => {
  it("knows a dropped or refused connection, a shutdown and a store not open yet", () => {
    for (const error of [
      wrapped(withCode("terminating connection due to administrator command", "57P01")),
      withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
      wrapped(new Error("Connection terminated unexpectedly")),
      withCode("the database system is starting up", "57P03"),
      withCode("connection failure", "08006"),
      new StoreUnavailable("not yet"),
      new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")]),
    ]) {
      expect(isStoreUnavailable(error), String(error)).toBe(true);
    }
  });

  it("does not take a bad query or a bug for an outage", () => {
    for (const error of [
      wrapped(withCode('invalid input syntax for type uuid: "x"', "22P02")),
      withCode("duplicate key value violates unique constraint", "23505"),
      new TypeError("Cannot read properties of undefined"),
      "a string",
    ]) {
      expect(isStoreUnavailable(error), String(error)).toBe(false);
    }
  });
});

describe("describeError", () => {
  it("names classes and codes down the causes, never a message", () => {
    class DatabaseError extends Error {
      override name = "error";
    }
    const cause = Object.assign(new DatabaseError("value priya@example.in"), { code: "22P02" });
    const line = describeError(wrapped(cause));
    expect(line).toBe("DrizzleQueryError > DatabaseError 22P02");
    expect(line).not.toContain("priya");
  });
});
