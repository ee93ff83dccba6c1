import { Anchor, Group, Select, Stack } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { generic, type SourceState } from "../../engine/index.js";
import { BlockSection } from "../shared/BlockSection.js";
import { fillPath } from "../shared/fillPath.js";
import { SourceNotice } from "../shared/SourceNotice.js";
import { chosenProgram, type ProgramChoice } from "./choosePrograms.js";
import type { syllabusSchema } from "./syllabusSchema.js";
import type { ProgramSilabus, SyllabusProgram } from "../shared/syllabus/syllabusTypes.js";
import { SyllabusWeeks } from "./SyllabusWeeks.js";
import { useProgramSilabus } from "./useProgramSilabus.js";
import { PageLink, useSiteLocation, useSiteNavigate, type BlockComponentProps } from "../../engine/react.js";

export type SyllabusProps = FromSchema<typeof syllabusSchema>;

/**
 * A program's silabus, week by week. The program comes from one of three slots: `silabus` (the call itself, when the
 * route has the id), `program` (the program by slug; its id then feeds the call) or `programs` (every program, with a
 * picker kept in the query string).
 */
export function Syllabus({ props, data }: BlockComponentProps<SyllabusProps>) {
  const { pathname, search } = useSiteLocation();
  const navigate = useSiteNavigate();
  const direct = data.silabus ? generic<ProgramSilabus>(data.silabus) : undefined;
  const program = data.program ? generic<SyllabusProgram>(data.program) : undefined;
  const programs = data.programs ? generic<ProgramChoice[]>(data.programs) : undefined;
  const queryKey = props.programQuery ?? "program";
  const chosen = programs?.data ? chosenProgram(programs.data, new URLSearchParams(search).get(queryKey)) : undefined;
  // The program record carries its weeks (program.active.detail), so only the picker needs a second call.
  const fromProgram = program?.data?.weeks
    ? { programId: program.data.id, name: program.data.name, slug: program.data.slug, weeks: program.data.weeks }
    : undefined;
  // A program record without weeks (another API) falls back to silabus/{programId} with its id.
  const nested = useProgramSilabus(direct || fromProgram ? undefined : (program?.data?.id ?? chosen?.id));
  const upstream = program ?? programs;
  // While the program (or the program list) is loading or failed, that is what the block shows.
  const state: SourceState<ProgramSilabus> =
    direct ?? (upstream && upstream.status !== "success" ? { ...upstream, data: undefined } : fromProgram ? { ...program!, data: fromProgram } : nested);
  const silabus = state.data;
  return (
    <BlockSection heading={props}>
      <Stack gap="lg">
        {programs?.data && programs.data.length > 1 && chosen ? (
          <Select
            type="text"
            label="Program"
            maw={{ base: "100%", sm: 360 }}
            data={programs.data.map((entry) => ({ value: String(entry.id), label: entry.name }))}
            value={String(chosen.id)}
            allowDeselect={false}
            onChange={(value) => {
              const params = new URLSearchParams(search);
              if (value) params.set(queryKey, value);
              navigate(`${pathname}?${params.toString()}`, { keepScroll: true });
            }}
          />
        ) : null}
        <SourceNotice state={state} label="silabus" />
        {silabus ? (
          <div style={{ opacity: state.fetching ? 0.6 : 1 }}>
            <SyllabusWeeks silabus={silabus} emptyText={props.emptyText ?? "Silabus program ini sedang disusun."} />
          </div>
        ) : null}
        {silabus && props.programPath ? (
          <Group>
            <Anchor component={PageLink} to={fillPath(props.programPath, { ...silabus, id: silabus.programId })} fw={600}>
              Lihat program {silabus.name} →
            </Anchor>
          </Group>
        ) : null}
      </Stack>
    </BlockSection>
  );
}
