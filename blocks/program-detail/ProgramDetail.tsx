import "../shared/coverCard.css";
import { Badge, SimpleGrid, Stack, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { generic } from "../../engine/index.js";
import { useHeadingOrder, type BlockComponentProps } from "../../engine/react.js";
import { CoverImage } from "../shared/CoverImage.js";
import { CtaButton } from "../shared/CtaButton.js";
import { DetailColumns } from "../shared/DetailColumns.js";
import { DetailFrame } from "../shared/DetailFrame.js";
import { DetailHeading } from "../shared/DetailHeading.js";
import type { programDetailSchema } from "./programDetailSchema.js";
import type { programDetailRecord } from "./programDetailRecord.js";
import { ProgramClasses } from "./ProgramClasses.js";
import { ProgramSchools } from "./ProgramSchools.js";
import { ProgramStat } from "./ProgramStat.js";

export type ProgramDetailProps = FromSchema<typeof programDetailSchema>;
type ProgramRecord = FromSchema<typeof programDetailRecord>;

/** One program: summary, counts, its classes and the schools taking part. */
export function ProgramDetail({ props, data }: BlockComponentProps<ProgramDetailProps>) {
  const h = useHeadingOrder();
  const program = generic<ProgramRecord>(data.program);
  const item = program.data;
  return (
    <DetailFrame back={props.back} state={program} label="program">
      {item ? (
        <Stack gap={48} mt="md">
          <DetailColumns aside={<CoverImage src={item.logo} />}>
            <DetailHeading
              badge={
                <Badge variant="light" w="fit-content">
                  Program
                </Badge>
              }
              title={item.name}
              lead={item.summary}
            />
            <SimpleGrid cols={3} spacing="sm">
              <ProgramStat label="Kelas" value={item.classCount} />
              <ProgramStat label="Siswa" value={item.studentCount} />
              <ProgramStat label="Sekolah" value={item.schoolCount} />
            </SimpleGrid>
            {props.cta ? <CtaButton link={props.cta} /> : null}
          </DetailColumns>
          <ProgramClasses classes={item.classes} classPath={props.classPath ?? "/Class/{slug}"} />
          <Stack gap="md" id="sekolah">
            <Title order={h(1)} fz={{ base: 22, sm: 28 }}>
              Sekolah peserta
            </Title>
            <ProgramSchools programId={item.id} pageSize={props.schoolsPageSize ?? 10} />
          </Stack>
        </Stack>
      ) : null}
    </DetailFrame>
  );
}
