import type { FromSchema } from "json-schema-to-ts";
import type { programChoiceRecord } from "../shared/program/programChoiceRecord.js";

export type ProgramChoice = FromSchema<typeof programChoiceRecord>;

/** The program whose syllabus a picker shows: the one named in the query string if it is listed, else the first. */
export function chosenProgram(programs: readonly ProgramChoice[], queryValue: string | null): ProgramChoice | undefined {
  const wanted = Number(queryValue);
  return programs.find((program) => program.id === wanted) ?? programs[0];
}
