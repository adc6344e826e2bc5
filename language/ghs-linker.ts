import { type AstNodeDescription, DefaultLinker, type LinkingError, type ReferenceInfo } from 'langium';
import { isMonster, isMonsterType, isReveal } from './generated/ast.js';
import { type ReferredKind, linkingErrorMessage } from './parser/linking-messages.js';

/** Links like Langium's linker; a name that matches nothing gets a message with the name it most likely meant. */
export class GhsLinker extends DefaultLinker {
    protected override createLinkingError(refInfo: ReferenceInfo, targetDescription?: AstNodeDescription): LinkingError {
        const error = super.createLinkingError(refInfo, targetDescription);
        if (targetDescription) {
            return error;
        }
        const known = this.scopeProvider.getScope(refInfo).getAllElements().map(d => d.name).distinct().toArray();
        return { ...error, message: linkingErrorMessage(refInfo.reference.$refText, known, referredKind(refInfo)) };
    }
}

function referredKind(refInfo: ReferenceInfo): ReferredKind {
    if ((isMonster(refInfo.container) || isReveal(refInfo.container)) && refInfo.property === 'type') {
        return 'monster type';
    }
    return isMonsterType(refInfo.container) ? 'deck' : 'figure';
}
