import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepIndicator } from './StepIndicator';

const statusOf = (key: string) => screen.getByTestId(`step-${key}`).getAttribute('data-status');

describe('StepIndicator', () => {
  it('shows finished, in process and waiting steps around the active one', () => {
    render(
      <StepIndicator
        active={1}
        items={[
          { key: 'info', title: 'Info' },
          { key: 'services', title: 'Services' },
          { key: 'envs', title: 'Environments' },
        ]}
      />,
    );
    expect([statusOf('info'), statusOf('services'), statusOf('envs')]).toEqual(['finish', 'process', 'wait']);
  });

  it('keeps the step after an errored one waiting', () => {
    render(
      <StepIndicator
        active={1}
        items={[
          { key: 'info', title: 'Info', status: 'error' },
          { key: 'services', title: 'Services' },
        ]}
      />,
    );
    expect([statusOf('info'), statusOf('services')]).toEqual(['error', 'wait']);
  });
});
