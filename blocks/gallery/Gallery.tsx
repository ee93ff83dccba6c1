import { Anchor, AspectRatio, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import type { galleryRecord } from "./galleryRecord.js";
import { IMAGE_BOXES, paginated, imageSources } from "../../engine/index.js";
import { useMedia, useHeadingOrder, type BlockComponentProps } from "../../engine/react.js";
import { formatDate } from "../shared/formatDate.js";
import { CardListSection } from "../shared/CardListSection.js";
import type { gallerySchema } from "./gallerySchema.js";

export type GalleryProps = FromSchema<typeof gallerySchema>;
export type GalleryItem = FromSchema<typeof galleryRecord>;

/** Two photos a row on phones, three on tablets, four on desktop. */
const PHOTO_SIZES = "(min-width: 62em) 270px, (min-width: 48em) 33vw, 50vw";

function GalleryAlbum({ item }: { item: GalleryItem }) {
  const media = useMedia();
  const h = useHeadingOrder();
  const photos = item.photos?.length ? item.photos : item.cover ? [{ link: item.cover, name: item.title }] : [];
  const date = formatDate(item.takenOn);
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} data-gallery={item.id}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="xs">
          <Stack gap={4}>
            <Title order={h()} fz={{ base: "lg", sm: "xl" }}>
              {item.title}
            </Title>
            {item.caption ? (
              <Text fz="sm" c="dimmed">
                {item.caption}
              </Text>
            ) : null}
          </Stack>
          {date ? (
            <Text fz="sm" c="dimmed" fw={600}>
              {date}
            </Text>
          ) : null}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing={{ base: "xs", sm: "md" }}>
          {photos.map((photo, i) => (
            <Anchor key={`${photo.link}-${i}`} href={photo.link} target="_blank" rel="noopener" aria-label={photo.name ?? item.title} className="gallery-photo">
              <AspectRatio ratio={16 / 9}>
                <Image {...imageSources(media, photo.link, PHOTO_SIZES, IMAGE_BOXES.cover)} h="auto" alt={photo.name ?? item.title} radius="md" />
              </AspectRatio>
            </Anchor>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** Photo galleries, each with its photos in a responsive grid. */
export function Gallery({ props, data, bindings }: BlockComponentProps<GalleryProps>) {
  return (
    <CardListSection
      heading={props}
      state={paginated<GalleryItem>(data.galleries)}
      binding={bindings.galleries}
      label="galeri"
      emptyText={props.emptyText ?? "Belum ada galeri foto."}
      column
      renderItem={(item) => <GalleryAlbum key={item.id} item={item} />}
    />
  );
}
