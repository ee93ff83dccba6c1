import { Box, Container, Text } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import type { BlockComponentProps } from "../../engine/react.js";
import { formatDate } from "../shared/formatDate.js";
import { SafeHtml } from "../shared/SafeHtml.js";
import { SectionHeading } from "../shared/sectionHeading.js";
import type { richTextSchema } from "./richTextSchema.js";

export type RichTextProps = FromSchema<typeof richTextSchema>;

/** Long text (privacy policy, terms) at a readable width: about 70 characters a line. */
export function RichText({ props }: BlockComponentProps<RichTextProps>) {
  const updated = formatDate(props.updatedOn ? `${props.updatedOn}T12:00:00+07:00` : undefined);
  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      <Box maw={720} mx="auto">
        <SectionHeading eyebrow={props.eyebrow} title={props.title} subtitle={props.subtitle} />
        {updated ? (
          <Text fz="sm" c="dimmed" mt={-16} mb="xl" data-updated-on={props.updatedOn}>
            {`Terakhir diperbarui ${updated}`}
          </Text>
        ) : null}
        <SafeHtml html={props.html} className="rich-text" headingDepth={props.title ? 1 : 0} />
      </Box>
    </Container>
  );
}
