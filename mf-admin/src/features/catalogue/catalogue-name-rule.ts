// The Add Category and Add Brand forms refuse, before sending, a name the API would refuse (no page could show it,
// or its value would not fit), in the API's words.
import { catalogueNameProblem } from '@usedcars/shared-ui/api/messages';
import type { FormRule } from 'antd';

export function catalogueNameRule(kind: 'Category' | 'Brand'): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const problem = typeof value === 'string' && value.trim() ? catalogueNameProblem(value, kind) : null;
      if (problem) throw new Error(problem);
    },
  };
}
