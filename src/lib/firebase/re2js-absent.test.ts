import { describe, expect, it } from 'vitest';
import { RE2JS } from './re2js-absent';

describe("the SDK's regular expressions, absent", () => {
  it('refuses to compile, naming the pattern, which the SDK answers as an invalid pattern', () => {
    expect(() => RE2JS.compile('^beef.*$')).toThrow(
      "Pipelines' regular expressions are not in this app's build (pattern ^beef.*$)",
    );
  });
});
