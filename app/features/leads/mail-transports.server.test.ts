import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sqliteTestDatabase, type TestDatabase } from "../../../tests/support/databases";
import { loadEnv } from "~/.server/env";
import { createServices, type Services } from "~/services.server";

interface Received {
  method: string;
  url: string;
  contentType: string;
  body: Record<string, unknown>;
}

/** Stands in for api.emailjs.com: records requests, answers like the real endpoint. */
function startEmailJsStub() {
  const received: Received[] = [];
  let answer = { status: 200, text: "OK" };
  const server: Server = createServer((request: IncomingMessage, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({
        method: request.method ?? "",
        url: request.url ?? "",
        contentType: request.headers["content-type"] ?? "",
        body: JSON.parse(raw) as Record<string, unknown>,
      });
      response.writeHead(answer.status, { "Content-Type": "text/plain" }).end(answer.text);
    });
  });
  return new Promise<{ url: string; received: Received[]; answerWith(status: number, text: string): void; close(): Promise<void> }>(
    (resolve) => {
      server.listen(0, "127.0.0.1", () => {
        const { port } = server.address() as AddressInfo;
        resolve({
          url: `http://127.0.0.1:${port}`,
          received,
          answerWith(status, text) {
            answer = { status, text };
          },
          close: () => new Promise((done) => server.close(() => done())),
        });
      });
    },
  );
}

describe("EmailJS transport", () => {
  let stub: Awaited<ReturnType<typeof startEmailJsStub>>;
  let database: TestDatabase;
  let services: Services;

  beforeAll(async () => {
    stub = await startEmailJsStub();
  });
  afterAll(() => stub.close());

  beforeEach(async () => {
    stub.received.length = 0;
    stub.answerWith(200, "OK");
    database = sqliteTestDatabase();
    services = await createServices(
      loadEnv({
        DATABASE_URL: database.url,
        EMAILJS_API_URL: stub.url,
        EMAILJS_SERVICE_ID: "service_ajans",
        EMAILJS_TEMPLATE_ID: "template_iletisim",
        EMAILJS_PUBLIC_KEY: "public-key-123",
        EMAILJS_PRIVATE_KEY: "private-key-456",
        CONTACT_TO_EMAIL: "teklif@ajans.example",
      }),
      { startOutbox: false },
    );
  });
  afterEach(async () => {
    await services.close();
    await database.drop();
  });

  const lead = {
    name: "Gökhan Işık",
    phone: "0532 987 65 43",
    email: "gokhan@ornek.com",
    subject: "Video çekimi",
    message: "Ürün tanıtım videosu için fiyat öğrenmek istiyorum.",
  };

  it("posts the documented JSON shape and marks the lead delivered on 200 OK", async () => {
    const stored = await services.leads.insertContactMessage(lead);
    await services.outbox?.drain();

    expect(stub.received).toHaveLength(1);
    const [request] = stub.received;
    if (!request) throw new Error("no request received");
    expect(request).toMatchObject({ method: "POST", url: "/api/v1.0/email/send", contentType: "application/json" });
    expect(request.body).toMatchObject({
      service_id: "service_ajans",
      template_id: "template_iletisim",
      user_id: "public-key-123",
      accessToken: "private-key-456",
      template_params: {
        from_name: "Gökhan Işık",
        from_phone: "0532 987 65 43",
        from_email: "gokhan@ornek.com",
        subject: "Video çekimi",
        message: lead.message,
        to_email: "teklif@ajans.example",
        reply_to: "gokhan@ornek.com",
      },
    });
    expect(await services.leads.getContactMessage(stored.id)).toMatchObject({ status: "delivered" });
  });

  it("keeps the lead pending with the service's answer when it refuses", async () => {
    stub.answerWith(400, "The template ID is invalid");
    const stored = await services.leads.insertContactMessage(lead);
    const outcome = await services.outbox?.drain();
    expect(outcome).toMatchObject({ delivered: 0, failed: 1 });
    const row = await services.leads.getContactMessage(stored.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row?.last_error).toContain("EmailJS 400: The template ID is invalid");
  });
});
