import { Box, Burger, UnstyledButton, type MantineBreakpoint } from "@mantine/core";
import { MENU_TOGGLE_ATTRIBUTE } from "../../navigation/pageMarkers.js";
import type { ButtonHTMLAttributes, CSSProperties, Ref } from "react";

interface MenuBurgerProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "color" | "style"> {
  opened: boolean;
  hiddenFrom?: MantineBreakpoint;
  /** A CSS colour for the lines (Burger's `--burger-color`). */
  color?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Mantine's Burger drawn with its own classes, but with the lines in a `<span>`: Burger puts a
 * `<div>` inside its `<button>`, and a button may only hold phrasing content (its CSS makes the
 * line `display: block` either way, so it looks the same). Takes Burger's props otherwise.
 */
export function MenuBurger({ opened, color, ...button }: MenuBurgerProps) {
  return (
    <UnstyledButton
      {...button}
      {...{ [MENU_TOGGLE_ATTRIBUTE]: "" }}
      className={Burger.classes.root}
      style={color ? ({ "--burger-color": color } as CSSProperties) : undefined}
    >
      <Box component="span" className={Burger.classes.burger} mod={["reduce-motion", { opened }]} />
    </UnstyledButton>
  );
}
