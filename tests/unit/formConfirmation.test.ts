import { describe, expect, it } from "vitest";
import { confirmationProblems, fillConfirmation } from "../../blocks/form/confirmationProblems.js";

const fields = [
  { name: "name", kind: "text" },
  { name: "email", kind: "email" },
];
const confirmation = { subject: "Halo {name}", message: "Kami kirim ke {email}." };
const data = { submit: { source: "post.appointment.create" }, confirm: { source: "mailer.notify", params: { template: "appointment" } } };

describe("a form's confirmation e-mail", () => {
  it("fills {field} with what the visitor sent", () => {
    expect(fillConfirmation("Halo {name}, sampai jumpa {date}.", { name: "Sari", date: "2026-12-01" })).toBe("Halo Sari, sampai jumpa 2026-12-01.");
  });

  it("is accepted with its texts, the mailer and an e-mail field", () => {
    expect(confirmationProblems({ props: { confirmation }, data }, fields)).toEqual([]);
    expect(confirmationProblems({ props: {}, data: { submit: data.submit } }, fields)).toEqual([]);
  });

  it("names what is missing or wrong, and where", () => {
    expect(confirmationProblems({ props: { confirmation }, data: { submit: data.submit } }, fields)).toEqual([
      { pointer: "/props/confirmation", message: "The form has confirmation texts but no 'confirm' source; expected data.confirm with source 'mailer.notify'" },
    ]);
    expect(confirmationProblems({ props: {}, data }, fields)).toEqual([
      { pointer: "/props", message: "The form has a 'confirm' source but no confirmation texts; expected props.confirmation with subject and message" },
    ]);
    expect(confirmationProblems({ props: { confirmation }, data: { ...data, confirm: { source: "post.appointment.create" } } }, fields)[0]).toEqual({
      pointer: "/data/confirm/source",
      message: "A confirmation goes through 'mailer.notify', not 'post.appointment.create'",
    });
    expect(
      confirmationProblems({ props: { confirmation }, data }, [
        { name: "name", kind: "text" },
        { name: "email", kind: "text" },
      ]),
    ).toContainEqual({
      pointer: "/props/fields",
      message: "A confirmation is sent to the form's e-mail field, and the form has none; expected a field of kind 'email'",
    });
    expect(confirmationProblems({ props: { confirmation: { subject: "Halo {nama}", message: "x" } }, data }, fields)).toEqual([
      { pointer: "/props/confirmation/subject", message: "'{nama}' names no field of this form; expected one of {name}, {email}" },
    ]);
    // A password never goes into an e-mail.
    const withPassword = [...fields, { name: "password", kind: "password" }];
    expect(confirmationProblems({ props: { confirmation: { subject: "Akun", message: "Sandi Anda {password}" } }, data }, withPassword)).toEqual([
      { pointer: "/props/confirmation/message", message: "'{password}' names no field of this form; expected one of {name}, {email}" },
    ]);
  });
});
