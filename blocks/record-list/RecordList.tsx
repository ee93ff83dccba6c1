import { Button, Center, Paper, Rating, Stack, Text } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { useEffect, useState } from "react";
import { findCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import type { SourceState } from "../../engine/index.js";
import { useEngine, useHeadingOrder, type BlockComponentProps } from "../../engine/react.js";
import { BlockSection } from "../shared/BlockSection.js";
import { formatDate } from "../shared/formatDate.js";
import { RATING_COLOR } from "../shared/ratingColor.js";
import { SourceNotice } from "../shared/SourceNotice.js";
import type { recordListSchema } from "./recordListSchema.js";

export type RecordListProps = FromSchema<typeof recordListSchema>;
type Row = Record<string, unknown>;

function RecordCard({ row, fields }: { row: Row; fields: RecordListProps["fields"] }) {
  const rating = fields.rating ? Number(row[fields.rating]) : NaN;
  const date = formatDate(typeof row.created_at === "string" ? row.created_at : undefined);
  const h = useHeadingOrder();
  return (
    <Paper component="article" withBorder radius="lg" p="lg">
      <Text fw={700} component={`h${h()}`} size="md">
        {String(row[fields.title] ?? "")}
      </Text>
      {fields.detail && row[fields.detail] ? (
        <Text size="sm" c="dimmed">
          {String(row[fields.detail])}
        </Text>
      ) : null}
      {Number.isInteger(rating) && rating >= 1 ? (
        <Rating value={rating} readOnly size="sm" mt={6} color={RATING_COLOR} role="img" aria-label={`Nilai ${rating} dari 5`} />
      ) : null}
      <Text mt="sm" style={{ whiteSpace: "pre-line" }}>
        {String(row[fields.text] ?? "")}
      </Text>
      {date ? (
        <Text size="xs" c="dimmed" mt="sm">
          {date}
        </Text>
      ) : null}
    </Paper>
  );
}

/**
 * A remote table's records, newest first (the service's default order). The first page comes with the
 * page; the button asks for the next by offset. A new record stored by the page's form refreshes the
 * first page (FormBlock invalidates the table's reads), and the pages loaded after it start over.
 */
export function RecordList({ props, data, bindings }: BlockComponentProps<RecordListProps>) {
  const { api } = useEngine();
  const binding = bindings.items;
  const entry = binding ? findCatalogueEntry(binding.source) : undefined;
  const pageSize = typeof binding?.params?.limit === "number" ? binding.params.limit : 5;
  const state = data.items as SourceState<Row[]> | undefined;
  const firstPage = state?.data;
  const first = firstPage ?? [];
  const [more, setMore] = useState<Row[]>([]);
  const [end, setEnd] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // The first page was fetched again (a new record): later pages would repeat or skip rows.
  useEffect(() => {
    setMore([]);
    setEnd(false);
  }, [firstPage]);

  const rows = [...first, ...more];
  const exhausted = end || first.length < pageSize;
  const loadMore = async () => {
    if (!entry) return;
    setLoading(true);
    setFailed(false);
    try {
      const page = (await api.call(entry, { limit: pageSize, offset: rows.length })) as Row[];
      // A record stored meanwhile by someone else shifts every offset by one: the page then starts
      // with a row already shown. Shown once, it is skipped here.
      const shown = new Set(rows.map((row) => String(row.id)));
      setMore((loaded) => [...loaded, ...page.filter((row) => !shown.has(String(row.id)))]);
      if (page.length < pageSize) setEnd(true);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <BlockSection heading={props}>
      {state?.status !== "success" ? (
        <SourceNotice state={state ?? { status: "pending", data: undefined, error: undefined, fetching: true }} label="daftar" />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{props.emptyText ?? "Belum ada yang dipublikasikan. Jadilah yang pertama!"}</Text>
      ) : (
        <Stack gap="md" aria-live="polite">
          {rows.map((row, index) => (
            <RecordCard key={String(row.id ?? index)} row={row} fields={props.fields} />
          ))}
        </Stack>
      )}
      {failed ? (
        <Text c="red" mt="md" role="alert">
          Gagal memuat berikutnya. Silakan coba lagi.
        </Text>
      ) : null}
      {state?.status === "success" && !exhausted ? (
        <Center mt="lg">
          <Button variant="outline" radius="xl" loading={loading} onClick={() => void loadMore()}>
            {props.moreLabel ?? "Tampilkan lainnya"}
          </Button>
        </Center>
      ) : null}
    </BlockSection>
  );
}
