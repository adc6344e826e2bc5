import { type CstNode, DefaultValueConverter, type GrammarAST, type ValueType } from 'langium';

/**
 * Signed numbers (`+1`, `-1`) are changes written on ability cards; modifier cards keep their printed name.
 * Numbers too long to be a real game value are kept as Infinity rather than rounded, so
 * validation reports them as out of range instead of silently using a different number.
 */
export class GhsValueConverter extends DefaultValueConverter {
    protected override runConverter(rule: GrammarAST.AbstractRule, input: string, cstNode: CstNode): ValueType {
        if (rule.name === 'INT') {
            return input.length > 9 ? Number.POSITIVE_INFINITY : Number(input);
        }
        if (rule.name === 'SIGNED_INT') {
            // The sign is what makes it a change of the stat card's value: `+0` is a value of its own.
            return input.length > 10 ? (input.startsWith('-') ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY) : Number(input);
        }
        if (rule.name === 'ModifierCard') {
            // A number card is its signed value (the AST's type says so), the others their word.
            const text = cstNode.text;
            return /^[+-][0-9]+$/.test(text) ? Number(text) : text;
        }
        return super.runConverter(rule, input, cstNode);
    }
}
