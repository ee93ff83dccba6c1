import type { FastifyInstance } from "fastify";
import type { BlockPlan, RouteTableDocument } from "../../engine/index.js";
import type { LayoutStore } from "../../engine/node.js";
import { compressedBody, type CompressedBody } from "./compressedBody.js";
import { sendBody } from "./sendBody.js";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * `/_layout/<id>.<version>.json`: a layout's full route table, which pages load on their first
 * client navigation. The URL changes with the layout, so it is cached for good; an old version
 * (a page open across a layout change) gets the current table, not cached.
 */
export function routeTableRoute(
  app: FastifyInstance,
  layouts: Pick<LayoutStore, "get">,
  blockStylesheets: () => Readonly<Record<string, string>>,
  blockPlans: Readonly<Record<string, BlockPlan>>,
): void {
  const bodies = new Map<string, CompressedBody>();
  app.get<{ Params: { file: string } }>("/_layout/:file", { compress: false }, (request, reply) => {
    const match = /^(.+)\.([^.]+)\.json$/.exec(request.params.file);
    const layout = match ? layouts.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match || !layout) return reply.status(404).type("application/json").send({ message: "No such layout" });
    const key = `${layout.id}@${layout.version}`;
    let body = bodies.get(key);
    if (!body) {
      const document: RouteTableDocument = { routes: layout.routes, blockStylesheets: blockStylesheets(), blockPlans };
      body = compressedBody(JSON.stringify(document), 11);
      // One version per layout is kept: the current one.
      for (const old of bodies.keys()) if (old.startsWith(`${layout.id}@`)) bodies.delete(old);
      bodies.set(key, body);
    }
    const current = decodeURIComponent(match[2]!) === layout.version;
    return sendBody(request, reply, body, { "content-type": "application/json; charset=utf-8", "cache-control": current ? IMMUTABLE : "no-cache" });
  });
}
