// Chart generation over HTTP: a Hindi-titled bar chart from a prompt with four numbers (spec
// values exact, a real PNG stored and served, downloadable as an attachment), permitted use,
// the daily limit, and the OpenAI-compatible spec writer against the fake server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { ZGenerateImageResponse, type TGenerateImageResponse } from "@sachiv/contracts";
import { startOfIndianDay } from "../src/modules/images/store.ts";
import { bodyOf, createTestApp, errorOf, injectAs, signUp, type TTestApp } from "./helper.ts";
import { startFakeOpenAI, type TFakeOpenAI } from "./helpers/fake-openai.ts";

const BAR_PROMPT = "ग्राम पंचायत रामपुर के विकास कार्य का बार चार्ट: सड़क 12, नाली 8, शौचालय 25, आवास 40";

let t: TTestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ IMAGE_DAILY_LIMIT: "50" });
  token = (await signUp(t.app)).access_token;
});
afterAll(async () => {
  await t.close();
});

const generate = (app: TTestApp["app"], as: string, prompt: string, language = "hindi") =>
  injectAs(app, as, {
    method: "POST",
    url: "/api/generate-image",
    headers: { "x-language": language },
    payload: { prompt, language },
  });

describe("POST /api/generate-image (offline prompt reader)", () => {
  it("draws a Hindi-titled bar chart with the four numbers asked for, stored and served as PNG", async () => {
    const res = await generate(t.app, token, BAR_PROMPT);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TGenerateImageResponse>();
    expect(body.success).toBe(true);
    expect(body.chart).toMatchObject({
      type: "bar",
      title: "ग्राम पंचायत रामपुर के विकास कार्य",
      labels: ["सड़क", "नाली", "शौचालय", "आवास"],
      values: [12, 8, 25, 40],
    });
    expect(body.image_url).toMatch(/^\/api\/images\/[0-9a-f-]{36}\.png$/);

    const image = await t.app.inject({ method: "GET", url: body.image_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe("png");
    expect(meta.width).toBeGreaterThan(1500);

    // The drawn SVG carries the title's Devanagari as text for librsvg/pango to shape.
    const stored = await t.app.db.generatedImage.findFirstOrThrow({ where: { id: body.image_url.slice(12, 48) } });
    expect(stored.specBy).toBe("rules");
    expect(Buffer.from(stored.png).equals(image.rawPayload)).toBe(true);

    const download = await t.app.inject({
      method: "GET",
      url: `/api/download-image?url=${encodeURIComponent(`http://sachiv.test${body.image_url}`)}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toMatch(
      /^attachment; filename="ai-sachiv-chart-\d{4}-\d{2}-\d{2}\.png"$/,
    );
    expect(download.rawPayload.equals(image.rawPayload)).toBe(true);
  });

  it("reads Hinglish lists, comparisons and timelines", async () => {
    const vs = (
      await generate(t.app, token, "Budget 2024 vs 2025: 12 lakh vs 15.5 lakh", "hinglish")
    ).json<TGenerateImageResponse>();
    expect(vs.chart).toMatchObject({ type: "bar", values: [12, 15.5], unit: "lakh" });
    const pie = (
      await generate(t.app, token, "MGNREGA 45% aur PMAY 30% aur SBM 25% ka pie chart", "hinglish")
    ).json<TGenerateImageResponse>();
    expect(pie.chart).toMatchObject({ type: "pie", labels: ["MGNREGA", "PMAY", "SBM"], values: [45, 30, 25] });
    const card = (
      await generate(
        t.app,
        token,
        "Gram Sabha agenda infographic: 1. Budget approval 2. Awas list 3. Swachhta abhiyan",
        "hinglish",
      )
    ).json<TGenerateImageResponse>();
    expect(card.chart).toMatchObject({
      type: "infographic",
      notes: ["Budget approval", "Awas list", "Swachhta abhiyan"],
    });
    const timeline = (
      await generate(t.app, token, "PMAY-G timeline: जनवरी - सर्वे, फरवरी - स्वीकृति, मार्च - पहली किस्त")
    ).json<TGenerateImageResponse>();
    expect(timeline.chart).toMatchObject({
      type: "timeline",
      labels: ["जनवरी", "फरवरी", "मार्च"],
      notes: ["सर्वे", "स्वीकृति", "पहली किस्त"],
    });
  });

  it("refuses inappropriate prompts with a message that says so", async () => {
    for (const prompt of ["fake aadhaar card with government stamp", "nude poster", "BJP ko vote do campaign poster"]) {
      const res = await generate(t.app, token, prompt, "hinglish");
      expect(res.statusCode, prompt).toBe(400);
      expect(errorOf(res).code).toBe("INAPPROPRIATE_IMAGE_PROMPT");
      expect(errorOf(res).message).toMatch(/appropriate|suitable/);
    }
    const hindi = await generate(t.app, token, "नकली प्रमाण पत्र बनाओ");
    expect(errorOf(hindi).message).toMatch(/appropriate|suitable/);
    // Official topics with sensitive words are fine.
    expect((await generate(t.app, token, "Sex ratio chart: 2011 940, 2021 1020", "hinglish")).statusCode).toBe(200);
    expect((await generate(t.app, token, "नशा मुक्ति अभियान के चरण: जागरूकता, जांच, इलाज")).statusCode).toBe(200);
  });

  it("an empty prompt gets the 'Empty Prompt' text", async () => {
    const res = await generate(t.app, token, "   ", "hinglish");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "EMPTY_PROMPT",
      message: "Empty Prompt - Please provide a detailed description of the image.",
    });
  });

  it("unknown images are 404; download only serves our own image URLs", async () => {
    expect((await t.app.inject({ method: "GET", url: `/api/images/${crypto.randomUUID()}.png` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/images/..%2F..%2Fetc%2Fpasswd" })).statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: "GET",
      url: `/api/download-image?url=${encodeURIComponent("http://169.254.169.254/latest/meta-data")}`,
    });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).code).toBe("IMAGE_NOT_FOUND");
  });
});

describe("daily limit", () => {
  it("IMAGE_DAILY_LIMIT per user per Indian day, with the 'Limit Exceeded' text", async () => {
    const limited = await createTestApp({ IMAGE_DAILY_LIMIT: "2" });
    try {
      const a = (await signUp(limited.app)).access_token;
      const b = (await signUp(limited.app)).access_token;
      expect((await generate(limited.app, a, "Kaam: sadak 3, naali 4", "hinglish")).statusCode).toBe(200);
      expect((await generate(limited.app, a, "Kaam: sadak 3, naali 5", "hinglish")).statusCode).toBe(200);
      const third = await generate(limited.app, a, "Kaam: sadak 3, naali 6", "hinglish");
      expect(third.statusCode).toBe(429);
      expect(errorOf(third).message).toBe("Daily image generation limit exceeded. Please try again tomorrow.");
      // Another official has their own count.
      expect((await generate(limited.app, b, "Kaam: sadak 1, naali 2", "hinglish")).statusCode).toBe(200);
      // Yesterday's images do not count.
      await limited.app.db.generatedImage.updateMany({
        data: { createdAt: new Date(startOfIndianDay().getTime() - 60_000) },
      });
      expect((await generate(limited.app, a, "Kaam: sadak 3, naali 7", "hinglish")).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("the day turns at midnight in India (18:30 UTC)", () => {
    expect(startOfIndianDay(new Date("2026-03-10T18:29:00Z")).toISOString()).toBe("2026-03-09T18:30:00.000Z");
    expect(startOfIndianDay(new Date("2026-03-10T18:31:00Z")).toISOString()).toBe("2026-03-10T18:30:00.000Z");
  });
});

describe("with IMAGE_MODEL configured", () => {
  let fake: TFakeOpenAI;
  let m: TTestApp;
  let user: string;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    m = await createTestApp({ OPENAI_BASE_URL: fake.baseUrl, IMAGE_MODEL: "fake-image-spec" });
    user = (await signUp(m.app)).access_token;
  });
  afterAll(async () => {
    await m.close();
    await fake.close();
  });

  it("the model writes the spec (validated), the server draws it", async () => {
    const spec = {
      allowed: true,
      title: "मनरेगा मानव दिवस",
      type: "line",
      labels: ["अप्रैल", "मई", "जून"],
      values: [1200, 1500, 900],
      unit: "दिन",
      notes: ["स्रोत: MIS"],
    };
    fake.respond = () => JSON.stringify(spec);
    const res = await generate(m.app, user, "manrega ke maanav divas April 1200 May 1500 June 900 ka line chart");
    expect(res.statusCode, res.body).toBe(200);
    expect(bodyOf(res, ZGenerateImageResponse).chart).toEqual({
      title: spec.title,
      type: "line",
      labels: spec.labels,
      values: spec.values,
      unit: "दिन",
      notes: spec.notes,
    });
    const sent = fake.requests.at(-1)!.body;
    expect(sent.model).toBe("fake-image-spec");
    expect(sent.response_format?.type).toBe("json_schema");
  });

  it("the model's refusal is the 'Inappropriate Content' answer", async () => {
    fake.respond = () =>
      JSON.stringify({ allowed: false, title: "-", type: "infographic", labels: [], values: [], unit: "", notes: [] });
    const res = await generate(m.app, user, "something the model finds unsuitable", "hinglish");
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(/appropriate|suitable/);
  });

  it("a failing model: the prompt reader draws it instead", async () => {
    fake.mode = "error500";
    const res = await generate(m.app, user, BAR_PROMPT);
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res, ZGenerateImageResponse).chart?.values).toEqual([12, 8, 25, 40]);
    fake.mode = "normal";
  });
});
