import { DefaultDocumentBuilder } from 'langium';

/**
 * A scenario links only to itself (its figures are not exported), so a change in one file can
 * never mend or break a reference in another. Langium's default relinks every document that has
 * an unresolved reference whenever any file changes; here that would put a half-typed scenario
 * back into every other file's build, and a hover there would wait for it.
 */
export class SelfContainedDocumentBuilder extends DefaultDocumentBuilder {
    protected override shouldRelink(): boolean {
        return false;
    }
}
