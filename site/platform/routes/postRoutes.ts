import type { FastifyInstance } from "fastify";
import type { PlatformDb } from "../db/PlatformDb.js";
import { answerPage } from "../http/answerPage.js";
import { POST_PAGE_SIZE } from "../http/pagination.js";
import { readBoolean, readInteger, readString } from "../http/readParam.js";
import { registerCatalogueRoute } from "../http/registerCatalogueRoute.js";
import { resolveTenant } from "../http/resolveTenant.js";
import { createPostStore } from "../queries/postStore.js";
import { createShareLinkStore } from "../queries/shareLinkStore.js";
import { createSubmissionStore } from "../queries/submissionStore.js";
import type { TenantStore } from "../queries/tenantStore.js";
import { answer, platformError } from "../errors/platformError.js";
import type { MediaUrls } from "../media/mediaUrl.js";

/** Posts, their share links (and classes'), and the appointment form, which the catalogue files under the post API. */
export function postRoutes(app: FastifyInstance, db: PlatformDb, tenants: TenantStore, media: MediaUrls): void {
  const posts = createPostStore(db, media);
  const submissions = createSubmissionStore(db);
  const shareLinks = createShareLinkStore(db);

  registerCatalogueRoute(app, "post.list", async ({ request, params }) => {
    const tenant = await resolveTenant(tenants, request);
    return answerPage("PLT_MSG_POSTS_FOUND", params, POST_PAGE_SIZE, (perPage, offset) =>
      posts.list(
        { tenantId: tenant.id, kind: readString(params, "kind"), type: readString(params, "type"), active: readBoolean(params, "active") },
        perPage,
        offset,
      ),
    );
  });

  registerCatalogueRoute(app, "post.detail", async ({ request, params }) => {
    const tenant = await resolveTenant(tenants, request);
    const id = readInteger(params, "id");
    const slug = readString(params, "slug");
    if (id !== undefined) {
      const post = await posts.detail(tenant.id, id);
      if (!post) throw platformError("PLT_ERR_POST_NOT_FOUND", { id });
      return answer("PLT_MSG_POST_FOUND", post);
    }
    if (slug === undefined) throw platformError("PLT_ERR_POST_KEY_MISSING");
    const post = await posts.detailBySlug(tenant.id, slug);
    if (!post) throw platformError("PLT_ERR_POST_SLUG_NOT_FOUND", { slug });
    return answer("PLT_MSG_POST_FOUND", post);
  });

  // A share link is GET {token}: the token is the whole path; Fastify tries every fixed path of the API first.
  registerCatalogueRoute(app, "share.resolve", async ({ request, params }) => {
    const tenant = await resolveTenant(tenants, request);
    const token = readString(params, "token") ?? "";
    const record = await shareLinks.resolve(tenant.id, token);
    if (!record) throw platformError("PLT_ERR_SHARE_LINK_NOT_FOUND", { token });
    return answer("PLT_MSG_SHARE_LINK_FOUND", record);
  });

  registerCatalogueRoute(app, "post.appointment.create", async ({ request, reply, params }) => {
    const tenant = await resolveTenant(tenants, request);
    const id = await submissions.createAppointment({
      tenantId: tenant.id,
      name: readString(params, "name") ?? "",
      email: readString(params, "email") ?? "",
      phone: readString(params, "phone") ?? "",
      institution: readString(params, "institution") ?? null,
      date: readString(params, "date") ?? "",
      time: readString(params, "time") ?? "",
      message: readString(params, "message") ?? null,
    });
    reply.code(201);
    return answer("PLT_MSG_APPOINTMENT_CREATED", { id });
  });
}
