import { describe, expect, it } from "vitest";
import { parsePostgrestQuery } from "../../site/platform/http/parsePostgrestQuery.js";
import { PostgrestError } from "../../site/platform/http/PostgrestError.js";
import { splitPostgrestList } from "../../site/platform/http/splitPostgrestList.js";

const COLUMNS = ["id", "name", "city", "created_at"];
const parse = (query: Record<string, unknown>) => parsePostgrestQuery("aspirations", query, COLUMNS);

function failure(query: Record<string, unknown>): PostgrestError {
  try {
    parse(query);
  } catch (error) {
    if (error instanceof PostgrestError) return error;
    throw error;
  }
  throw new Error(`no error for ${JSON.stringify(query)}`);
}

describe("parsePostgrestQuery", () => {
  it("selects every visible column for no select or *, and the listed ones (quoted or not) otherwise", () => {
    expect(parse({}).select).toEqual(COLUMNS);
    expect(parse({ select: "*" }).select).toEqual(COLUMNS);
    expect(parse({ select: 'name,"city"' }).select).toEqual(["name", "city"]);
  });

  it("orders NULLs as PostgreSQL does unless told: last ascending, first descending", () => {
    expect(parse({ order: "city" }).order).toEqual([{ column: "city", descending: false, nullsFirst: false }]);
    expect(parse({ order: "city.asc" }).order).toEqual([{ column: "city", descending: false, nullsFirst: false }]);
    expect(parse({ order: "city.desc" }).order).toEqual([{ column: "city", descending: true, nullsFirst: true }]);
    expect(parse({ order: "city.asc.nullsfirst,name.desc.nullslast" }).order).toEqual([
      { column: "city", descending: false, nullsFirst: true },
      { column: "name", descending: true, nullsFirst: false },
    ]);
    expect(parse({ order: "city.nullsfirst" }).order).toEqual([{ column: "city", descending: false, nullsFirst: true }]);
  });

  it("answers a malformed order with PGRST100 naming the part, and an unknown column with 42703", () => {
    for (const order of ["city.up", "city.asc.nullsmiddle", "city.asc.nullsfirst.extra", "city.nullsfirst.asc"]) {
      const error = failure({ order });
      expect(error, order).toMatchObject({ statusCode: 400, code: "PGRST100", field: "order", details: `failed to parse order (${order})` });
      expect(error.message).toContain(order);
    }
    expect(failure({ order: "bogus.desc" })).toMatchObject({
      statusCode: 400,
      code: "42703",
      message: "column aspirations.bogus does not exist",
      field: "bogus",
    });
  });

  it("answers unknown columns in select and filters with PostgreSQL's 42703 and the readable columns as the hint", () => {
    const error = failure({ select: "name,email" });
    expect(error).toMatchObject({ code: "42703", message: "column aspirations.email does not exist", details: null, field: "email" });
    expect(error.hint).toBe("Kolom yang bisa dibaca: id, name, city, created_at.");
    expect(failure({ nama: "eq.Ani" })).toMatchObject({ code: "42703", message: "column aspirations.nama does not exist" });
  });

  it("builds filters with placeholders, in.() lists split as postgrest-js quotes them", () => {
    expect(parse({ name: "eq.Ani" }).filters).toEqual([{ column: "name", sql: "name = ?", values: ["Ani"] }]);
    expect(parse({ city: "is.null" }).filters).toEqual([{ column: "city", sql: "city IS NULL", values: [] }]);
    expect(parse({ city: 'in.(Medan,"Jakarta, Selatan","a \\"b\\"")' }).filters).toEqual([
      { column: "city", sql: "city IN (?, ?, ?)", values: ["Medan", "Jakarta, Selatan", 'a "b"'] },
    ]);
    expect(parse({ id: ["gte.2", "lt.9"] }).filters.map((filter) => filter.sql)).toEqual(["id >= ?", "id < ?"]);
  });

  it("answers an unsupported operator and a bad limit or offset with PGRST100", () => {
    expect(failure({ name: "like.A*" })).toMatchObject({ code: "PGRST100", field: "name", details: "failed to parse filter (like.A*)" });
    expect(failure({ offset: "-1" })).toMatchObject({ code: "PGRST100", field: "offset" });
    expect(failure({ limit: "lima" })).toMatchObject({ code: "PGRST100", field: "limit" });
    expect(parse({ limit: "5", offset: "10" })).toMatchObject({ limit: 5, offset: 10 });
  });

  it("leaves PostgREST's own parameters and apikey out of the filters", () => {
    expect(parse({ select: "name", columns: '"name"', apikey: "k", limit: "1" }).filters).toEqual([]);
  });
});

describe("splitPostgrestList", () => {
  it("splits at commas outside quotes, unescapes quoted items and trims plain ones", () => {
    expect(splitPostgrestList("a, b ,c")).toEqual(["a", "b", "c"]);
    expect(splitPostgrestList('"name","rating","review"')).toEqual(["name", "rating", "review"]);
    expect(splitPostgrestList('"x,(y)", z')).toEqual(["x,(y)", "z"]);
    expect(splitPostgrestList('"back\\\\slash"')).toEqual(["back\\slash"]);
    expect(splitPostgrestList("")).toEqual([]);
    expect(splitPostgrestList("a,,b")).toEqual(["a", "", "b"]);
  });
});
