import { Button, type ButtonProps } from "@mantine/core";
import { Link } from "react-router-dom";

/** A link prop of the presentational blocks: a label and where it goes. */
export const linkSchema = {
  type: "object",
  additionalProperties: false,
  required: ["label", "to"],
  properties: {
    label: { type: "string", minLength: 1, maxLength: 40, description: "The link's text." },
    to: {
      type: "string",
      minLength: 1,
      maxLength: 300,
      pattern: "^(/|https?://|#|mailto:)",
      description: "A site path (client navigation), an absolute http(s) URL, an anchor or a mailto: address.",
      examples: ["/Class"],
    },
  },
} as const;

const isExternal = (to: string) => /^(https?:|mailto:)/.test(to);

/** A button that navigates inside the site through the router, and leaves it as a plain link. */
export function LinkButton({ to, label, ...button }: { to: string; label: string } & ButtonProps) {
  if (isExternal(to) || to.startsWith("#")) {
    return (
      <Button component="a" href={to} {...(isExternal(to) && !to.startsWith("mailto:") ? { target: "_blank", rel: "noopener" } : {})} {...button}>
        {label}
      </Button>
    );
  }
  return (
    <Button component={Link} to={to} {...button}>
      {label}
    </Button>
  );
}
