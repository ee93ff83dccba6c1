import { Badge, Stack } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { generic } from "../../engine/index.js";
import type { BlockComponentProps } from "../../engine/react.js";
import type { postRecord } from "./postRecord.js";
import { formatDate } from "../shared/formatDate.js";
import { postKindLabel } from "../shared/postKind.js";
import { SafeHtml } from "../shared/SafeHtml.js";
import { CoverImage } from "../shared/CoverImage.js";
import { DetailFrame } from "../shared/DetailFrame.js";
import { DetailHeading } from "../shared/DetailHeading.js";
import type { articleDetailSchema } from "./articleDetailSchema.js";

export type ArticleDetailProps = FromSchema<typeof articleDetailSchema>;

export function ArticleDetail({ props, data }: BlockComponentProps<ArticleDetailProps>) {
  const post = generic<FromSchema<typeof postRecord>>(data.post);
  const item = post.data;
  return (
    <DetailFrame back={props.back} state={post} label="artikel" size="md" article>
      {item ? (
        <Stack gap="lg" mt="md">
          <DetailHeading
            badge={<Badge variant="light">{postKindLabel(item.kind)}</Badge>}
            notes={[item.publishedAt ? formatDate(item.publishedAt) : null, item.author ? <>· {item.author}</> : null]}
            title={item.title}
            lead={item.summary}
            lh={1.2}
          />
          {item.cover && props.showCover !== false ? <CoverImage src={item.cover} sizes="(min-width: 62em) 720px, 100vw" fallback={false} /> : null}
          {item.content ? <SafeHtml html={item.content} className="article-content" /> : null}
        </Stack>
      ) : null}
    </DetailFrame>
  );
}
