import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/** Sets the value of the input with the test id, as typing it would. */
export const typeInto = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** Opens the antd select with the test id and clicks the option whose whole text is `option`. */
export async function chooseOption(testId: string, option: string) {
  const select = await screen.findByTestId(testId);
  // a select waiting on an earlier choice is disabled, and a click on it opens nothing
  await waitFor(() => {
    if (select.classList.contains('ant-select-disabled')) throw new Error(`${testId} is disabled`);
  });
  const open = () => fireEvent.mouseDown(within(select).getByRole('combobox'));
  open();
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (element) => element.textContent === option,
    );
    if (found) return found;
    if (!select.classList.contains('ant-select-open')) open();
    throw new Error(`no option ${option}`);
  });
  fireEvent.click(item);
}
