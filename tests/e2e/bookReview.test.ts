import Database from "better-sqlite3";
import { join } from "node:path";
import type { Browser } from "playwright";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { connectBrowser, waitForHydration, watchPage } from "../support/browser.js";
import { builtServerPort } from "../support/builtServerPort.js";
import { DEV_REMOTE_TABLES_ANON_KEY } from "../../schemas/catalogue/remoteTablesAnonKey.js";

// Issue 11: "Send a book review of the Metamorfosa book on /Metamorfosa … listed beside the form, newest first, paginated".
const port = builtServerPort();
const dataDir = inject("serverDataDir");
const page = (path: string) => `http://main.localhost:${port}${path}`;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser?.close());

function reviewsBy(name: string) {
  const db = new Database(join(dataDir, "platform.sqlite"), { readonly: true });
  try {
    return db.prepare("SELECT tenant_id, name, rating, review FROM book_reviews WHERE name = ?").all(name);
  } finally {
    db.close();
  }
}

describe("book reviews on /Metamorfosa (form → tables.bookReviews.create, record-list ← tables.bookReviews.list)", () => {
  it("stores a review and shows it first in the list, without a reload", async () => {
    const tab = await browser.newPage();
    const watch = watchPage(tab);
    await tab.goto(page("/Metamorfosa"));
    await waitForHydration(tab);
    const form = tab.locator("#tulis-ulasan");
    const name = "Rizky Ananda Putra";
    const review = "Bab tentang refleksi mingguan mengubah cara saya belajar pemrograman.";
    await form.getByLabel("Nama").fill(name);
    // Mantine's Rating hides its radios; a visitor clicks the fourth star, the radio's label.
    const fourth = await form.getByRole("radio", { name: "4" }).getAttribute("id");
    await form.locator(`label[for="${fourth}"]`).click();
    await form.getByLabel("Ulasan").fill(review);
    await form.getByRole("button", { name: "Kirim ulasan" }).click();
    await expect.poll(() => form.locator("[data-form-success]").textContent()).toBe("Terima kasih! Ulasan Anda sudah tampil di daftar ulasan.");
    expect(reviewsBy(name)).toEqual([{ tenant_id: "arunika", name, rating: 4, review }]);
    const list = tab.locator("#ulasan-pembaca article");
    await expect.poll(() => list.first().getByRole("heading").textContent()).toBe(name);
    expect(await list.first().textContent()).toContain(review);
    expect(watch.errors).toEqual([]);
    await tab.close();
  });

  it("sent empty, names each field and keeps the list as it was", async () => {
    const tab = await browser.newPage();
    await tab.goto(page("/Metamorfosa"));
    await waitForHydration(tab);
    const form = tab.locator("#tulis-ulasan");
    await form.getByRole("button", { name: "Kirim ulasan" }).click();
    await expect.poll(() => form.getByText("Nama wajib diisi").count()).toBe(1);
    expect(await form.getByText("Nilai untuk buku ini wajib diisi").count()).toBe(1);
    expect(await form.getByText("Ulasan wajib diisi").count()).toBe(1);
    await form.getByLabel("Ulasan").fill("Pendek");
    await form.getByRole("button", { name: "Kirim ulasan" }).click();
    await expect.poll(() => form.getByText("Ulasan minimal 10 karakter").count()).toBe(1);
    await tab.close();
  });

  it("pages through older reviews, newest first", async () => {
    const db = new Database(join(dataDir, "platform.sqlite"));
    const insert = db.prepare("INSERT INTO book_reviews (id, tenant_id, name, rating, review, created_at) VALUES (?, 'arunika', ?, 3, ?, ?)");
    for (let n = 0; n < 7; n++)
      insert.run(990_000 + n, `Pembaca Lama ${n}`, `Ulasan lama nomor ${n} tentang buku ini.`, `2025-01-${String(10 + n).padStart(2, "0")}T10:00:00+07:00`);
    db.close();
    // The rows were planted behind the platform's back, so the page cache may hold the page from before them: a
    // review sent through the platform tells the site of the change, and the site drops its pages of reviews.
    const told = await fetch(`http://127.0.0.1:${port}/_platform/tables/rest/v1/book_reviews`, {
      method: "POST",
      headers: { "content-type": "application/json", "origin": page(""), "apikey": DEV_REMOTE_TABLES_ANON_KEY },
      body: JSON.stringify({ name: "Pembaca Pemberi Kabar", rating: 5, review: "Ulasan yang mengabarkan perubahan daftar." }),
    });
    expect(told.status).toBe(201);
    const tab = await browser.newPage();
    const list = tab.locator("#ulasan-pembaca article");
    await expect
      .poll(async () => {
        await tab.goto(page("/Metamorfosa"));
        await waitForHydration(tab);
        return list.first().getByRole("heading").textContent();
      })
      .toBe("Pembaca Pemberi Kabar");
    expect(await list.count()).toBe(5);
    // Someone stores a review while this visitor reads: every later offset shifts by one.
    const meanwhile = new Database(join(dataDir, "platform.sqlite"));
    meanwhile
      .prepare(
        "INSERT INTO book_reviews (id, tenant_id, name, rating, review, created_at) VALUES (989999, 'arunika', 'Pembaca Baru Sekali', 5, 'Dikirim saat pengunjung lain sedang membaca.', ?)",
      )
      .run(new Date().toISOString());
    meanwhile.close();
    const more = tab.getByRole("button", { name: "Tampilkan ulasan lainnya" });
    for (let pageNumber = 0; pageNumber < 5 && (await more.isVisible()); pageNumber++) {
      const before = await list.count();
      await more.click();
      await expect.poll(async () => (await list.count()) > before || !(await more.isVisible())).toBe(true);
    }
    expect(await more.isVisible()).toBe(false);
    const all = await list.getByRole("heading").allTextContents();
    // Newest first: the planted ones come last, in reverse order of their dates, each once; the one
    // stored meanwhile waits for the next visit rather than repeating a row at a page's edge.
    expect(all.slice(-7)).toEqual([
      "Pembaca Lama 6",
      "Pembaca Lama 5",
      "Pembaca Lama 4",
      "Pembaca Lama 3",
      "Pembaca Lama 2",
      "Pembaca Lama 1",
      "Pembaca Lama 0",
    ]);
    expect(new Set(all).size).toBe(all.length);
    await tab.close();
  });
});
