import type { ParamValues } from "../validation/ParamValues.js";

// Params are already validated against the catalogue; these readers only narrow the union for TypeScript.

export function readInteger(params: ParamValues, name: string): number | undefined {
  const value = params[name];
  return typeof value === "number" ? value : undefined;
}

export function readString(params: ParamValues, name: string): string | undefined {
  const value = params[name];
  return typeof value === "string" ? value : undefined;
}

export function readBoolean(params: ParamValues, name: string): boolean | undefined {
  const value = params[name];
  return typeof value === "boolean" ? value : undefined;
}

export function readIntegerList(params: ParamValues, name: string): readonly number[] | undefined {
  const value = params[name];
  return Array.isArray(value) ? value.filter((item): item is number => typeof item === "number") : undefined;
}
