import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium, driven by playwright-core: no browser is ever downloaded. */
export const CHROMIUM = process.env.GHS_CHROMIUM ?? '/usr/bin/chromium';

/** Flags that keep Chromium off the network and quiet on these machines. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run'];

export function chromiumMissing(): string | undefined {
    return existsSync(CHROMIUM) ? undefined : `no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set GHS_CHROMIUM)`;
}

export async function launchChromium(): Promise<Browser> {
    return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}
