import { Chip, Group, Input, NumberInput } from "@mantine/core";
import { formatRupiah } from "../shared/formatNumber.js";

interface AmountFieldProps {
  common: Record<string, unknown> & { label?: string; description?: string; error?: unknown; withAsterisk?: boolean };
  value: string;
  onChange: (value: string) => void;
  presets: readonly number[];
  min?: number;
  max?: number;
}

/**
 * An amount in rupiah: preset amounts as choices, and a number field for any other amount. Both
 * write the same value, whole rupiah as digits, which the target parameter's bounds check.
 */
export function AmountField({ common, value, onChange, presets, min, max }: AmountFieldProps) {
  const { label, description, error, withAsterisk, ...inputProps } = common;
  return (
    <Input.Wrapper label={label} description={description} error={error as string | undefined} withAsterisk={withAsterisk} labelElement="div">
      <Chip.Group multiple={false} value={presets.map(String).includes(value) ? value : ""} onChange={(next) => onChange(typeof next === "string" ? next : "")}>
        <Group gap="xs" mt={6} mb="xs">
          {presets.map((amount) => (
            <Chip key={amount} value={String(amount)} variant="outline" radius="xl">
              {formatRupiah(amount)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <NumberInput
        {...inputProps}
        aria-label={`${label ?? "Nominal"}, nominal lain`}
        placeholder="Nominal lain"
        prefix="Rp "
        thousandSeparator="."
        decimalSeparator=","
        allowDecimal={false}
        allowNegative={false}
        min={min}
        max={max}
        // Never change what was typed: an amount out of bounds gets the form's message instead.
        clampBehavior="none"
        value={value === "" ? "" : Number(value)}
        onChange={(next) => onChange(next === "" ? "" : String(next))}
        error={Boolean(error)}
      />
    </Input.Wrapper>
  );
}
