import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { LEAD_LIMITS, LeadEditSchema, leadErrorToast, leadFieldError, LeadSubmissionSchema } from "./lead";

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  company: "Analytical Engines",
  email: "ada@example.com",
  phone: "+44 (20) 7946-0000",
  touchpoint: "Hire a CTO",
};

function formOf(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

describe("lead answers", () => {
  it("folds whitespace but refuses other control characters, which no name or address carries", () => {
    expect(leadFieldError("firstName", "Ada\t\r\nB")).toBeNull();
    for (const field of ["firstName", "lastName", "company", "email", "phone"] as const) {
      for (const character of ["\u0000", "\u001b", "\u007f", "\u0085"]) {
        const value = field === "email" ? `ada${character}@example.com` : `+44 20 7946 0000${character}`;
        expect(leadFieldError(field, value), `${field} ${JSON.stringify(character)}`).toBe(
          "Please remove control characters.",
        );
      }
    }
  });

  it("requires every answer with the spec's message", () => {
    for (const field of ["firstName", "lastName", "company", "email", "phone"] as const) {
      expect(leadFieldError(field, ""), field).toBe("This field is required to continue.");
      expect(leadFieldError(field, "   \n "), field).toBe("This field is required to continue.");
    }
    expect(leadErrorToast("This field is required to continue.")).toEqual({
      type: "error",
      title: "Please enter a response",
      description: "This field is required to continue.",
    });
  });

  it("checks the email: something@something.something without spaces", () => {
    for (const email of ["ada@example.com", "a.b+c@sub.example.co.uk", "  ada@example.com  "]) {
      expect(leadFieldError("email", email), email).toBeNull();
    }
    for (const email of ["ada", "ada@example", "ada @example.com", "ada@exa mple.com", "@example.com", "a@b@c.d"]) {
      expect(leadFieldError("email", email), email).toBe("Please enter a valid email address.");
    }
    expect(leadErrorToast("Please enter a valid email address.").title).toBe("Invalid email");
  });

  it("checks the phone: an optional plus, then at least 10 digits, spaces, dashes or parentheses", () => {
    for (const phone of ["0123456789", "+1 (555) 010-0000", "+44 20 7946 0000", "555-010-00"]) {
      expect(leadFieldError("phone", phone), phone).toBeNull();
    }
    for (const phone of ["12345", "+1 555 010", "555.010.0000", "call me maybe", "++1234567890", "1234567890x"]) {
      expect(leadFieldError("phone", phone), phone).toBe("Please enter a valid phone number.");
    }
    expect(leadErrorToast("Please enter a valid phone number.").title).toBe("Invalid phone number");
  });

  it("bounds every answer's length", () => {
    expect(leadFieldError("firstName", "a".repeat(LEAD_LIMITS.firstName))).toBeNull();
    expect(leadFieldError("firstName", "a".repeat(LEAD_LIMITS.firstName + 1))).toBe(
      `Please keep this to at most ${LEAD_LIMITS.firstName} characters.`,
    );
    expect(leadFieldError("company", "c".repeat(LEAD_LIMITS.company + 1))).toMatch(/Please keep this to at most/);
    expect(leadFieldError("email", `${"e".repeat(250)}@example.com`)).toMatch(/Please keep this to at most/);
    expect(leadFieldError("phone", "1".repeat(LEAD_LIMITS.phone + 1))).toMatch(/Please keep this to at most/);
  });

  it("reads line breaks and runs of spaces as one space", () => {
    const parsed = LeadSubmissionSchema.parse({ ...valid, firstName: " Ada\r\n  Augusta\t", company: "A\nB" });
    expect(parsed.firstName).toBe("Ada Augusta");
    expect(parsed.company).toBe("A B");
  });
});

describe("lead forms", () => {
  it("accepts a complete submission from a known touchpoint", () => {
    const submission = parseWithZod(formOf(valid), { schema: LeadSubmissionSchema });
    expect(submission.status).toBe("success");
  });

  it("reports every field's problem at once", () => {
    const submission = parseWithZod(formOf({ touchpoint: "Sidebar", email: "nope", phone: "12" }), {
      schema: LeadSubmissionSchema,
    });
    if (submission.status !== "error") throw new Error("expected errors");
    expect(submission.error).toMatchObject({
      firstName: ["This field is required to continue."],
      lastName: ["This field is required to continue."],
      company: ["This field is required to continue."],
      email: ["Please enter a valid email address."],
      phone: ["Please enter a valid phone number."],
    });
  });

  it("refuses a touchpoint the site does not have", () => {
    const submission = parseWithZod(formOf({ ...valid, touchpoint: "Admin Import" }), { schema: LeadSubmissionSchema });
    if (submission.status !== "error") throw new Error("expected errors");
    expect(Object.keys(submission.error ?? {})).toEqual(["touchpoint"]);
  });

  it("lets an admin clear the touchpoint when editing", () => {
    const submission = parseWithZod(formOf({ ...valid, id: "lead-1", touchpoint: "" }), { schema: LeadEditSchema });
    expect(submission.status === "success" && submission.value.touchpoint).toBeNull();
  });
});
