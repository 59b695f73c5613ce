import { css } from 'styled-components';

/** The smallest box a finger can hit reliably (WCAG 2.5.5: 44 by 44 CSS pixels). */
export const TAP_SIZE = '2.75rem';

/**
 * For links and buttons that stand on their own (lists of links, card links,
 * filters): the hit area grows to a full tap target while the text keeps its
 * size and stays vertically centred. Links inside running text do not use it.
 */
export const tapTarget = css`
  display: inline-flex;
  align-items: center;
  min-height: ${TAP_SIZE};
  min-width: ${TAP_SIZE};
`;
