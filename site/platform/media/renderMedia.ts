import type { MediaStore, MediaSubject } from "../queries/mediaStore.js";
import { avatarSvg } from "./avatarSvg.js";
import { coverSvg } from "./coverSvg.js";
import { faviconSvg } from "./faviconSvg.js";
import { logoSvg } from "./logoSvg.js";
import type { MediaKind } from "./mediaUrl.js";

// The spec's default look (Raleway, teal-blue) for names no record claims, so a stale link still shows a picture.
const DEFAULT_SUBJECT: Omit<MediaSubject, "label"> = {
  caption: "Kelas",
  brand: "Akademi",
  primary: "#1b8a9e",
  secondary: "#f59e0b",
  dark: "#0f172a",
  light: "#f8fafc",
  font: "Raleway",
};

function labelFromName(name: string): string {
  return name
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

function fallback(name: string): MediaSubject {
  return { ...DEFAULT_SUBJECT, label: labelFromName(name) || "Akademi" };
}

/** The SVG for a media URL, or undefined when the kind/name pair cannot name an image. */
export async function renderMedia(store: MediaStore, kind: MediaKind, name: string): Promise<string | undefined> {
  switch (kind) {
    case "cover": {
      // `<tenant>-hero` is a brand's banner picture: its colours, its name.
      const hero = /^(.+)-hero$/.exec(name);
      const brand = hero ? await store.brand(hero[1]!) : undefined;
      const subject = (await store.cover(name)) ?? (brand ? { ...brand, label: brand.brand, caption: "Program unggulan" } : fallback(name));
      return coverSvg({ name, ...subject });
    }
    case "logo": {
      const match = /^(.+)-(dark|light)$/.exec(name);
      const tenantId = match?.[1] ?? name;
      const variant = match?.[2] === "light" ? "light" : "dark";
      const subject = await store.brand(tenantId);
      if (!subject) return undefined;
      return logoSvg({ brand: subject.brand, primary: subject.primary, dark: subject.dark, font: subject.font, variant });
    }
    case "favicon": {
      const subject = await store.brand(name);
      return subject ? faviconSvg({ brand: subject.brand, primary: subject.primary, font: subject.font }) : undefined;
    }
    case "avatar": {
      const subject = (await store.mentor(name)) ?? fallback(name);
      return avatarSvg({ name, ...subject });
    }
  }
}
