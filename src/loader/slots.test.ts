import { findSlots, readSlotProps, resolveTarget, SlotError } from './slots';
import { showFailure } from './slotUi';

afterEach(() => {
  document.body.innerHTML = '';
});

test('reads props from data-props JSON', () => {
  document.body.innerHTML = `<div id="a" data-widget="reading-bar" data-props='{"contentSelector":"#x"}'></div>`;
  expect(readSlotProps(resolveTarget('a'))).toEqual({ contentSelector: '#x' });
});

test("reads props from the script Django's json_script writes", () => {
  document.body.innerHTML = `<script id="p" type="application/json">{"datasetId": 4}</script>
    <div id="b" data-widget="dataset-popups" data-props-id="p"></div>`;
  expect(readSlotProps(resolveTarget('b'))).toEqual({ datasetId: 4 });
});

test('missing props are an empty object; broken JSON and a missing script are named', () => {
  document.body.innerHTML = `<div id="c" data-widget="x"></div><div id="d" data-widget="x" data-props="{oops"></div>
    <div id="e" data-widget="x" data-props-id="nope"></div>`;
  expect(readSlotProps(resolveTarget('c'))).toEqual({});
  expect(() => readSlotProps(resolveTarget('d'))).toThrow(SlotError);
  expect(() => readSlotProps(resolveTarget('d'))).toThrow(/"d".*not valid JSON/);
  expect(() => readSlotProps(resolveTarget('e'))).toThrow(/no props script with id "nope"/);
});

test('finds only slots with an id that the loader has not handled', () => {
  document.body.innerHTML = `<div id="a" data-widget="x"></div><div data-widget="no-id"></div>
    <div id="b" data-widget="y" data-widget-state="mounted"></div>`;
  expect(findSlots().map((element) => element.id)).toEqual(['a']);
});

test('an unknown target is a clear error', () => {
  expect(() => resolveTarget('missing')).toThrow(/no element with id "missing"/);
});

test('a failure shows an alert with a working retry button', () => {
  document.body.innerHTML = `<div id="a"></div>`;
  const retry = vi.fn();
  showFailure(resolveTarget('a'), 'Could not load', retry);
  const button = document.querySelector('#a [role="alert"] button') as HTMLButtonElement;
  expect(document.querySelector('#a')).toHaveTextContent('Could not load');
  button.click();
  expect(retry).toHaveBeenCalledOnce();
});
