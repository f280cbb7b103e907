/** The retail formats Proteo reads: what food packs carry. */
export const FOOD_FORMATS = ["ean_13", "ean_8", "upc_a", "upc_e"] as const;

export interface DetectedCode {
  rawValue: string;
}

export interface CodeDetector {
  detect(source: HTMLVideoElement): Promise<DetectedCode[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): CodeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The browser's own BarcodeDetector where it reads all four food formats (Chrome on
 * Android, Safari 17+ on some devices), else the `barcode-detector` ponyfill on ZXing's
 * WebAssembly build. The ponyfill and its decoder (about 1 MB) are fetched only here, when
 * someone opens the scanner, and from our own origin: the library would otherwise fetch the
 * decoder from a CDN, which the app's CSP refuses.
 */
export async function createDetector(): Promise<CodeDetector> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (Native) {
    const supported = await Native.getSupportedFormats().catch(() => [] as string[]);
    if (FOOD_FORMATS.every((f) => supported.includes(f))) return new Native({ formats: [...FOOD_FORMATS] });
  }
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import("barcode-detector/ponyfill"),
    import("zxing-wasm/reader/zxing_reader.wasm?url"),
  ]);
  // Loaded now, not at the first frame: a decoder that cannot load is an error the scanner
  // shows, instead of frames that silently never read.
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path) },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: [...FOOD_FORMATS] });
}
