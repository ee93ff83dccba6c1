import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layoutRenderer } from "../support/renderLayout.js";
import { startPlatform, type RunningPlatform } from "../support/startPlatform.js";

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const routes = [
  { name: "index", path: "/", blocks: [{ type: "hero", props: { title: "Beranda" } }] },
  { name: "Login", path: "/Login", requiresAuth: true, blocks: [{ type: "hero", props: { title: "Anda sudah masuk" } }] },
];

describe("pages that require sign-in", () => {
  it("send a signed-out visitor to the account site with origin, tenant id, code and token", async () => {
    const page = await layoutRenderer(platform, routes)("/Login?from=nav");
    expect(page.status).toBe(302);
    const location = new URL(page.headers.location!);
    expect(location.pathname).toBe("/_platform/account/login");
    expect(location.searchParams.get("origin")).toBe("http://demo.localhost/CallbackAuth?next=%2FLogin%3Ffrom%3Dnav");
    expect(location.searchParams.get("lmsId")).toBe("demo");
    expect(location.searchParams.get("code")).toBe("demo");
    const token = location.searchParams.get("token")!;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(page.headers["set-cookie"]).toContain(`sign_in_state=${token}`);
  });

  it("use the app code when there is one, and render for a signed-in visitor", async () => {
    const render = layoutRenderer(platform, routes);
    const out = await render("/Login", { cookie: "_ct=KODE123" });
    expect(new URL(out.headers.location!).searchParams.get("code")).toBe("KODE123");
    const signedIn = await render("/Login", { cookie: "access_token=abc" });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toContain("Anda sudah masuk");
  });

  it("leave other pages alone", async () => {
    expect((await layoutRenderer(platform, routes)("/")).status).toBe(200);
  });
});
