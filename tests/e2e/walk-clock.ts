/**
 * The route walk's instant (a Wednesday, 11:00 in Mexico City): its server's clock stands still at it
 * (FIXED_NOW, playwright.config.ts) and the walk fixes the browser's clock to it, so dates and screenshots hold.
 */
export const WALK_NOW = '2026-11-18T17:00:00.000Z'
