import { Input } from "@mantine/core";
import { RATING_COLOR } from "../shared/ratingColor.js";
import { StarRating } from "./StarRating.js";

interface RatingFieldProps {
  name: string;
  common: Record<string, unknown> & { label?: string; description?: string; error?: unknown; withAsterisk?: boolean };
  value: string;
  onChange: (value: string) => void;
  dataPath: string;
}

/** One to five stars, held by the form as the digit. */
export function RatingField({ name, common, value, onChange, dataPath }: RatingFieldProps) {
  const { label, description, error, withAsterisk } = common;
  return (
    <Input.Wrapper label={label} description={description} error={error as string | undefined} withAsterisk={withAsterisk} labelElement="div">
      <StarRating value={Number(value) || 0} onChange={(next) => onChange(String(next))} color={RATING_COLOR} name={name} data-path={dataPath} />
    </Input.Wrapper>
  );
}
