import styled from 'styled-components';
import { Icon } from './icon';
import { KeepRangesTogether } from './keep-ranges';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  li { display: flex; gap: 0.6rem; align-items: flex-start; }
  svg { flex: none; margin-top: 0.2rem; color: hsl(var(--primary)); }
`;

/** A list of short items, each with a check mark; a compound or range in an item never breaks inside. */
export function CheckList({ items, className }: { items: string[]; className?: string }) {
  return (
    <List className={className}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={18} />
          <span>
            <KeepRangesTogether text={item} />
          </span>
        </li>
      ))}
    </List>
  );
}
