import { createServer, type Server } from "node:http";

/**
 * An OpenAI-compatible chat-completions server on loopback, for browser tests and the
 * bench. It answers each request with the next queued content (default: a chicken-and-rice
 * plate, or for a label request, the one asking for the `nutrition_label` schema, a protein
 * bar's label per serving), in the real response format, and counts requests. Tests queue
 * answers through POST /__next {content} or {status}.
 */
export interface FakeVision {
  baseURL: string;
  stop: () => Promise<void>;
}

const PLATE = JSON.stringify({
  isFood: true,
  foods: [
    { name: "grilled chicken breast", grams: 150, protein: 40, confidence: 0.9 },
    { name: "white rice cooked", grams: 180, protein: 4, confidence: 0.85 },
    { name: "broccoli", grams: 80, protein: 2, confidence: 0.8 },
  ],
});

/** A protein bar's nutrition facts as a model reads them: per serving of 60 g. */
export const PROTEIN_BAR_LABEL = JSON.stringify({
  isLabel: true,
  name: "Crunchy Peanut Protein Bar",
  brand: "Barebells",
  basis: "perServing",
  servingGrams: 60,
  protein: 20,
  kcal: 210,
  carbs: 22,
  fat: 7,
});

/** Whether a chat-completions request asks for a nutrition label's numbers. */
function asksForLabel(body: string): boolean {
  try {
    const request = JSON.parse(body) as { response_format?: { json_schema?: { name?: string } } };
    return request.response_format?.json_schema?.name === "nutrition_label";
  } catch {
    return false;
  }
}

export async function startFakeVision(port = 0, delayMs = 0): Promise<FakeVision> {
  const queue: ({ content: string } | { status: number })[] = [];
  let requests = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString();
      if (req.url === "/__next") {
        queue.push(JSON.parse(body));
        res.writeHead(204).end();
        return;
      }
      if (req.url === "/__count") {
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ requests }));
        return;
      }
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        res.writeHead(404).end();
        return;
      }
      requests += 1;
      const next = queue.shift() ?? { content: asksForLabel(body) ? PROTEIN_BAR_LABEL : PLATE };
      setTimeout(() => {
        if ("status" in next) {
          res.writeHead(next.status).end("fake failure");
          return;
        }
        res.writeHead(200, { "Content-Type": "application/json" }).end(
          JSON.stringify({
            id: `chatcmpl-${requests}`,
            object: "chat.completion",
            created: Math.floor(Date.now() / 1000),
            model: "fake-vision",
            choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: next.content } }],
          }),
        );
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  const actual = typeof address === "object" && address ? address.port : port;
  return {
    baseURL: `http://127.0.0.1:${actual}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
