import "./blockSection.css";
import { Heading } from "../../engine/react.js";

/**
 * Title and lead text above a block's content. Plain elements styled by blockSection.css: every
 * block has one, and Mantine's responsive font size would write an inline <style> per heading.
 */
export function SectionHeading({
  eyebrow,
  title,
  subtitle,
  align = "left",
}: {
  eyebrow?: string;
  title?: string;
  subtitle?: string;
  align?: "left" | "center";
}) {
  if (!title && !subtitle && !eyebrow) return null;
  return (
    <div className={align === "center" ? "section-heading section-heading--center" : "section-heading"}>
      {eyebrow ? <p className="section-heading__eyebrow">{eyebrow}</p> : null}
      {title ? <Heading className="section-heading__title">{title}</Heading> : null}
      {subtitle ? <p className="section-heading__subtitle">{subtitle}</p> : null}
    </div>
  );
}
