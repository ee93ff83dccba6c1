import { Button, type ButtonProps } from "@mantine/core";
import { PageLink } from "../../engine/react.js";

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
    <Button component={PageLink} to={to} {...button}>
      {label}
    </Button>
  );
}
