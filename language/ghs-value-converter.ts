import { type CstNode, DefaultValueConverter, type GrammarAST, type ValueType } from 'langium';

/**
 * Numbers too long to be a real game value are kept as Infinity rather than rounded, so
 * validation reports them as out of range instead of silently using a different number.
 */
export class GhsValueConverter extends DefaultValueConverter {
    protected override runConverter(rule: GrammarAST.AbstractRule, input: string, cstNode: CstNode): ValueType {
        if (rule.name === 'INT') {
            return input.length > 9 ? Number.POSITIVE_INFINITY : Number(input);
        }
        return super.runConverter(rule, input, cstNode);
    }
}
