import { describe, expect, it } from 'vitest';
import { CHROMIUM_PATH } from './chromium';
import { missingTools, type Lookup } from './preflight';

const everything: Lookup = { runs: () => true, executable: () => true, exists: () => true };
const nothing: Lookup = { runs: () => false, executable: () => false, exists: () => false };

describe('missingTools: what npm start and npm test say before anything else', () => {
  it('says nothing on a machine that has everything', () => {
    expect(missingTools(['java', 'chromium', 'functionsPackages'], everything)).toEqual([]);
  });

  it('names what to install for each missing tool, all at once', () => {
    expect(missingTools(['java', 'chromium', 'functionsPackages'], nothing)).toEqual([
      expect.stringContaining('install a JDK 11 or newer'),
      expect.stringContaining('sudo apt-get install -y chromium'),
      expect.stringContaining('run `npm install`'),
    ]);
  });

  it('asks Java to run, and looks for Chromium where the browser tests will start it', () => {
    const asked: string[] = [];
    const lookup: Lookup = {
      runs: (command, args) => {
        asked.push([command, ...args].join(' '));
        return false;
      },
      executable: (path) => {
        asked.push(path);
        return true;
      },
      exists: () => true,
    };
    expect(missingTools(['java', 'chromium'], lookup)).toEqual([expect.stringContaining('Java')]);
    expect(asked).toEqual(['java -version', CHROMIUM_PATH]);
  });

  it('checks only what it is asked for (npm start needs no browser)', () => {
    expect(missingTools(['java'], { ...nothing, runs: () => true })).toEqual([]);
  });
});
