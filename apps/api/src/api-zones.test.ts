import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The api zones of eslint.config.js, run on sample files as `npm run lint` runs them: each sample is linted as if it
// sat at `filePath`, so a rule that stopped firing (a renamed folder, a pattern that no longer matches) fails here.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function zoneErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/api/${filePath}` });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.line);
}
const sample = (...imports: string[]) => [...imports, 'export const used = 1;'].join('\n');

describe('api zones', () => {
  it("refuses a module importing another module's files", async () => {
    const code = sample(
      "import { searchProperties } from '../search/search-properties';",
      "import { createProperty } from '../properties/create-property';",
      "import { buildApp } from '../../app';",
      "import { seedDemoData } from '../../../tools/seed/seed';",
    );
    expect(await zoneErrors('src/modules/favourites/sample.ts', code)).toEqual([1, 2, 3, 4]);
  });

  it('lets a module import the kernel, the layers below, its own files and the named edges', async () => {
    const code = sample(
      "import { loadProperty } from '../listings/load-property';",
      "import { AppError } from '../../lib/errors';",
      "import { properties } from '../../db/schema';",
      "import { currentUser } from '../../plugins/auth';",
      "import type { Deps } from '../../deps';",
      "import { assignPropertyGroup } from '../duplicates/assign-property-group';",
      "import { uploadImages } from '../media/upload-images';",
      "import { createProperty } from './create-property';",
    );
    expect(await zoneErrors('src/modules/properties/sample.ts', code)).toEqual([]);
  });

  it('keeps the listing kernel free of other modules and of settings', async () => {
    const code = sample(
      "import { assignPropertyGroup } from '../duplicates/assign-property-group';",
      "import type { Config } from '../../config';",
    );
    expect(await zoneErrors('src/modules/listings/sample.ts', code)).toEqual([1, 2]);
  });

  it('keeps lib, db and plugins below the modules, without configuration', async () => {
    expect(await zoneErrors('src/lib/sample.ts', sample("import type { Config } from '../config';"))).toEqual(
      [1],
    );
    expect(await zoneErrors('src/db/sample.ts', sample("import { AppError } from '../lib/errors';"))).toEqual(
      [1],
    );
    expect(
      await zoneErrors(
        'src/plugins/sample.ts',
        sample("import { findSessionUser } from '../modules/auth/sessions';"),
      ),
    ).toEqual([1]);
  });

  it('keeps the tools out of the server', async () => {
    expect(
      await zoneErrors('src/server.ts', sample("import { seedDemoData } from '../tools/seed/seed';")),
    ).toEqual([1]);
  });
});
