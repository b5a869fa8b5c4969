/**
 * A minimal MaxMind DB (format 2.0) writer for tests: an IPv4 search tree with 24-bit records, a
 * data section and the metadata, enough for the `maxmind` reader the app uses to answer lookups.
 * Spec: https://maxmind.github.io/MaxMind-DB/. No maintained writer exists on npm.
 */

/** A value of the data section: strings, unsigned integers, maps and arrays. */
export type MmdbValue = string | number | MmdbValue[] | { [key: string]: MmdbValue };

export interface MmdbNetwork {
  /** An IPv4 network in CIDR form, e.g. '81.2.69.0/24'. */
  network: string;
  /** What a lookup inside the network answers, e.g. { country: { iso_code: 'GB' } }. */
  data: { [key: string]: MmdbValue };
}

export interface MmdbOptions {
  databaseType?: string;
  /** Seconds since the epoch. */
  buildEpoch?: number;
}

const RECORD_BITS = 24;
const DATA_SECTION_SEPARATOR = Buffer.alloc(16);
const METADATA_MARKER = Buffer.concat([Buffer.from([0xab, 0xcd, 0xef]), Buffer.from('MaxMind.com', 'ascii')]);

/** Data section type numbers (spec: "Output Data Section"). */
const TYPE = { utf8: 2, uint16: 5, uint32: 6, map: 7, uint64: 9, array: 11 } as const;

/** The control byte(s): type (extended types > 7 take a second byte) and the payload size. */
function control(type: number, size: number): Buffer {
  const bytes: number[] = [];
  let sizeBits: number;
  const extra: number[] = [];
  if (size < 29) sizeBits = size;
  else if (size < 29 + 256) {
    sizeBits = 29;
    extra.push(size - 29);
  } else if (size < 285 + 65_536) {
    sizeBits = 30;
    const rest = size - 285;
    extra.push(rest >> 8, rest & 0xff);
  } else {
    sizeBits = 31;
    const rest = size - 65_821;
    extra.push((rest >> 16) & 0xff, (rest >> 8) & 0xff, rest & 0xff);
  }
  if (type <= 7) bytes.push((type << 5) | sizeBits);
  else bytes.push(sizeBits, type - 7);
  return Buffer.from([...bytes, ...extra]);
}

function encodeString(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  return Buffer.concat([control(TYPE.utf8, payload.length), payload]);
}

/** An unsigned integer in the fewest big-endian bytes (0 takes none). */
function encodeUnsigned(type: number, value: number | bigint, maxBytes: number): Buffer {
  let rest = BigInt(value);
  if (rest < 0n) throw new Error(`unsigned value expected, got ${value}`);
  const payload: number[] = [];
  while (rest > 0n) {
    payload.unshift(Number(rest & 0xffn));
    rest >>= 8n;
  }
  if (payload.length > maxBytes) throw new Error(`${value} does not fit in ${maxBytes} bytes`);
  return Buffer.concat([control(type, payload.length), Buffer.from(payload)]);
}

function encodeValue(value: MmdbValue): Buffer {
  if (typeof value === 'string') return encodeString(value);
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0) throw new Error(`only unsigned integers are written, got ${value}`);
    return encodeUnsigned(TYPE.uint32, value, 4);
  }
  if (Array.isArray(value)) return Buffer.concat([control(TYPE.array, value.length), ...value.map(encodeValue)]);
  return encodeMap(Object.entries(value).map(([key, item]) => [key, encodeValue(item)]));
}

function encodeMap(entries: Array<[string, Buffer]>): Buffer {
  return Buffer.concat([
    control(TYPE.map, entries.length),
    ...entries.flatMap(([key, encoded]) => [encodeString(key), encoded]),
  ]);
}

type Leaf = { dataOffset: number };
interface TreeNode {
  children: [TreeNode | Leaf | null, TreeNode | Leaf | null];
}
const isLeaf = (child: TreeNode | Leaf | null): child is Leaf => child !== null && 'dataOffset' in child;

function parseNetwork(network: string): { bits: number; prefix: number } {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/.exec(network);
  const octets = match?.slice(1, 5).map(Number) ?? [];
  const prefix = Number(match?.[5]);
  if (octets.length !== 4 || octets.some((octet) => octet > 255) || !(prefix >= 1 && prefix <= 32)) {
    throw new Error(`not an IPv4 network in CIDR form: ${network}`);
  }
  const bits = octets.reduce((sum, octet) => sum * 256 + octet, 0);
  return { bits, prefix };
}

/** Inserts one network; overlapping networks are refused (a test database never needs them). */
function insert(root: TreeNode, network: string, leaf: Leaf): void {
  const { bits, prefix } = parseNetwork(network);
  let node = root;
  for (let depth = 0; depth < prefix; depth++) {
    const side = Math.floor(bits / 2 ** (31 - depth)) % 2 === 1 ? 1 : 0;
    const child = node.children[side];
    if (depth === prefix - 1) {
      if (child !== null) throw new Error(`${network} overlaps another network`);
      node.children[side] = leaf;
      return;
    }
    if (isLeaf(child)) throw new Error(`${network} overlaps another network`);
    const next = child ?? { children: [null, null] };
    node.children[side] = next;
    node = next;
  }
}

/** Builds the whole .mmdb file. */
export function writeMmdb(networks: readonly MmdbNetwork[], options: MmdbOptions = {}): Buffer {
  // The data section: each distinct record once.
  const dataChunks: Buffer[] = [];
  const offsets = new Map<string, number>();
  let dataSize = 0;
  const root: TreeNode = { children: [null, null] };
  for (const { network, data } of networks) {
    const key = JSON.stringify(data);
    let offset = offsets.get(key);
    if (offset === undefined) {
      const encoded = encodeValue(data);
      offset = dataSize;
      offsets.set(key, offset);
      dataChunks.push(encoded);
      dataSize += encoded.length;
    }
    insert(root, network, { dataOffset: offset });
  }

  // Nodes numbered breadth-first from the root (node 0).
  const nodes: TreeNode[] = [root];
  for (let index = 0; index < nodes.length; index++) {
    for (const child of nodes[index]?.children ?? []) if (child && !isLeaf(child)) nodes.push(child);
  }
  const nodeCount = nodes.length;
  const numberOf = new Map(nodes.map((node, index) => [node, index]));
  const recordOf = (child: TreeNode | Leaf | null): number => {
    if (child === null) return nodeCount; // no data for this address
    if (isLeaf(child)) return nodeCount + DATA_SECTION_SEPARATOR.length + child.dataOffset;
    const number = numberOf.get(child);
    if (number === undefined) throw new Error('unnumbered node');
    return number;
  };
  const tree = Buffer.alloc(nodeCount * ((RECORD_BITS * 2) / 8));
  nodes.forEach((node, index) => {
    const records = [recordOf(node.children[0]), recordOf(node.children[1])];
    records.forEach((record, side) => {
      if (record >= 2 ** RECORD_BITS) throw new Error('record does not fit in 24 bits');
      tree.writeUIntBE(record, index * 6 + side * 3, 3);
    });
  });

  const metadata = encodeMap([
    ['binary_format_major_version', encodeUnsigned(TYPE.uint16, 2, 2)],
    ['binary_format_minor_version', encodeUnsigned(TYPE.uint16, 0, 2)],
    ['build_epoch', encodeUnsigned(TYPE.uint64, options.buildEpoch ?? Math.floor(Date.now() / 1000), 8)],
    ['database_type', encodeString(options.databaseType ?? 'Test-Country')],
    ['description', encodeValue({ en: 'Test country database' })],
    ['ip_version', encodeUnsigned(TYPE.uint16, 4, 2)],
    ['languages', encodeValue(['en'])],
    ['node_count', encodeUnsigned(TYPE.uint32, nodeCount, 4)],
    ['record_size', encodeUnsigned(TYPE.uint16, RECORD_BITS, 2)],
  ]);
  return Buffer.concat([tree, DATA_SECTION_SEPARATOR, ...dataChunks, METADATA_MARKER, metadata]);
}
