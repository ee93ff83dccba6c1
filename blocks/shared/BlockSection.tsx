import "./blockSection.css";
import { Container, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { HeadingsUnder } from "../../engine/react.js";
import { SectionHeading } from "./sectionHeading.js";

/** The frame of a list block: a container with the block's heading above its content, whose headings rank under it. */
export function BlockSection({ heading, children }: { heading: { eyebrow?: string; title?: string; subtitle?: string }; children: ReactNode }) {
  return (
    <Container size="lg" className="block-section">
      <SectionHeading eyebrow={heading.eyebrow} title={heading.title} subtitle={heading.subtitle} />
      <HeadingsUnder under={Boolean(heading.title)}>{children}</HeadingsUnder>
    </Container>
  );
}

/** What a list shows when its source answered with nothing. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" ta="center" py="xl">
      {children}
    </Text>
  );
}
