import { holdsBannedWord } from '@adconsole/draft-rules';
import type { EntityStore } from '../../stores/entity-store';
import type { PictureSyncAnswer, Provider } from '../provider';

/**
 * The picture sync of the sandbox provider (docs/architecture.md#provider-and-sandbox): it takes a picture
 * unless its theme holds a banned word or the owner's library there already holds the same content under
 * another picture, and answers a picture it took before as taken.
 */
export function sandboxPictures(
  entities: EntityStore,
  options: { now: () => number },
): Pick<Provider, 'syncPicture'> {
  const db = entities.db;
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
        if (holdsBannedWord(picture.theme)) {
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
