import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildsHostedFolder } from './served-pages';

describe('buildsHostedFolder', () => {
  it('is true only for a build into the folder firebase.json has Hosting serve', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'hosted-'));
    await writeFile(path.join(root, 'firebase.json'), JSON.stringify({ hosting: { public: 'dist' } }));
    expect(await buildsHostedFolder(root, 'dist')).toBe(true);
    expect(await buildsHostedFolder(root, path.join(root, 'dist'))).toBe(true);
    expect(await buildsHostedFolder(root, '/tmp/dist-base')).toBe(false);
    expect(await buildsHostedFolder(root, 'dist-experiment')).toBe(false);
  });

  it('is true for this project’s own build folder', async () => {
    expect(await buildsHostedFolder(process.cwd(), 'dist')).toBe(true);
  });
});
