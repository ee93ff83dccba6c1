import type { BrandSeed } from "../BrandSeed.js";
import { demo } from "./demo.js";

/** A site switched to maintenance: settings only, so the site shows its maintenance view. */
export const maintenance: BrandSeed = {
  idBase: 90000,
  tenant: {
    id: "maintenance",
    title: "Situs Perawatan",
    tagline: "Situs sedang dalam perawatan",
    hosts: ["maintenance.localhost"],
    layout: "demo",
    isMaintenance: true,
    // The spec's default look, as the demo site has it.
    fonts: demo.tenant.fonts,
    colors: demo.tenant.colors,
    description: "Situs ini sedang dalam perawatan terjadwal dan akan segera kembali.",
    keywords: "perawatan situs",
    twitter: "@situsperawatan",
  },
  programs: [],
  mentors: [],
  classes: [],
  schools: [],
  posts: [],
  studentCount: 0,
  postClosing: { text: "", linkLabel: "beranda", href: "/" },
};
