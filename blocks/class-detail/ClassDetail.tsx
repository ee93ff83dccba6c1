import { List, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import type { classOverviewRecord } from "./classOverviewRecord.js";
import { generic } from "../../engine/index.js";
import { useHeadingOrder, type BlockComponentProps } from "../../engine/react.js";
import { classBadge } from "../shared/class/classBadge.js";
import { ClassStateBadge } from "../shared/class/ClassStateBadge.js";
import { formatDate } from "../shared/formatDate.js";
import { CoverImage } from "../shared/CoverImage.js";
import { CtaButton } from "../shared/CtaButton.js";
import { DetailColumns } from "../shared/DetailColumns.js";
import { DetailFrame } from "../shared/DetailFrame.js";
import { DetailHeading } from "../shared/DetailHeading.js";
import { Fact } from "../shared/Fact.js";
import type { classDetailSchema } from "./classDetailSchema.js";

export type ClassDetailProps = FromSchema<typeof classDetailSchema>;
type ClassOverview = FromSchema<typeof classOverviewRecord>;

const LEVELS: Record<string, string> = { beginner: "Pemula", intermediate: "Menengah", advanced: "Lanjutan" };
const TYPES: Record<string, string> = { online: "Daring", offline: "Luring", hybrid: "Hibrida" };

/** One class: its status badge, facts, description and syllabus (class overview). */
export function ClassDetail({ props, data }: BlockComponentProps<ClassDetailProps>) {
  const h = useHeadingOrder();
  const overview = generic<ClassOverview>(data.class);
  const item = overview.data;
  const badge = item ? classBadge(item) : undefined;
  return (
    <DetailFrame back={props.back} state={overview} label="kelas">
      {item && badge ? (
        <DetailColumns
          mt="md"
          aside={
            <Stack gap="md">
              <CoverImage src={item.logo} fallback={false} />
              {item.syllabus?.length ? (
                <Paper withBorder radius="lg" p="lg">
                  <Title order={h(1)} fz="lg" mb="sm">
                    Silabus
                  </Title>
                  <List spacing={6} type="ordered">
                    {item.syllabus.map((topic) => (
                      <List.Item key={topic.title}>
                        {topic.title}
                        {topic.hours ? (
                          <Text span c="dimmed" fz="sm">
                            {" "}
                            · {topic.hours} jam
                          </Text>
                        ) : null}
                      </List.Item>
                    ))}
                  </List>
                </Paper>
              ) : null}
            </Stack>
          }
        >
          <DetailHeading badge={<ClassStateBadge badge={badge} />} notes={[item.programName]} title={item.name} lead={item.description} />
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" mt="xs">
            <Fact label="Mulai">{formatDate(item.startDate)}</Fact>
            <Fact label="Selesai">{formatDate(item.endDate)}</Fact>
            <Fact label="Tingkat">{item.level ? (LEVELS[item.level] ?? item.level) : undefined}</Fact>
            <Fact label="Format">{item.type ? (TYPES[item.type] ?? item.type) : undefined}</Fact>
            <Fact label="Mentor">{item.mentorName}</Fact>
            <Fact label="Durasi">{item.totalHours ? `${item.totalHours} jam` : undefined}</Fact>
          </SimpleGrid>
          {props.cta ? <CtaButton link={props.cta} mt="sm" /> : null}
        </DetailColumns>
      ) : null}
    </DetailFrame>
  );
}
