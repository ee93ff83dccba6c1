import "./coverCard.css";

/** A card's title (two lines at most) and its summary (three lines at most). */
export function CardHeading({ title, summary }: { title: string; summary?: string }) {
  return (
    <>
      <h3 className="card-title">{title}</h3>
      {summary ? <p className="card-summary">{summary}</p> : null}
    </>
  );
}
