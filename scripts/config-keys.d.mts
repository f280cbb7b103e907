export const CONFIG_KEYS: readonly string[];
export function parseVars(text: string): Record<string, string>;
export function mergeConfig(
  fileVars: Record<string, string>,
  env: Record<string, string | undefined>,
): Record<string, string>;
export function localAuthSecret(stateDir: string): string;
export function localVapidKeys(stateDir: string): { publicKey: string; privateKey: string };
export function localConfig(root: string, stateDir: string, origin?: string): Record<string, string>;
