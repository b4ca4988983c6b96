import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The web zones of eslint.config.js, run on sample files as `npm run lint` runs them: each sample is linted as if it
// sat at `filePath`, so a rule that stopped firing (a renamed folder, a pattern that no longer matches) fails here.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function zoneErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/web/src/${filePath}` });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.line);
}

describe('web zones', () => {
  it('refuses a feature importing another feature, by alias or by path', async () => {
    const code = [
      "import { SearchMap } from '@/features/map/search-map';",
      "import { toMapQuery } from '../map/map-points';",
      "import { ListingForm } from '../../features/listing-form/listing-form';",
      'export const used = [SearchMap, toMapQuery, ListingForm];',
    ].join('\n');
    expect(await zoneErrors('features/search/sample.ts', code)).toEqual([1, 2, 3]);
  });

  it('lets a feature import its own files, components/, lib/ and the contracts', async () => {
    const code = [
      "import { Hero } from '@/features/search/hero';",
      "import { SearchBar } from './search-bar';",
      "import { Price } from '@/components/price';",
      "import { parseSearchState } from '@/lib/search/read-search-state';",
      "import { FEATURES } from '@tbilisi/contracts';",
      'export const used = [Hero, SearchBar, Price, parseSearchState, FEATURES];',
    ].join('\n');
    expect(await zoneErrors('features/search/sample.ts', code)).toEqual([]);
  });

  it('refuses components/ and lib/ importing a feature', async () => {
    const code = "import { Hero } from '@/features/search/hero';\nexport const used = Hero;";
    expect(await zoneErrors('components/layout/sample.tsx', code)).toEqual([1]);
    expect(await zoneErrors('lib/search/sample.ts', code)).toEqual([1]);
  });

  it('lets the routes under app/ compose features', async () => {
    const code = "import { Hero } from '@/features/search/hero';\nexport const used = Hero;";
    expect(await zoneErrors('app/[locale]/sample.tsx', code)).toEqual([]);
  });
});
