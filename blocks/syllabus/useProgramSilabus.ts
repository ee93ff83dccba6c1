import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { resolveBinding, sourceQueryOptions, toSourceState, type SourceState } from "../../engine/index.js";
import { useEngine } from "../../engine/react.js";
import type { ProgramSilabus } from "../shared/syllabus/syllabusTypes.js";

const IDLE: SourceState<ProgramSilabus> = { status: "pending", data: undefined, error: undefined, fetching: false };

/**
 * `silabus/{programId}` for a program known only once another record is there (the program by slug, or the choice
 * in the program picker). `enabled` is false until the id is known.
 */
export function useProgramSilabus(programId: number | undefined): SourceState<ProgramSilabus> {
  const { api, tenant } = useEngine();
  const options = useMemo(
    () =>
      sourceQueryOptions(
        api,
        resolveBinding({ source: "program.silabus", params: programId ? { programId } : {} }, { routeParams: {}, search: new URLSearchParams() }),
        tenant,
      ),
    [api, tenant, programId],
  );
  const state = toSourceState(useQuery({ ...options, placeholderData: (previous) => previous })) as SourceState<ProgramSilabus>;
  return programId ? state : IDLE;
}
