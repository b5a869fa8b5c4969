import dns2 from 'dns2';

const { Packet } = dns2;

/** A zone the test edits as it goes: TXT records (each a list of chunks) and CNAMEs by name. */
export interface TestZone {
  txt: Map<string, string[][]>;
  cname: Map<string, string>;
}

/** A local DNS server (dns2, UDP on 127.0.0.1, a free port) answering from a zone the test edits. */
export async function startDnsServer(): Promise<{ server: string; zone: TestZone; close(): Promise<void> }> {
  const zone: TestZone = { txt: new Map(), cname: new Map() };
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      for (const question of request.questions) {
        const name = question.name.toLowerCase();
        if (question.type === Packet.TYPE.TXT) {
          for (const data of zone.txt.get(name) ?? [])
            response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 60, data }));
        }
        const target = zone.cname.get(name);
        if (question.type === Packet.TYPE.CNAME && target)
          response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 60, domain: target }));
      }
      send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const { udp } = server.addresses();
  if (!udp) throw new Error('dns server did not listen');
  return {
    server: `127.0.0.1:${udp.port}`,
    zone,
    close: () => server.close(),
  };
}

/** A TXT value as a DNS server sends a long one: chunks of at most 255 octets. */
export function txtChunks(value: string): string[] {
  const chunks: string[] = [];
  for (let i = 0; i < value.length; i += 255) chunks.push(value.slice(i, i + 255));
  return chunks;
}
