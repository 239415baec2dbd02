import styled from 'styled-components';
import type { CallLogDetail } from '@voice/contracts';
import { Table, Td, Th, Tr } from '@voice/ui';
import { formatCallCost, humanize } from './format';
import { Nothing, Section } from './section';

const RowHead = styled(Th)`
  text-transform: none;
  letter-spacing: normal;
  font-size: 0.9375rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  white-space: normal;
`;

export interface CostLine {
  /** 'llm', 'analysisCostBreakdown.summary'… */
  key: string;
  label: string;
  value: string;
}

/** Counts (tokens, characters) among the costs; everything else numeric is dollars. */
const COUNT_KEY = /tokens|characters|count|minutes|seconds/i;

/** The breakdown's entries, nested ones flattened ('Analysis cost breakdown › Summary'), total last. */
export function costLines(breakdown: Record<string, unknown> | null): CostLine[] {
  const lines: CostLine[] = [];
  const walk = (value: unknown, path: string[]) => {
    const key = path.join('.');
    const label = path.map(humanize).join(' › ');
    if (typeof value === 'number' && Number.isFinite(value)) {
      const last = path[path.length - 1] ?? '';
      lines.push({
        key,
        label,
        value: COUNT_KEY.test(last) ? value.toLocaleString() : formatCallCost(value),
      });
    } else if (typeof value === 'string' && value.trim()) {
      lines.push({ key, label, value });
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [name, inner] of Object.entries(value)) walk(inner, [...path, name]);
    }
  };
  if (breakdown) for (const [name, value] of Object.entries(breakdown)) walk(value, [name]);
  const total = lines.findIndex((line) => line.key === 'total');
  if (total >= 0) lines.push(...lines.splice(total, 1));
  return lines;
}

/** What the call cost, per provider and part (Vapi's costBreakdown), or the total alone. */
export function CostBreakdown({ call }: { call: CallLogDetail }) {
  const lines = costLines(call.cost_breakdown);
  return (
    <Section id="call-cost" title="Cost breakdown">
      {lines.length > 0 ? (
        <Table label="Costs per item" aria-label="Costs per item">
          <thead>
            <tr>
              <Th scope="col">Item</Th>
              <Th scope="col">Amount</Th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <Tr key={line.key}>
                <RowHead scope="row">{line.label}</RowHead>
                <Td>{line.value}</Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <Nothing>{`No breakdown reported. Total: ${formatCallCost(call.cost)}`}</Nothing>
      )}
    </Section>
  );
}
