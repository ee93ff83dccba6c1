import type { FromSchema } from "json-schema-to-ts";
import { Badge, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { formatRupiah } from "../shared/formatNumber.js";
import type { jobRecord } from "./jobRecord.js";
import { useHeadingOrder } from "../../engine/react.js";

export type JobItem = FromSchema<typeof jobRecord>;

const TYPES: Record<string, string> = {
  "magang": "Magang",
  "full-time": "Penuh waktu",
  "fulltime": "Penuh waktu",
  "part-time": "Paruh waktu",
  "kontrak": "Kontrak",
  "contract": "Kontrak",
};

export function salaryRange(job: Pick<JobItem, "salaryMin" | "salaryMax">): string | undefined {
  const { salaryMin: min, salaryMax: max } = job;
  if (min && max) return `${formatRupiah(min)} – ${formatRupiah(max)}`;
  if (min) return `Mulai ${formatRupiah(min)}`;
  if (max) return `Hingga ${formatRupiah(max)}`;
  return undefined;
}

/** One job opening of a career event. */
export function JobCard({ job }: { job: JobItem }) {
  const h = useHeadingOrder();
  const salary = salaryRange(job);
  return (
    <Paper withBorder radius="lg" p="lg" data-job={job.id}>
      <Stack gap={8}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={h(2)} fz="lg" lh={1.3}>
            {job.title}
          </Title>
          {job.employmentType ? (
            <Badge variant="light" radius="sm">
              {TYPES[job.employmentType] ?? job.employmentType}
            </Badge>
          ) : null}
        </Group>
        <Text fz="sm" fw={600}>
          {[job.company, job.location].filter(Boolean).join(" · ")}
        </Text>
        {salary ? (
          <Text fz="sm" c="brand.7" fw={700}>
            {salary} / bulan
          </Text>
        ) : null}
        {job.description ? (
          <Text fz="sm" c="dimmed">
            {job.description}
          </Text>
        ) : null}
        {job.requirements?.length ? (
          <List fz="sm" spacing={2} size="sm">
            {job.requirements.map((requirement) => (
              <List.Item key={requirement}>{requirement}</List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    </Paper>
  );
}
