import { describe, expect, it } from "vitest";
import { ZLoginRequest, ZSignupRequest, normaliseIndianMobile } from "./auth.ts";

describe("mobile numbers", () => {
  it("reads the usual ways of typing an Indian mobile number", () => {
    for (const typed of [
      "9876543210",
      "+91 98765 43210",
      "+91-98765-43210",
      "919876543210",
      "098765 43210",
      "(98765) 43210",
    ]) {
      expect(normaliseIndianMobile(typed), typed).toBe("9876543210");
    }
  });

  it("refuses what is not one", () => {
    for (const typed of ["12345", "5876543210", "98765432101", "+1 9876543210", "abc9876543210", ""]) {
      expect(normaliseIndianMobile(typed), typed).toBeNull();
    }
  });

  it("keeps the mobile number optional at sign-up and wants exactly one identifier at login", () => {
    expect(ZSignupRequest.parse({ email: "A@B.in", password: "12345678", phone: " " }).phone).toBeUndefined();
    expect(ZSignupRequest.parse({ email: "a@b.in", password: "12345678", phone: "09876543210" }).phone).toBe(
      "9876543210",
    );
    expect(ZLoginRequest.parse({ phone: "+91 98765 43210", password: "x" })).toEqual({
      phone: "9876543210",
      password: "x",
    });
    expect(ZLoginRequest.safeParse({ password: "x" }).error?.issues[0]?.message).toBe("INVALID_IDENTIFIER");
    expect(ZLoginRequest.safeParse({ email: "a@b.in", phone: "9876543210", password: "x" }).success).toBe(false);
    expect(ZLoginRequest.safeParse({ phone: "12", password: "x" }).error?.issues[0]?.message).toBe("INVALID_MOBILE");
  });
});
