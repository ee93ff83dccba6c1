// The build takes Mantine stylesheets of components under components/ only; Checkbox needs InlineInput too.
import "@mantine/core/styles/InlineInput.css";
import { Checkbox } from "@mantine/core";
import { WithoutStaticClasses } from "../shared/WithoutStaticClasses.js";

interface CheckboxFieldProps {
  common: Record<string, unknown> & { label?: string; description?: string; error?: unknown };
  value: string;
  onChange: (value: string) => void;
}

/** A yes/no parameter: the form holds "true" or "", which the parameter's boolean reads. */
export function CheckboxField({ common, value, onChange }: CheckboxFieldProps) {
  const { label, description, error, name } = common;
  return (
    <WithoutStaticClasses>
      <Checkbox
        label={label}
        description={description}
        error={error as string | undefined}
        name={name as string | undefined}
        checked={value === "true"}
        onChange={(event) => onChange(event.currentTarget.checked ? "true" : "")}
      />
    </WithoutStaticClasses>
  );
}
