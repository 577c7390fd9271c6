// The Add Category and Add Brand forms refuse, before sending, a name the API would refuse (no page could show it,
// or its value would not fit), in the API's words.
import { catalogNameProblem } from '@usedcars/contract/messages';
import type { FormRule } from 'antd';

export function catalogNameRule(kind: 'Category' | 'Brand'): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const problem = typeof value === 'string' && value.trim() ? catalogNameProblem(value, kind) : null;
      if (problem) throw new Error(problem);
    },
  };
}
