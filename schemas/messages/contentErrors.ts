import type { PlatformErrorEntry } from "./platformErrorEntry.js";

/** Errors of the content calls: records that are not there, keys that are missing, registrations refused. */
export const CONTENT_ERRORS = {
  PLT_ERR_CLASS_NOT_FOUND: { status: 404, message: "Kelas dengan slug '{slug}' tidak ditemukan" },
  PLT_ERR_CLASS_ID_NOT_FOUND: { status: 404, message: "Kelas dengan id {id} tidak ditemukan", data: { field: "classroomId" } },
  PLT_ERR_CLASS_KEY_MISSING: { status: 400, message: "Parameter classroomId atau slug wajib diisi", data: { field: "classroomId" } },
  PLT_ERR_CHAPTER_NOT_FOUND: { status: 404, message: "Bab '{chapter}' tidak ditemukan di {course}", data: { field: "chapterSlug" } },
  PLT_ERR_MODULE_NOT_FOUND: { status: 404, message: "Modul '{module}' tidak ditemukan di {course}", data: { field: "moduleSlug" } },
  PLT_ERR_POST_NOT_FOUND: { status: 404, message: "Post dengan id {id} tidak ditemukan" },
  PLT_ERR_POST_SLUG_NOT_FOUND: { status: 404, message: "Post dengan slug '{slug}' tidak ditemukan" },
  PLT_ERR_POST_KEY_MISSING: {
    status: 400,
    message: "Parameter 'id' atau 'slug' wajib dikirim; seharusnya id post (angka) atau slug-nya.",
    data: { field: "id" },
  },
  PLT_ERR_SHARE_LINK_NOT_FOUND: { status: 404, message: "Tautan berbagi '{token}' tidak ditemukan di situs ini" },
  PLT_ERR_EVENT_KEY_MISSING: { status: 400, message: "Parameter id atau slug wajib diisi", data: { field: "slug" } },
  PLT_ERR_EVENT_NOT_FOUND: { status: 404, message: "Acara dengan id {id} tidak ditemukan" },
  PLT_ERR_EVENT_SLUG_NOT_FOUND: { status: 404, message: "Acara '{slug}' tidak ditemukan" },
  PLT_ERR_PROGRAM_NOT_FOUND: { status: 404, message: "Program dengan id {id} tidak ditemukan", data: { field: "programId" } },
  PLT_ERR_PROGRAM_SLUG_NOT_FOUND: { status: 404, message: "Program dengan slug '{slug}' tidak ditemukan" },
  PLT_ERR_CAREER_NOT_FOUND: { status: 404, message: "Karier dengan id {id} tidak ditemukan", data: { field: "careerId" } },
  PLT_ERR_CAREER_SLUG_NOT_FOUND: { status: 404, message: "Karier dengan slug '{slug}' tidak ditemukan" },
  PLT_ERR_JOB_NOT_FOUND: { status: 404, message: "Lowongan dengan id {id} tidak ditemukan" },
  PLT_ERR_BATCH_NOT_FOUND: { status: 404, message: "Angkatan aktif dengan id {id} tidak ditemukan", data: { field: "id" } },
  PLT_ERR_PROVINCE_NOT_FOUND: { status: 404, message: "Provinsi dengan id {id} tidak ditemukan", data: { field: "provinceId" } },
  PLT_ERR_MEDIA_NOT_FOUND: { status: 404, message: "Gambar {kind}/{file} tidak ditemukan" },
  PLT_ERR_CITY_UNKNOWN: {
    status: 400,
    message: "Kolom 'cityId' bernilai {id}, kota yang tidak dikenal; seharusnya id dari v1/authorizer/cities.",
    data: { field: "cityId" },
  },
  PLT_ERR_SCHOOL_NOT_LISTED: {
    status: 400,
    message: "Kolom 'schoolId' bernilai {id}, sekolah yang tidak terdaftar di situs ini; seharusnya id dari v1/school/list.",
    data: { field: "schoolId" },
  },
  PLT_ERR_SCHOOL_OTHER_CITY: {
    status: 400,
    message: "Kolom 'schoolId': {school} tidak berada di {city}; pilih sekolah dari kota yang dipilih.",
    data: { field: "schoolId" },
  },
  PLT_ERR_NPSN_TAKEN: {
    status: 409,
    message: "Kolom 'npsn': sekolah dengan NPSN {npsn} sudah terdaftar di situs ini; pilih sekolah itu dari daftar.",
    data: { field: "npsn" },
  },
  PLT_ERR_LETTER_NOT_FOUND: {
    status: 400,
    message: "Kolom 'letterFileId' bernilai {id}, berkas yang tidak ada di drive situs ini; unggah surat tugas lewat v1/upload lalu kirim id-nya.",
    data: { field: "letterFileId" },
  },

  // The drive: the field at fault is the caller's (`file` for multipart, `data`/`contentType` for JSON).
  PLT_ERR_UPLOAD_TOO_LARGE: { status: 413, message: "Berkas di kolom '{field}' terlalu besar; batasnya {limit}." },
  PLT_ERR_UPLOAD_TYPE_REFUSED: { status: 415, message: "Jenis berkas '{type}' di kolom '{field}' tidak diterima; yang diterima: {allowed}." },
  PLT_ERR_UPLOAD_EMPTY: { status: 400, message: "Kolom '{field}' berisi berkas kosong." },
  PLT_ERR_UPLOAD_CONTENT_MISMATCH: { status: 415, message: "Isi berkas di kolom '{field}' bukan {type}; isi berkas harus sesuai jenisnya." },
  PLT_ERR_UPLOAD_MALFORMED: {
    status: 400,
    message: "Isi multipart/form-data tidak dapat dibaca ({reason}); kirim satu berkas pada kolom 'file' dengan boundary yang lengkap.",
    data: { field: "file" },
  },
  PLT_ERR_UPLOAD_NOT_FOUND: { status: 404, message: "Berkas '{id}' tidak ada di drive situs ini." },
  PLT_ERR_UPLOAD_FILE_MISSING: { status: 400, message: "Kolom 'file' wajib berisi satu berkas (multipart/form-data).", data: { field: "file" } },
} as const satisfies Readonly<Record<string, PlatformErrorEntry>>;
