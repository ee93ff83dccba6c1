import { Ajv } from "ajv";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { brandContentSchema } from "../../../schemas/content/brandContent.js";
import { brandCoursesSchema } from "../../../schemas/content/brandCourses.js";
import { careerPoolsSchema, feedbackPoolsSchema, namePoolsSchema, webinarPoolSchema } from "../../../schemas/content/sharedContent.js";
import type { LayoutProblem } from "../../../schemas/documents/LayoutProblem.js";
import type { BrandContent, CareerPools, CourseSeed, FeedbackPools, LoadedBrand, NamePools, SharedContent, WebinarPool } from "./BrandSeed.js";
import { brandContentIssues, courseIssues } from "./brandContentIssues.js";
import { checkJsonDocument, type ProblemAt } from "./checkJsonDocument.js";

/** Where the content files are when no folder is given: tenants/content of the working directory (the project root). */
export const DEFAULT_CONTENT_DIR = resolve("tenants", "content");

const ajv = new Ajv({ allErrors: true, verbose: true });
const validateBrand = ajv.compile<BrandContent>(brandContentSchema);
const validateCourses = ajv.compile<{ id: string; courses: CourseSeed[] }>(brandCoursesSchema);
const validateNames = ajv.compile<NamePools>(namePoolsSchema);
const validateWebinars = ajv.compile<WebinarPool>(webinarPoolSchema);
const validateCareers = ajv.compile<CareerPools>(careerPoolsSchema);
const validateFeedback = ajv.compile<FeedbackPools>(feedbackPoolsSchema);

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

function readChecked<T>(file: string, validate: Parameters<typeof checkJsonDocument<T>>[2], problems: LayoutProblem[], expectedId?: string): { data: T; problemAt: ProblemAt } | undefined {
  if (!existsSync(file)) {
    problems.push({ file, line: 1, col: 1, pointer: "", message: "Missing content file" });
    return undefined;
  }
  const checked = checkJsonDocument(file, readFileSync(file, "utf8"), validate);
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

/** Slugs are unique across every brand (the tables' slug columns are), and so are id bases. */
function crossBrandProblems({ brand, brandAt, coursesAt }: Candidate, owners: Map<string, string>): LayoutProblem[] {
  const claims = [
    { at: brandAt, pointer: "/idBase", key: `idBase:${brand.idBase}`, what: `Id base ${brand.idBase}` },
    ...brand.programs.map((item, i) => ({ at: brandAt, pointer: `/programs/${i}/slug`, key: `program:${item.slug}`, what: `Program slug '${item.slug}'` })),
    ...brand.mentors.map((item, i) => ({ at: brandAt, pointer: `/mentors/${i}/slug`, key: `mentor:${item.slug}`, what: `Mentor slug '${item.slug}'` })),
    ...brand.classes.map((item, i) => ({ at: brandAt, pointer: `/classes/${i}/slug`, key: `class:${item.slug}`, what: `Class slug '${item.slug}'` })),
    ...brand.courses.map((item, i) => ({ at: coursesAt ?? brandAt, pointer: `/courses/${i}/slug`, key: `class:${item.slug}`, what: `Course slug '${item.slug}'` })),
    ...brand.schools.map((item, i) => ({ at: brandAt, pointer: `/schools/${i}/slug`, key: `school:${item.slug}`, what: `School slug '${item.slug}'` })),
    ...brand.posts.map((item, i) => ({ at: brandAt, pointer: `/posts/${i}/slug`, key: `post:${item.slug}`, what: `Post slug '${item.slug}'` })),
  ];
  const problems = claims.flatMap(({ at, pointer, key, what }) => {
    const owner = owners.get(key);
    return owner === undefined ? [] : [at(pointer, `${what} is already used by ${owner}.json; it must be unique across brands`)];
  });
  if (problems.length === 0) for (const { key } of claims) owners.set(key, brand.id);
  return problems;
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
  const names = readChecked(join(dir, "shared", "names.json"), validateNames, problems);
  const webinars = readChecked(join(dir, "shared", "webinars.json"), validateWebinars, problems);
  const careers = readChecked(join(dir, "shared", "careers.json"), validateCareers, problems);
  const feedback = readChecked(join(dir, "shared", "feedback.json"), validateFeedback, problems);
  const shared =
    names && webinars && careers && feedback ? { names: names.data, webinars: webinars.data.webinars, careers: careers.data, feedback: feedback.data } : undefined;

  const files = readdirSync(dir).filter((name) => name.endsWith(".json")).sort();
  const candidates: Candidate[] = [];
  for (const name of files.filter((entry) => !entry.endsWith(".courses.json"))) {
    const file = join(dir, name);
    const checked = readChecked(file, validateBrand, problems, name.slice(0, -".json".length));
    if (!checked || refuse(problems, checked.problemAt, brandContentIssues(checked.data))) continue;
    const { $schema: _schema, ...content } = checked.data;
    const coursesFile = join(dir, `${content.id}.courses.json`);
    const courses = existsSync(coursesFile) ? readChecked(coursesFile, validateCourses, problems, content.id) : undefined;
    const coursesOk = courses !== undefined && !refuse(problems, courses.problemAt, courseIssues(courses.data.courses, content));
    candidates.push({ brand: { ...content, courses: coursesOk ? courses.data.courses : [], file }, brandAt: checked.problemAt, coursesAt: courses?.problemAt });
  }
  for (const name of files.filter((entry) => entry.endsWith(".courses.json"))) {
    const id = name.slice(0, -".courses.json".length);
    if (!files.includes(`${id}.json`)) problems.push({ file: join(dir, name), line: 1, col: 1, pointer: "", message: `No content file ${id}.json for these courses; they belong to the brand of that file` });
  }

  // The lower id base wins what two brands claim, so a brand added later never takes a slug from a shipped one.
  const owners = new Map<string, string>();
  const brands = candidates
    .sort((a, b) => a.brand.idBase - b.brand.idBase)
    .filter((candidate) => {
      const found = crossBrandProblems(candidate, owners);
      problems.push(...found);
      return found.length === 0;
    })
    .map((candidate) => candidate.brand);
  return { brands, shared, problems };
}
