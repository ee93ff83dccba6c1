import { PasswordInput } from "@mantine/core";
import { WithoutStaticClasses } from "../shared/WithoutStaticClasses.js";

/** A new password, with the button that shows it. */
export function PasswordField({ common }: { common: Record<string, unknown> }) {
  // Mantine marks a PasswordInput's wrapper invalid, not its input: a screen reader needs aria-invalid there.
  return (
    <WithoutStaticClasses>
      <PasswordInput autoComplete="new-password" {...common} aria-invalid={Boolean(common.error) || undefined} />
    </WithoutStaticClasses>
  );
}
