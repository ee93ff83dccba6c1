import { defineBlockContract } from "../../engine/index.js";
import { pricingSchema } from "./pricingSchema.js";

/** Price plans from the layout: name, price in rupiah, period, features and a call to action. */
export const pricingContract = defineBlockContract({
  type: "pricing",
  interactive: false,
  heading: "title",
  slots: {},
  description:
    "Price plans (1–4) with a rupiah price formatted id-ID (or 'Gratis' / a label), period, features, an optional highlighted plan and a call to action each.",
  propsSchema: pricingSchema,
  check(item) {
    const plans = (item.props?.plans ?? []) as { highlighted?: boolean }[];
    const highlighted = plans.flatMap((plan, i) => (plan.highlighted ? [i] : []));
    return highlighted.slice(1).map((i) => ({ pointer: `/props/plans/${i}/highlighted`, message: "Only one plan may be highlighted; expected false" }));
  },
  example: {
    props: {
      eyebrow: "Harga",
      title: "Pilih paket belajar",
      plans: [
        {
          name: "Mandiri",
          price: 0,
          period: "selamanya",
          description: "Materi dasar untuk mulai belajar sendiri.",
          features: ["Akses materi pengantar", "Latihan soal otomatis"],
          cta: { label: "Mulai gratis", to: "/Register" },
        },
        {
          name: "Bootcamp",
          price: 4500000,
          period: "per peserta / 12 minggu",
          features: ["Kelas langsung bersama mentor", "Proyek portofolio", "Sertifikat kelulusan"],
          highlighted: true,
          badge: "Paling diminati",
          cta: { label: "Daftar sekarang", to: "/Class" },
        },
        {
          name: "Institusi",
          priceLabel: "Hubungi kami",
          description: "Untuk sekolah, kampus dan perusahaan.",
          features: ["Kelas khusus", "Laporan kemajuan peserta"],
          cta: { label: "Buat janji", to: "/Make-Appointment" },
        },
      ],
      note: "Harga belum termasuk PPN 11%.",
    },
  },
});
