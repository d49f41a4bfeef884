import { bannedKeywords } from '@adconsole/draft-editor/rules';
import type { Generated } from 'kysely';
import type { EntityStore } from '../../stores/entity-store';
import type { PictureSyncAnswer, Provider } from '../provider';

/** The table of migration 0009-pictures the sandbox keeps: the pictures it has taken, per owner. */
type SandboxPictureTables = {
  sandbox_provider_pictures: {
    id: Generated<number>;
    owner_id: number;
    picture_key: string;
    content_hash: string;
    created_time: number;
  };
};

const lowerBanned = bannedKeywords.map((word) => word.toLowerCase());

/**
 * The picture sync of the sandbox provider (docs/architecture.md#provider-and-sandbox): it takes a picture
 * unless its theme holds a banned word or the owner's library there already holds the same content under
 * another picture, and answers a picture it took before as taken.
 */
export function sandboxPictures(
  entities: EntityStore,
  options: { now: () => number },
): Pick<Provider, 'syncPicture'> {
  const db = entities.db.withTables<SandboxPictureTables>();
  return {
    async syncPicture(picture): Promise<PictureSyncAnswer> {
      return db.transaction().execute(async (tx) => {
        const held = await tx
          .selectFrom('sandbox_provider_pictures')
          .select(['picture_key'])
          .where('owner_id', '=', picture.ownerId)
          .where((eb) =>
            eb.or([eb('picture_key', '=', picture.key), eb('content_hash', '=', picture.contentHash)]),
          )
          .execute();
        if (held.some((row) => row.picture_key === picture.key)) return { synced: true };
        const theme = picture.theme.toLowerCase();
        if (lowerBanned.some((word) => theme.includes(word))) {
          return { synced: false, reason: 'pictureLibrary.refusal.bannedTheme' };
        }
        if (held.length > 0) return { synced: false, reason: 'pictureLibrary.refusal.duplicate' };
        await tx
          .insertInto('sandbox_provider_pictures')
          .values({
            owner_id: picture.ownerId,
            picture_key: picture.key,
            content_hash: picture.contentHash,
            created_time: options.now(),
          })
          .onConflict((c) => c.columns(['owner_id', 'picture_key']).doNothing())
          .execute();
        return { synced: true };
      });
    },
  };
}
