import { Center, Pagination } from "@mantine/core";
import type { Binding } from "../../engine/index.js";
import { PageLink, useSiteLocation } from "../../engine/react.js";

/** The query-string key that feeds a binding's `page` parameter, if the layout bound one. */
export function pageQueryKey(binding: Binding | undefined): string | undefined {
  const page = binding?.params?.page;
  return typeof page === "object" && page !== null && "query" in page ? page.query : undefined;
}

/**
 * Page links that change only the page's query value: they work without JavaScript and, once
 * hydrated, navigate on the client while the route loader fetches the next page.
 */
export function PagePager({ page, totalPages, queryKey, label }: { page: number; totalPages: number; queryKey: string; label: string }) {
  const { pathname, search } = useSiteLocation();
  if (totalPages <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(search);
    if (target <= 1) params.delete(queryKey);
    else params.set(queryKey, String(target));
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ""}`;
  };
  const clamp = (n: number) => Math.min(Math.max(n, 1), totalPages);
  return (
    <Center mt="xl" component="nav" aria-label={label}>
      <Pagination
        total={totalPages}
        value={clamp(page)}
        radius="xl"
        getItemProps={(target) => ({ component: PageLink, to: hrefFor(target), keepScroll: true })}
        getControlProps={(control) => {
          const target = control === "first" ? 1 : control === "last" ? totalPages : control === "next" ? clamp(page + 1) : clamp(page - 1);
          return {
            "component": PageLink,
            "to": hrefFor(target),
            "keepScroll": true,
            "aria-label": control === "next" ? "Halaman berikutnya" : control === "previous" ? "Halaman sebelumnya" : control,
          };
        }}
      />
    </Center>
  );
}
