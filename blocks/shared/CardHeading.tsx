import "./coverCard.css";
import { Heading } from "../../engine/react.js";

/** A card's title (two lines at most) and its summary (three lines at most). */
export function CardHeading({ title, summary }: { title: string; summary?: string }) {
  return (
    <>
      <Heading className="card-title">{title}</Heading>
      {summary ? <p className="card-summary">{summary}</p> : null}
    </>
  );
}
