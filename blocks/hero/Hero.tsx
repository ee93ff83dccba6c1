import "./hero.css";
import { Button, Container, List, ThemeIcon } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { IMAGE_BOXES, imageSources } from "../../engine/index.js";
import { useMedia, Heading, type BlockComponentProps, PageLink } from "../../engine/react.js";
import { HERO_IMAGE_SIZES } from "./heroImage.js";
import type { heroSchema } from "./heroSchema.js";
import { renderSpan } from "../shared/renderSpan.js";
import { CheckMark } from "../shared/CheckMark.js";

export type HeroProps = FromSchema<typeof heroSchema>;

export function Hero({ props }: BlockComponentProps<HeroProps>) {
  const media = useMedia();
  const tone = props.tone ?? "light";
  const actions = props.actions ?? [];
  return (
    <div className={`hero hero--${tone}`}>
      <Container size="lg">
        <div className={props.image ? "hero__grid hero__grid--image" : "hero__grid"}>
          <div className={props.image ? "hero__copy" : "hero__copy hero__copy--narrow"}>
            {props.eyebrow ? <p className="hero__eyebrow">{props.eyebrow}</p> : null}
            <Heading className="hero__title">{props.title}</Heading>
            {props.subtitle ? <p className="hero__subtitle">{props.subtitle}</p> : null}
            {props.highlights?.length ? (
              <List
                spacing={6}
                icon={
                  <ThemeIcon renderRoot={renderSpan} size={20} radius="xl" color={tone === "light" ? "brand" : "accent"}>
                    <CheckMark />
                  </ThemeIcon>
                }
              >
                {props.highlights.map((text) => (
                  <List.Item key={text}>{text}</List.Item>
                ))}
              </List>
            ) : null}
            {actions.length ? (
              <div className="hero__actions">
                {actions.map((action, i) => {
                  const variant = i === 0 ? "filled" : tone === "light" ? "outline" : "white";
                  const color = i === 0 && tone !== "light" ? "accent" : "brand";
                  return /^https?:/.test(action.to) || action.to.startsWith("#") ? (
                    <Button key={action.to} component="a" href={action.to} size="lg" radius="xl" variant={variant} color={color}>
                      {action.label}
                    </Button>
                  ) : (
                    <Button key={action.to} component={PageLink} to={action.to} size="lg" radius="xl" variant={variant} color={color}>
                      {action.label}
                    </Button>
                  );
                })}
              </div>
            ) : null}
          </div>
          {/* A layout's picture may have any shape: drawn 16:9 (cropped), its space kept before it loads. The page's LCP image. */}
          {props.image ? (
            <img
              {...imageSources(media, props.image, HERO_IMAGE_SIZES, { ...IMAGE_BOXES.cover, priority: true })}
              alt={props.imageAlt ?? ""}
              className="hero__image"
            />
          ) : null}
        </div>
      </Container>
    </div>
  );
}
