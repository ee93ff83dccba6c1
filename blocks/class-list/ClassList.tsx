import { Container, SimpleGrid, Text } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import type { BlockComponentProps } from "../../engine/render/BlockDefinition.js";
import { paginated } from "../../engine/render/SourceState.js";
import { PagePager, pageQueryKey } from "../shared/PagePager.js";
import { SectionHeading } from "../shared/sectionHeading.js";
import { SourceNotice } from "../shared/SourceNotice.js";
import { ClassCard, type ClassItem } from "./ClassCard.js";
import type { classListSchema } from "./classListSchema.js";

export type ClassListProps = FromSchema<typeof classListSchema>;

export function ClassList({ props, data, bindings }: BlockComponentProps<ClassListProps>) {
  const classes = paginated<ClassItem>(data.classes);
  const list = classes.data;
  const queryKey = pageQueryKey(bindings.classes);
  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      <SectionHeading eyebrow={props.eyebrow} title={props.title} subtitle={props.subtitle} />
      <SourceNotice state={classes} label="daftar kelas" />
      {list ? (
        list.items.length ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: props.columns ?? 3 }} spacing="lg" style={{ opacity: classes.fetching ? 0.6 : 1 }}>
            {list.items.map((item) => (
              <ClassCard key={item.id} item={item} detailPath={props.detailPath ?? "/Class/{slug}"} />
            ))}
          </SimpleGrid>
        ) : (
          <Text c="dimmed" ta="center" py="xl">
            {props.emptyText ?? "Belum ada kelas yang dibuka saat ini."}
          </Text>
        )
      ) : null}
      {list && queryKey ? <PagePager page={list.page} totalPages={list.totalPages} queryKey={queryKey} label="Halaman daftar kelas" /> : null}
    </Container>
  );
}
