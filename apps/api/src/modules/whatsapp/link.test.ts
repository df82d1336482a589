import { describe, expect, it } from "vitest";
import { codeIn, commandIn } from "./link.ts";

describe("WhatsApp commands", () => {
  it("reads STOP and START in English, Hindi and Hinglish, only as the whole message", () => {
    for (const stop of ["STOP", "stop", "रोकें", "रोकें।", "बंद करो", "band karo", "Band Karo!"]) {
      expect(commandIn(stop), stop).toBe("stop");
    }
    for (const start of ["START", "Start.", "शुरू", "शुरू करो", "shuru karo", "chalu"]) {
      expect(commandIn(start), start).toBe("start");
    }
    expect(commandIn("भाषा")).toBe("language");
    expect(commandIn("gram sabha stop kab hoti hai")).toBeUndefined();
    expect(commandIn("STOP 123456")).toBeUndefined();
    expect(codeIn("STOP")).toBeUndefined();
  });
});
