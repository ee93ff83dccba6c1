import type { DiscStyle } from "./discStyles.js";

export interface DiscStatement {
  /** Stable across wording edits: saved answers refer to it. Neutral on purpose (it does not name the style). */
  readonly id: string;
  readonly style: DiscStyle;
  readonly text: string;
}

/** Four statements, one per style, in an order that differs from group to group. */
export interface DiscGroup {
  readonly id: string;
  readonly statements: readonly [DiscStatement, DiscStatement, DiscStatement, DiscStatement];
}

type Row = readonly [DiscStyle, string];

/** Builds a group from its rows; ids are `<group>-<position>` so that a reordering shows in review. */
function group(id: string, rows: readonly [Row, Row, Row, Row]): DiscGroup {
  const statements = rows.map(([style, text], i) => ({ id: `${id}-${i + 1}`, style, text }));
  return { id, statements: statements as unknown as DiscGroup["statements"] };
}

/**
 * The questionnaire: 14 forced-choice groups, 56 statements written for this site (original wording,
 * not translated from a published instrument). In every group the visitor picks the statement most
 * like them and the one least like them; see scoreDisc.ts for how that becomes a profile. The count
 * is tied to the stored scores: a style scores at most 2 × 14 = 28, the remote table's maximum.
 */
export const DISC_GROUPS: readonly DiscGroup[] = [
  group("k1", [
    ["d", "Saya cepat mengambil keputusan walau informasinya belum lengkap."],
    ["i", "Saya mudah akrab dengan orang yang baru saya kenal."],
    ["s", "Saya sabar menunggu dan jarang terburu-buru."],
    ["c", "Saya memeriksa ulang pekerjaan sebelum menyerahkannya."],
  ]),
  group("k2", [
    ["i", "Saya senang menyemangati teman ketika suasana sedang lesu."],
    ["c", "Saya lebih percaya pada data daripada pada firasat."],
    ["d", "Saya menyukai tugas yang menantang dan penuh persaingan."],
    ["s", "Saya menjadi pendengar yang baik ketika teman bercerita."],
  ]),
  group("k3", [
    ["s", "Saya merasa nyaman dengan rutinitas yang sudah jelas."],
    ["d", "Saya berbicara langsung ke pokok persoalan."],
    ["c", "Saya mengikuti petunjuk langkah demi langkah dengan cermat."],
    ["i", "Saya suka bercerita dan membuat orang lain tertawa."],
  ]),
  group("k4", [
    ["c", "Saya menyusun rencana yang rinci sebelum mulai bekerja."],
    ["s", "Saya menjaga suasana tim tetap tenang dan rukun."],
    ["i", "Saya pandai mengajak orang mencoba ide baru."],
    ["d", "Saya tidak ragu mengambil alih kendali saat keadaan genting."],
  ]),
  group("k5", [
    ["d", "Saya memasang target tinggi dan mengejarnya sampai tercapai."],
    ["s", "Saya setia pada orang dan tempat yang sudah saya percayai."],
    ["i", "Saya bersemangat ketika bekerja bersama banyak orang."],
    ["c", "Saya memperhatikan detail kecil yang sering terlewat orang lain."],
  ]),
  group("k6", [
    ["i", "Saya mudah mengungkapkan perasaan dan gagasan saya."],
    ["d", "Saya berani menyampaikan pendapat yang berbeda dari kebanyakan orang."],
    ["c", "Saya menimbang untung dan rugi sebelum memutuskan sesuatu."],
    ["s", "Saya lebih suka membantu dari balik layar."],
  ]),
  group("k7", [
    ["s", "Saya bekerja dengan tempo yang stabil dan konsisten."],
    ["c", "Saya terganggu bila sebuah pekerjaan dikerjakan asal-asalan."],
    ["d", "Saya ingin melihat hasil nyata secepat mungkin."],
    ["i", "Saya senang tampil dan berbicara di depan banyak orang."],
  ]),
  group("k8", [
    ["c", "Saya suka memahami cara kerja sesuatu sampai tuntas."],
    ["i", "Saya yakin bahwa segala sesuatu akan berakhir baik."],
    ["s", "Saya mau mengalah demi menghindari pertengkaran."],
    ["d", "Saya menikmati persaingan dan ingin menjadi yang terbaik."],
  ]),
  group("k9", [
    ["d", "Saya mendorong tim agar bergerak lebih cepat."],
    ["c", "Saya bekerja sesuai standar dan aturan yang berlaku."],
    ["i", "Saya punya banyak teman dari berbagai kalangan."],
    ["s", "Saya butuh waktu untuk menyesuaikan diri dengan perubahan."],
  ]),
  group("k10", [
    ["i", "Saya sering melontarkan ide spontan saat berdiskusi."],
    ["s", "Saya menepati janji meskipun sedang repot."],
    ["d", "Saya tidak suka diatur terlalu ketat oleh orang lain."],
    ["c", "Saya berhati-hati agar tidak membuat kesalahan."],
  ]),
  group("k11", [
    ["s", "Saya memikirkan kebutuhan teman sebelum kebutuhan sendiri."],
    ["i", "Saya suka suasana yang ramai dan meriah."],
    ["c", "Saya menyimpan catatan dan berkas dengan rapi dan teratur."],
    ["d", "Saya cepat bertindak ketika melihat peluang."],
  ]),
  group("k12", [
    ["c", "Saya bertanya secara rinci sebelum menerima sebuah tugas."],
    ["d", "Saya tetap teguh pada keputusan meski ditentang."],
    ["s", "Saya lebih suka lingkungan kerja yang tenang dan dapat diduga."],
    ["i", "Saya mudah membuat orang lain ikut bersemangat."],
  ]),
  group("k13", [
    ["i", "Saya senang mendapat pengakuan atas usaha saya."],
    ["d", "Saya suka memimpin dan menentukan arah."],
    ["s", "Saya tekun menuntaskan pekerjaan yang sudah saya mulai."],
    ["c", "Saya lebih suka mengerjakan satu hal sampai benar-benar sempurna."],
  ]),
  group("k14", [
    ["s", "Saya menjadi penengah ketika ada teman yang berselisih."],
    ["c", "Saya mengandalkan logika ketika memecahkan masalah."],
    ["i", "Saya senang memperkenalkan orang satu sama lain."],
    ["d", "Saya langsung menghadapi masalah tanpa menunda."],
  ]),
];
