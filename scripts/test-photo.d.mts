export declare function photoPixels(
  width: number,
  height: number,
  seed?: number,
): { data: Uint8ClampedArray; width: number; height: number };
export declare function photoJpeg(width?: number, height?: number, seed?: number): Promise<Uint8Array<ArrayBuffer>>;
export declare function imageDimensions(bytes: Uint8Array): { width: number; height: number } | null;
