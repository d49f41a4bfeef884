/** The ad-draft box and the picture library, loaded as one of their pages opens (docs/architecture.md#texts-by-language-and-group). */
export { draftUpload } from '../draft-upload';
export { drafts } from '../drafts';
export { pictureLibrary } from '../picture-library';
