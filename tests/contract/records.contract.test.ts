import { Ajv } from "ajv";
import { beforeAll, describe, expect, it } from "vitest";
import { DEV_APP_TOKEN_KEY, encryptAppToken } from "../../engine/appToken/nodeCrypto.js";
import { catalogue, embeddedBaseUrls, getCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { createApiClient } from "../../engine/data/createApiClient.js";
import { recordSchemas } from "../../schemas/records/index.js";
import { SEED_PASSWORD, seedUserEmail } from "../../site/platform/seed/seedUserEmail.js";
import { call, catalogueCalls, TENANT } from "../support/catalogueCalls.js";
import { closed, recordsOf } from "../support/catalogueRecords.js";
import { builtServerPort } from "../support/builtServerPort.js";

// Every GET entry's live answer from the embedded platform, record by record, against the entry's record
// schema: a schema and the platform that disagree (a missing or renamed field, another type, a field the
// schema does not know) fail here.
const port = builtServerPort();
const baseUrls = embeddedBaseUrls(`http://127.0.0.1:${port}`);
const ajv = new Ajv({ allErrors: true, strict: false });

const validators = new Map(Object.entries(recordSchemas).map(([name, schema]) => [name, ajv.compile(closed(schema) as object)]));

let appToken = "";
let accessToken = "";
const client = (lmsId: string | undefined) =>
  createApiClient({
    baseUrls,
    origin: "http://demo.localhost",
    remoteTablesAnonKey: "kunci-anon-kontrak",
    credentials: () => ({ lmsId, appToken, accessToken }),
  });

beforeAll(async () => {
  const issued = (await call(client(TENANT), "authorizer.token.generate", {
    id: `${TENANT}-web`,
    secret: `${TENANT}-rahasia-lokal`,
    scopes: "settings:read",
  })) as { token: string };
  appToken = encryptAppToken(DEV_APP_TOKEN_KEY, issued.token);
  accessToken = ((await call(client(TENANT), "account.generateToken", { email: seedUserEmail(TENANT, 0), password: SEED_PASSWORD })) as { token: string })
    .token;
});

const checked = new Map<string, number>();
const reads = catalogueCalls.filter((item) => getCatalogueEntry(item.id).method === "GET");

describe("catalogue records against the embedded platform", () => {
  it("calls every GET entry", () => {
    expect(new Set(reads.map((item) => item.id))).toEqual(new Set(catalogue.entries.filter((e) => e.method === "GET").map((e) => e.id)));
  });

  for (const item of reads) {
    const entry = getCatalogueEntry(item.id);
    it(`${entry.id} answers '${entry.record}' records`, async () => {
      // The settings call is the site's first, before it knows its tenant id.
      const api = client(entry.id === "settings.get" ? undefined : TENANT);
      const values = typeof item.values === "function" ? await item.values(api) : item.values;
      const records = recordsOf(entry, await api.call(entry, values));
      const validate = validators.get(entry.record)!;
      records.forEach((record, index) => {
        const problems = (validate(record) ? [] : (validate.errors ?? [])).map((e) => `${e.instancePath || "/"} ${e.message} ${JSON.stringify(e.params)}`);
        expect(problems, `${entry.id} record ${index}: ${JSON.stringify(record).slice(0, 300)}`).toEqual([]);
      });
      checked.set(entry.id, (checked.get(entry.id) ?? 0) + records.length);
    });
  }

  // Runs after the calls above (tests of a file run in order): a check over empty lists proves nothing.
  it("checked at least one record of every GET entry", () => {
    expect(reads.map((item) => item.id).filter((id) => !checked.get(id))).toEqual([]);
  });
});
