import sharp from 'sharp';

/**
 * The photo an owner uploads for a hero, as a file chooser gives it: wide enough for the hero's place at 2×, named as a
 * camera or a person would (its slug: equipe-en-atelier.png).
 */
export async function teamPhoto(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#2f5d62' } })
    .png()
    .toBuffer();
  return { name: 'Équipe en atelier.png', mimeType: 'image/png', buffer };
}
