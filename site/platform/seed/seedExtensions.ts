import type { PlatformDb } from "../db/PlatformDb.js";
import { upsertStatement } from "./upsertStatement.js";

/** The twelve languages of the coding studio. */
const EXTENSIONS = [
  ["python", "Python", "3.12", ".py"],
  ["javascript", "JavaScript (Node.js)", "20", ".js"],
  ["typescript", "TypeScript", "5.4", ".ts"],
  ["java", "Java", "21", ".java"],
  ["c", "C (GCC)", "13", ".c"],
  ["cpp", "C++ (GCC)", "13", ".cpp"],
  ["csharp", "C# (.NET)", "8", ".cs"],
  ["go", "Go", "1.22", ".go"],
  ["php", "PHP", "8.3", ".php"],
  ["ruby", "Ruby", "3.3", ".rb"],
  ["kotlin", "Kotlin", "1.9", ".kt"],
  ["rust", "Rust", "1.77", ".rs"],
] as const;

export async function seedExtensions(db: PlatformDb): Promise<void> {
  const upsert = upsertStatement(db)("extensions", ["id", "slug", "name", "language", "version", "file_extension"]);
  for (const [index, [slug, name, version, ext]] of EXTENSIONS.entries()) {
    await upsert.run({ id: index + 1, slug, name: `${name} ${version}`, language: name, version, file_extension: ext });
  }
}
