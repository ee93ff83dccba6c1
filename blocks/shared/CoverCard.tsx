import "./coverCard.css";
import { AspectRatio, Card, Image, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { IMAGE_BOXES, imageSources } from "../../engine/render/imageSources.js";

/** Cards sit three to a row on desktop, two on tablets, one on phones. */
const CARD_SIZES = "(min-width: 62em) 360px, (min-width: 48em) 50vw, 100vw";

/** A linked card with a 16:9 cover on top: the shape of class and article cards. */
export function CoverCard({ to, cover, fallbackCover, className, children, ...data }: {
  to: string;
  cover: string | undefined;
  fallbackCover: string;
  className?: string;
  children: ReactNode;
} & Record<`data-${string}`, string>) {
  return (
    <Card component={Link} to={to} withBorder radius="lg" padding="lg" className={`lift-card${className ? ` ${className}` : ""}`} {...data}>
      <Card.Section className="cover-card__media">
        <AspectRatio ratio={16 / 9}>
          <Image {...imageSources(cover, CARD_SIZES, IMAGE_BOXES.cover)} h="auto" alt="" fallbackSrc={fallbackCover} />
        </AspectRatio>
      </Card.Section>
      <Stack gap={8} mt="md" className="cover-card__body">
        {children}
      </Stack>
    </Card>
  );
}
