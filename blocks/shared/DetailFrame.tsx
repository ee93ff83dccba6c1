import { Anchor, Container } from "@mantine/core";
import type { ReactNode } from "react";
import type { SourceState } from "../../engine/index.js";
import { MissingRecordHeading } from "./MissingRecordHeading.js";
import { SourceNotice } from "./SourceNotice.js";
import { PageLink } from "../../engine/react.js";

/** The frame of a detail block: the back link, the source's loading or failure notice, the content. */
export function DetailFrame({
  back,
  state,
  label,
  size = "lg",
  article = false,
  children,
}: {
  back?: { label: string; to: string };
  state: SourceState;
  label: string;
  size?: "md" | "lg";
  article?: boolean;
  children: ReactNode;
}) {
  return (
    <Container size={size} py={{ base: 32, sm: 56 }} component={article ? "article" : "div"}>
      {back ? (
        <Anchor component={PageLink} to={back.to} fz="sm" fw={600}>
          ← {back.label}
        </Anchor>
      ) : null}
      <MissingRecordHeading state={state} label={label} />
      <SourceNotice state={state} label={label} />
      {children}
    </Container>
  );
}
