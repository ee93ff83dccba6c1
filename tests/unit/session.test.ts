import { describe, expect, it } from "vitest";
import { cookieValue } from "../../engine/session/cookieValue.js";
import { isAnonymous } from "../../site/server/createPageCache.js";

describe("cookieValue", () => {
  it("finds one cookie among several and decodes it", () => {
    expect(cookieValue("_gt=abc; access_token=tok%20en; _ct=1", "access_token")).toBe("tok en");
    expect(cookieValue("my_access_token=x", "access_token")).toBeUndefined();
    expect(cookieValue(undefined, "access_token")).toBeUndefined();
    expect(cookieValue("access_token=", "access_token")).toBeUndefined();
  });
});

describe("page cache", () => {
  it("serves cached pages only to anonymous visitors", () => {
    expect(isAnonymous({})).toBe(true);
    expect(isAnonymous({ cookie: "_gt=1" })).toBe(true);
    expect(isAnonymous({ cookie: "access_token=abc" })).toBe(false);
    expect(isAnonymous({ authorization: "Bearer abc" })).toBe(false);
  });
});
