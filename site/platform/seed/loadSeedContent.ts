import type { ValidateFunction } from "ajv";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import type { LayoutProblem } from "../../../schemas/documents/LayoutProblem.js";
import type { BrandContent, CareerPools, CourseSeed, FeedbackPools, LoadedBrand, NamePools, SharedContent, WebinarPool } from "./BrandSeed.js";
import { brandContentIssues, courseIssues } from "./brandContentIssues.js";
import { contentCheck } from "../validation/contentChecks.js";
import { checkJsonDocument, type ProblemAt } from "./checkJsonDocument.js";

/** Where the content files are when no folder is given: tenants/content of the working directory (the project root). */
export const DEFAULT_CONTENT_DIR = resolve("tenants", "content");

export interface SeedContent {
  /** The brands whose content file is valid, by id base. */
  readonly brands: readonly LoadedBrand[];
  /** Undefined when a shared file is missing or invalid: every brand's content draws from it. */
  readonly shared: SharedContent | undefined;
  readonly problems: readonly LayoutProblem[];
}

/** Adds the located issues of a checked document; whether there were any. */
function refuse(problems: LayoutProblem[], problemAt: ProblemAt, issues: readonly { pointer: string; message: string }[]): boolean {
  problems.push(...issues.map((issue) => problemAt(issue.pointer, issue.message)));
  return issues.length > 0;
}

function readChecked<T>(
  file: string,
  validate: ValidateFunction<T>,
  problems: LayoutProblem[],
  expectedId?: string,
): { data: T; problemAt: ProblemAt } | undefined {
  if (!existsSync(file)) {
    problems.push({ file, line: 1, col: 1, pointer: "", message: "Missing content file" });
    return undefined;
  }
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    problems.push({ file, line: 1, col: 1, pointer: "", message: `Cannot read the file: ${(error as Error).message}` });
    return undefined;
  }
  const checked = checkJsonDocument(file, text, validate);
  if (!checked.ok) {
    problems.push(...checked.problems);
    return undefined;
  }
  const id = (checked.data as { id?: unknown }).id;
  if (expectedId !== undefined && id !== expectedId) {
    const name = basename(file).replace(/^[^.]*/, String(id));
    problems.push(checked.problemAt("/id", `Site id '${String(id)}' does not match the file name; expected the file to be named '${name}'`));
    return undefined;
  }
  return checked;
}

interface Candidate {
  readonly brand: LoadedBrand;
  readonly brandAt: ProblemAt;
  readonly coursesAt: ProblemAt | undefined;
}

interface Claim {
  readonly brand: string;
  readonly problemAt: ProblemAt;
  readonly pointer: string;
  readonly what: string;
}

/** What a brand takes that no other may: its id base and its slugs (the tables' slug columns are unique across tenants). */
function claimsOf({ brand, brandAt, coursesAt }: Candidate): (Claim & { key: string })[] {
  const claim = (problemAt: ProblemAt, pointer: string, key: string, what: string) => ({ brand: brand.id, problemAt, pointer, key, what });
  return [
    claim(brandAt, "/idBase", `idBase:${brand.idBase}`, `Id base ${brand.idBase}`),
    ...brand.programs.map((item, i) => claim(brandAt, `/programs/${i}/slug`, `program:${item.slug}`, `Program slug '${item.slug}'`)),
    ...brand.mentors.map((item, i) => claim(brandAt, `/mentors/${i}/slug`, `mentor:${item.slug}`, `Mentor slug '${item.slug}'`)),
    ...brand.classes.map((item, i) => claim(brandAt, `/classes/${i}/slug`, `class:${item.slug}`, `Class slug '${item.slug}'`)),
    ...brand.courses.map((item, i) => claim(coursesAt ?? brandAt, `/courses/${i}/slug`, `class:${item.slug}`, `Course slug '${item.slug}'`)),
    ...brand.schools.map((item, i) => claim(brandAt, `/schools/${i}/slug`, `school:${item.slug}`, `School slug '${item.slug}'`)),
    ...brand.posts.map((item, i) => claim(brandAt, `/posts/${i}/slug`, `post:${item.slug}`, `Post slug '${item.slug}'`)),
  ];
}

/**
 * Every claim two brands make on the same id base or slug, located in each of their files. Neither file can
 * be told to be the right one, so both are refused: what was stored for each stays until one is changed.
 */
function crossBrandProblems(candidates: readonly Candidate[]): { problems: LayoutProblem[]; refused: Set<string> } {
  const byKey = new Map<string, Claim[]>();
  for (const { key, ...claim } of candidates.flatMap(claimsOf)) byKey.set(key, [...(byKey.get(key) ?? []), claim]);
  const problems: LayoutProblem[] = [];
  const refused = new Set<string>();
  for (const claims of byKey.values()) {
    const brands = [...new Set(claims.map((claim) => claim.brand))];
    if (brands.length < 2) continue;
    for (const claim of claims) {
      const others = brands
        .filter((brand) => brand !== claim.brand)
        .map((brand) => `${brand}.json`)
        .join(", ");
      problems.push(claim.problemAt(claim.pointer, `${claim.what} is also used by ${others}; it must be unique across brands`));
      refused.add(claim.brand);
    }
  }
  return { problems, refused };
}

/**
 * The seed's content files (`tenants/content/`): one `<site-id>.json` per brand, its courses in
 * `<site-id>.courses.json`, and the shared pools in `shared/`. A file that fails its schema or the
 * seed's own checks is left out with located problems; the others load. A brand whose courses file
 * fails loads without courses (the stored courses stay as they were).
 */
export function loadSeedContent(dir: string = DEFAULT_CONTENT_DIR): SeedContent {
  const problems: LayoutProblem[] = [];
  if (!existsSync(dir)) return { brands: [], shared: undefined, problems: [] };
  const names = readChecked(join(dir, "shared", "names.json"), contentCheck<NamePools>("names"), problems);
  const webinars = readChecked(join(dir, "shared", "webinars.json"), contentCheck<WebinarPool>("webinars"), problems);
  const careers = readChecked(join(dir, "shared", "careers.json"), contentCheck<CareerPools>("careers"), problems);
  const feedback = readChecked(join(dir, "shared", "feedback.json"), contentCheck<FeedbackPools>("feedback"), problems);
  const shared: SharedContent | undefined =
    names && webinars && careers && feedback
      ? { names: names.data, webinars: webinars.data.webinars, careers: careers.data, feedback: feedback.data }
      : undefined;

  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort();
  const candidates: Candidate[] = [];
  for (const name of files.filter((entry) => !entry.endsWith(".courses.json"))) {
    const file = join(dir, name);
    const checked = readChecked(file, contentCheck<BrandContent>("brand"), problems, name.slice(0, -".json".length));
    if (!checked || refuse(problems, checked.problemAt, brandContentIssues(checked.data))) continue;
    const { $schema: _schema, ...content } = checked.data;
    const coursesFile = join(dir, `${content.id}.courses.json`);
    const courses = existsSync(coursesFile)
      ? readChecked(coursesFile, contentCheck<{ id: string; courses: CourseSeed[] }>("courses"), problems, content.id)
      : undefined;
    const coursesOk = courses !== undefined && !refuse(problems, courses.problemAt, courseIssues(courses.data.courses, content));
    candidates.push({ brand: { ...content, courses: coursesOk ? courses.data.courses : [], file }, brandAt: checked.problemAt, coursesAt: courses?.problemAt });
  }
  for (const name of files.filter((entry) => entry.endsWith(".courses.json"))) {
    const id = name.slice(0, -".courses.json".length);
    if (files.includes(`${id}.json`)) continue;
    const message = `No content file ${id}.json for these courses; they belong to the brand of that file`;
    problems.push({ file: join(dir, name), line: 1, col: 1, pointer: "", message });
  }

  const across = crossBrandProblems(candidates);
  problems.push(...across.problems);
  const brands = candidates
    .filter((candidate) => !across.refused.has(candidate.brand.id))
    .map((candidate) => candidate.brand)
    .sort((a, b) => a.idBase - b.idBase);
  return { brands, shared, problems };
}
