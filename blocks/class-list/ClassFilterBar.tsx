import { Button, Group, Paper, SimpleGrid, Stack } from "@mantine/core";
import { useEffect, useId, useRef } from "react";
import type { Binding } from "../../engine/index.js";
import { pageQueryKey } from "../shared/PagePager.js";
import { ClassFilterSelect } from "./ClassFilterSelect.js";
import { ClassFormatFilter } from "./ClassFormatFilter.js";
import { filterKeys, LEVEL_OPTIONS, STATE_OPTIONS, withFilter, type FilterOption } from "../shared/class/classFilters.js";
import { SearchFilter } from "./SearchFilter.js";
import { useSiteLocation, useSiteNavigate } from "../../engine/react.js";

/**
 * Filters of a class list, one per parameter the layout bound to the query string. Every change is a navigation
 * (the next address's page comes from the server, and the back button sees the same URL); the bar is also a plain
 * GET form, so it works before its code runs. On an island page its code starts at a visitor's first touch: what
 * they chose or typed in the meantime is in the form, and is applied once the bar runs.
 */
export function ClassFilterBar({ binding, programs }: { binding: Binding | undefined; programs: readonly FilterOption[] }) {
  const keys = filterKeys(binding);
  const pageKey = pageQueryKey(binding);
  const { pathname, search } = useSiteLocation();
  const navigate = useSiteNavigate();
  const typing = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const formatLabelId = useId();
  const params = new URLSearchParams(search);
  useEffect(() => {
    if (!form.current) return;
    const shown = new FormData(form.current);
    let next = search;
    for (const key of Object.values(keys)) {
      const value = shown.get(key);
      if (typeof value === "string" && value.trim() !== (params.get(key) ?? "")) next = withFilter(next, key, value, pageKey);
    }
    if (next !== search) navigate(`${pathname}${next}`, { keepScroll: true });
    // Once, as the bar starts: later changes are its handlers'.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (Object.keys(keys).length === 0) return null;

  const change = (key: string, value: string | null, replace = false) =>
    navigate(`${pathname}${withFilter(search, key, value, pageKey)}`, { replace, keepScroll: true });
  const active = Object.values(keys).some((key) => params.get(key));
  const select = (label: string, key: string, options: readonly FilterOption[]) => (
    <ClassFilterSelect key={key} label={label} name={key} options={options} value={params.get(key) || null} onChange={(value) => change(key, value)} />
  );
  const clearAll = () => {
    let next = search;
    for (const key of Object.values(keys)) next = withFilter(next, key, null, pageKey);
    navigate(`${pathname}${next}`, { keepScroll: true });
  };

  const typeKey = keys["filter.type"];
  const format = typeKey ? (
    <ClassFormatFilter name={typeKey} labelId={formatLabelId} value={params.get(typeKey) ?? ""} onChange={(value) => change(typeKey, value)} />
  ) : null;
  const selects = [
    keys.state ? select("Status", keys.state, STATE_OPTIONS) : null,
    keys.level ? select("Tingkat", keys.level, LEVEL_OPTIONS) : null,
    keys.programIds && programs.length ? select("Program", keys.programIds, programs) : null,
  ].filter((control) => control !== null);

  return (
    <Paper
      ref={form}
      component="form"
      method="get"
      action={pathname}
      role="search"
      aria-label="Saring kelas"
      withBorder
      radius="lg"
      p={{ base: "md", sm: "lg" }}
      mb="xl"
      onSubmit={(event) => event.preventDefault()}
    >
      <Stack gap="md">
        {keys.search ? (
          <SearchFilter
            name={keys.search}
            urlValue={params.get(keys.search) ?? ""}
            // The first pause of a typing burst adds a history entry; later pauses refine it.
            onCommit={(value, isTyping) => {
              change(keys.search!, value, isTyping && typing.current);
              typing.current = isTyping;
            }}
          />
        ) : null}
        {selects.length ? (
          // Two selects a row on phones keep the bar short above the cards.
          <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
            {selects}
          </SimpleGrid>
        ) : null}
        {format || active ? (
          <Group justify="space-between" gap="sm">
            {format}
            {active ? (
              <Button variant="subtle" radius="xl" onClick={clearAll}>
                Hapus semua filter
              </Button>
            ) : null}
          </Group>
        ) : null}
        <noscript>
          <Button type="submit" radius="xl">
            Terapkan filter
          </Button>
        </noscript>
      </Stack>
    </Paper>
  );
}
