import { Anchor, AspectRatio, Box, Image, Stack, Text, Title } from "@mantine/core";
import { IMAGE_BOXES, imageSources } from "../../engine/index.js";
import { useMedia, useHeadingOrder } from "../../engine/react.js";
import type { PortfolioEntry } from "../shared/portfolio/portfolioData.js";

/** A portfolio entry's video as its thumbnail with a play mark, linking to the video on its provider's site. */
export function PortfolioVideo({ video }: { video: PortfolioEntry["video"] }) {
  const media = useMedia();
  const h = useHeadingOrder();
  return (
    <Stack gap="md">
      <Title order={h(1)} fz={{ base: 22, sm: 28 }}>
        Video kegiatan
      </Title>
      <Anchor href={video.link} target="_blank" rel="noopener noreferrer" underline="never" maw={760} display="block">
        <Box pos="relative">
          <AspectRatio ratio={16 / 9}>
            <Image {...imageSources(media, video.thumbnail, "(min-width: 48em) 760px, 100vw", IMAGE_BOXES.cover)} h="auto" alt="" radius="lg" />
          </AspectRatio>
          <Box pos="absolute" inset={0} style={{ display: "flex", alignItems: "center", justifyContent: "center" }} aria-hidden>
            <Box w={72} h={72} bg="rgba(15, 23, 42, 0.72)" style={{ borderRadius: 999, display: "flex", alignItems: "center", justifyContent: "center" }}>
              <svg width="28" height="28" viewBox="0 0 24 24">
                <path d="M8 5v14l11-7z" fill="#fff" />
              </svg>
            </Box>
          </Box>
        </Box>
        <Text fz="sm" fw={600} c="brand.7" mt={8}>
          Tonton video di situs penyedia ↗
        </Text>
      </Anchor>
    </Stack>
  );
}
