import { describe, expect, it } from 'vitest';
import { selectTarget } from '../../../../src/editor/store/actions/select-target';
import { openPage, PAGE } from '../fixtures';

describe('selectTarget', () => {
  it('remembers what is open per page', () => {
    let state = selectTarget(openPage(), { type: 'selectTarget', file: PAGE, target: { kind: 'site' } });
    state = selectTarget(state, { type: 'selectTarget', file: 'other.json', target: { kind: 'block', index: 2 } });
    expect(state.selected).toEqual({ [PAGE]: { kind: 'site' }, 'other.json': { kind: 'block', index: 2 } });
  });
});
