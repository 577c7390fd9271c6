import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button } from 'antd';
import { Suspense } from 'react';
import { BRAND_COLOR } from '@usedcars/shared-ui/theme';
import { AntdOnDemand } from './AntdOnDemand';

function SaysHello() {
  const { message } = App.useApp();
  return (
    <Button type="primary" onClick={() => void message.success('Hello from antd')}>
      Greet
    </Button>
  );
}

describe('AntdOnDemand', () => {
  it('shows its fallback while antd loads, then the children inside the theme and App context', async () => {
    render(
      <AntdOnDemand fallback={<p>Loading antd</p>}>
        <SaysHello />
      </AntdOnDemand>,
    );
    expect(screen.getByText('Loading antd')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Greet' }));
    expect(await screen.findByText('Hello from antd')).toBeInTheDocument();
    // The marketplace theme reaches the component (the primary colour is the brand's).
    expect(document.head.innerHTML.toLowerCase()).toContain(BRAND_COLOR);
  });

  it('uses the nearest Suspense boundary when given no fallback', async () => {
    render(
      <Suspense fallback={<p>Page loading</p>}>
        <AntdOnDemand>
          <SaysHello />
        </AntdOnDemand>
      </Suspense>,
    );
    expect(await screen.findByRole('button', { name: 'Greet' })).toBeInTheDocument();
  });
});
