import type { BrandSeed } from "../BrandSeed.js";

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
    fonts: { primary: "Raleway", secondary: "Inter" },
    colors: {
      primary: "#1b8a9e",
      secondary: "#f2994a",
      success: "#27ae60",
      info: "#2d9cdb",
      warning: "#f2c94c",
      danger: "#eb5757",
      light: "#f4f8f9",
      dark: "#1f2d3d",
    },
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
