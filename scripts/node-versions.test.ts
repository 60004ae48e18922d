import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');

type Manifest = {
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const manifestOf = (path: string) => JSON.parse(read(path)) as Manifest;
// Read from disk: a package's exports need not offer its package.json.
const toolManifest = (name: string) => manifestOf(`node_modules/${name}/package.json`);
const manifest = manifestOf('package.json');
const ranges = manifest.engines?.node ?? '';
const oldest = semver.minVersion(ranges)?.version ?? '';

/** Tools that need a newer Node than the shop for one command only, each named in README with its minimum. */
const ONE_COMMAND_TOOLS = ['lighthouse'];

describe('the Node version README, engines and the tools agree on', () => {
  it('README asks for the oldest Node that engines allows', () => {
    expect(oldest).toMatch(/^\d+\.\d+\.\d+$/);
    const [major, minor] = oldest.split('.');
    expect(read('README.md')).toContain(`Node.js ${major}.${minor}+`);
  });

  it('every installed tool runs on that Node, except the ones README names with their own minimum', () => {
    const installed = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    const refusing = installed.filter((name) => {
      const tool = toolManifest(name);
      const needs = tool.engines?.node;
      return needs !== undefined && !semver.satisfies(oldest, needs);
    });
    expect(refusing).toEqual(ONE_COMMAND_TOOLS);
    for (const name of ONE_COMMAND_TOOLS) {
      const needs = toolManifest(name).engines?.node ?? '';
      const [major, minor] = (semver.minVersion(needs)?.version ?? '').split('.');
      expect(read('README.md')).toContain(`Node ${major}.${minor}+`);
    }
  });
});
