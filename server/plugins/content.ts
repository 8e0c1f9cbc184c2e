/**
 * The publishable content in the database (server/content/store.ts): at start, every
 * opening of the repository's app/content/roles.yaml that the database does not hold yet
 * is imported as its first revision, published. One replica adds each (the entry's key);
 * an opening the database holds is never overwritten by the files (docs/content.md).
 */
import fp from 'fastify-plugin';
import { REPOSITORY_CONTENT } from '../content/publish.ts';
import { importRepositoryContent } from '../content/store.ts';

export default fp(
  async (app) => {
    const { imported } = await importRepositoryContent(app.database.db, REPOSITORY_CONTENT);
    if (imported.length > 0) app.log.info({ imported }, 'content: openings imported from app/content/roles.yaml');
  },
  { name: 'content', dependencies: ['database'] },
);
