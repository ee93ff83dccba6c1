import { MantineContext, useMantineContext } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * Mantine's components below leave out their static `mantine-*` class names. PasswordInput gives
 * its root `mantine-PasswordInput-root` twice (its own and its input wrapper's), Checkbox and Radio
 * `mantine-Checkbox-root` / `mantine-Radio-root` twice too: a duplicated class.
 */
export function WithoutStaticClasses({ children }: { children: ReactNode }) {
  const context = useMantineContext();
  return <MantineContext.Provider value={{ ...context, withStaticClasses: false }}>{children}</MantineContext.Provider>;
}
