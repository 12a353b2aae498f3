/** What the read-aloud marks need to know about a PCM WAV file. */
export interface WavInfo {
  /** Offset of the first sample. */
  dataOffset: number;
  /** Bytes of sample data actually present. */
  dataLength: number;
  byteRate: number;
  durationMs: number;
}

function readChunkId(buffer: Buffer, offset: number): string {
  return buffer.toString('ascii', offset, offset + 4);
}

/**
 * Reads a RIFF/WAVE header. espeak-ng writing to a pipe cannot seek back, so its size fields
 * are placeholders: the data length is taken from the bytes that are really there.
 */
export function readWav(buffer: Buffer): WavInfo {
  if (
    buffer.length < 12 ||
    readChunkId(buffer, 0) !== 'RIFF' ||
    readChunkId(buffer, 8) !== 'WAVE'
  ) {
    throw new Error('Not a RIFF/WAVE file');
  }
  let offset = 12;
  let byteRate = 0;
  while (offset + 8 <= buffer.length) {
    const id = readChunkId(buffer, offset);
    const size = buffer.readUInt32LE(offset + 4);
    if (id === 'fmt ') byteRate = buffer.readUInt32LE(offset + 16);
    if (id === 'data') {
      if (byteRate <= 0) throw new Error('WAV data before its format chunk');
      const dataOffset = offset + 8;
      const dataLength = Math.min(size, buffer.length - dataOffset);
      return { dataOffset, dataLength, byteRate, durationMs: (dataLength / byteRate) * 1000 };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('WAV without a data chunk');
}

/** Writes the true RIFF and data sizes so players show the right duration and can seek. */
export function withExactSizes(buffer: Buffer): Buffer {
  const info = readWav(buffer);
  const fixed = Buffer.from(buffer.subarray(0, info.dataOffset + info.dataLength));
  fixed.writeUInt32LE(fixed.length - 8, 4);
  fixed.writeUInt32LE(info.dataLength, info.dataOffset - 4);
  return fixed;
}
