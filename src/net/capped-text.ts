// A server's answer read as text, at most `maxBytes` of it: a hostile or broken server could
// otherwise send a body without end and the client would hold all of it until the request's
// timeout. Past the limit the body is cancelled (the connection goes) and null is the answer.
export async function cappedText(response: Response, maxBytes: number): Promise<string | null> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
