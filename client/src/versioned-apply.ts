/** What became of edits computed for one version of a document. */
export type VersionedApply = 'applied' | 'changed' | 'refused';

/**
 * Applies edits computed for `version` only to that version. Converting the server's edits into
 * the editor's waits, and a keystroke can land meanwhile: the version is checked again after the
 * last wait, right before the edits are applied, so nothing runs between the check and the edit.
 * `changed` when the document moved on (nothing applied), `refused` when the editor would not apply them.
 */
export async function applyAtVersion<Converted>(document: { readonly version: number }, version: number,
    convert: () => Promise<Converted>, apply: (converted: Converted) => Thenable<boolean>): Promise<VersionedApply> {
    if (document.version !== version) {
        return 'changed';
    }
    const converted = await convert();
    if (document.version !== version) {
        return 'changed';
    }
    return await apply(converted) ? 'applied' : 'refused';
}
