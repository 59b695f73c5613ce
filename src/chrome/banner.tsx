import styled from 'styled-components';
import type { SiteBanner } from '@/content/types.generated';
import { ActionLink } from '@/ui/button';
import { Container } from '@/ui/layout';
import { SmartLink } from '@/ui/smart-link';
import { tapTarget, TAP_SIZE } from '@/ui/tap-target';

const Bar = styled.div`
  background: hsl(222 30% 10%);
  color: #fff;
  font-size: 0.875rem;
  --action: 0 0% 100%;
  --action-foreground: 222 30% 10%;
`;

const Row = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.25rem 0.75rem;
  min-height: 3rem;
  padding-block: 0.375rem;
  a:first-child { ${tapTarget} gap: 0.3em; font-weight: 600; text-underline-offset: 0.2em; }
  p { opacity: 0.9; }
  a:last-child { min-height: ${TAP_SIZE}; padding: 0.375rem 0.875rem; font-size: 0.875rem; }
  /* On phones the label takes a line of its own under the two links. */
  @media (max-width: 639px) {
    p { order: 3; flex-basis: 100%; text-align: center; font-size: 0.8125rem; }
  }
`;

/** The thin bar above a demo site: back to the studio, what is being viewed, and an offer. */
export function Banner({ banner, siteName }: { banner: SiteBanner; siteName: string }) {
  return (
    <Bar>
      <Row>
        <SmartLink href={banner.back.href}>
          <span aria-hidden="true">← </span>
          {banner.back.label}
        </SmartLink>
        <p>
          {banner.label}: <strong>{siteName}</strong>
        </p>
        <ActionLink action={banner.action} />
      </Row>
    </Bar>
  );
}
