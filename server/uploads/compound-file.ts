/**
 * Whether bytes are a Word 97-2003 document by its structure, not only its magic
 * number: a Compound File Binary file ([MS-CFB]) whose header, allocation table and
 * directory are consistent, with a stream named WordDocument whose first sector
 * starts with the Word file-information block's wIdent (0xA5EC, [MS-DOC] 2.5.2).
 * Every read is bounded by the file's own length, and every sector chain by its
 * number of sectors (a loop ends the walk), so a hostile file costs no more than
 * reading it once.
 */

const MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;
/** Streams smaller than this live in the mini stream ([MS-CFB] 2.2). */
const MINI_STREAM_CUTOFF = 0x1000;
const WORD_IDENT = 0xa5ec;
const ENTRY_SIZE = 128;
const STREAM = 2;
const ROOT = 5;

interface Entry {
  name: string;
  type: number;
  start: number;
  size: number;
}

export function isWordCompoundFile(bytes: Buffer): boolean {
  try {
    return checkWordCompoundFile(bytes);
  } catch {
    // A read out of bounds: the structure is not what it claims.
    return false;
  }
}

function checkWordCompoundFile(bytes: Buffer): boolean {
  if (bytes.length < 512 || !bytes.subarray(0, 8).equals(MAGIC)) return false;
  const major = bytes.readUInt16LE(26);
  const sectorShift = bytes.readUInt16LE(30);
  if (!((major === 3 && sectorShift === 9) || (major === 4 && sectorShift === 12))) return false;
  if (bytes.readUInt16LE(28) !== 0xfffe || bytes.readUInt16LE(32) !== 6) return false;
  if (bytes.readUInt32LE(56) !== MINI_STREAM_CUTOFF) return false;
  const sectorSize = 1 << sectorShift;
  // The header fills the first sector; sector n starts right after it.
  const sectorCount = Math.floor((bytes.length - sectorSize) / sectorSize);
  if (sectorCount < 1) return false;
  const sectorAt = (sector: number) => {
    if (sector >= sectorCount) throw new RangeError('sector out of the file');
    return bytes.subarray((sector + 1) * sectorSize, (sector + 2) * sectorSize);
  };

  // The allocation table's sectors: 109 in the header, then the DIFAT chain.
  const fatSectorCount = bytes.readUInt32LE(44);
  if (fatSectorCount < 1 || fatSectorCount > sectorCount) return false;
  const fatSectors: number[] = [];
  for (let i = 0; i < 109 && fatSectors.length < fatSectorCount; i += 1)
    fatSectors.push(bytes.readUInt32LE(76 + i * 4));
  let difat = bytes.readUInt32LE(68);
  for (let hops = 0; fatSectors.length < fatSectorCount; hops += 1) {
    if (hops > sectorCount || difat === END_OF_CHAIN || difat === FREE) return false;
    const sector = sectorAt(difat);
    for (let i = 0; i < sectorSize / 4 - 1 && fatSectors.length < fatSectorCount; i += 1) {
      fatSectors.push(sector.readUInt32LE(i * 4));
    }
    difat = sector.readUInt32LE(sectorSize - 4);
  }
  const fat = Buffer.concat(fatSectors.map(sectorAt));
  const next = (sector: number) => fat.readUInt32LE(sector * 4);

  /** The sectors of a chain, in order; throws on a loop or a sector outside the file. */
  const chain = (start: number, table: (sector: number) => number, limit: number): number[] => {
    const sectors: number[] = [];
    const seen = new Set<number>();
    for (let sector = start; sector !== END_OF_CHAIN; sector = table(sector)) {
      if (sector >= limit || seen.has(sector)) throw new RangeError('broken sector chain');
      seen.add(sector);
      sectors.push(sector);
    }
    return sectors;
  };

  const directory = Buffer.concat(chain(bytes.readUInt32LE(48), next, sectorCount).map(sectorAt));
  const entries: Entry[] = [];
  for (let at = 0; at + ENTRY_SIZE <= directory.length; at += ENTRY_SIZE) {
    const nameLength = directory.readUInt16LE(at + 64);
    if (nameLength > 64 || nameLength % 2 !== 0) return false;
    entries.push({
      name: directory.toString('utf16le', at, at + Math.max(0, nameLength - 2)),
      type: directory.readUInt8(at + 66),
      start: directory.readUInt32LE(at + 116),
      size: directory.readUInt32LE(at + 120),
    });
  }
  const root = entries[0];
  if (root?.type !== ROOT) return false;
  const word = entries.find((entry) => entry.type === STREAM && entry.name === 'WordDocument');
  if (!word || word.size < 2) return false;

  if (word.size >= MINI_STREAM_CUTOFF) {
    const sectors = chain(word.start, next, sectorCount);
    if (sectors.length * sectorSize < word.size) return false;
    return sectorAt(sectors[0] ?? FREE).readUInt16LE(0) === WORD_IDENT;
  }
  // A small stream lives in the mini stream (64-byte sectors inside the root entry's stream).
  const miniFat = Buffer.concat(chain(bytes.readUInt32LE(60), next, sectorCount).map(sectorAt));
  const miniStream = Buffer.concat(chain(root.start, next, sectorCount).map(sectorAt));
  const miniSectors = chain(word.start, (sector) => miniFat.readUInt32LE(sector * 4), miniStream.length / 64);
  if (miniSectors.length * 64 < word.size) return false;
  return miniStream.readUInt16LE((miniSectors[0] ?? 0) * 64) === WORD_IDENT;
}
