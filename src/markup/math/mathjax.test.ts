import { mayContainMath } from './typeset';

it('tells lessons that may have maths from those that have none', () => {
  expect(mayContainMath('The mean is $\\bar{x} = 21.5$ degrees.')).toBe(true);
  expect(mayContainMath('$$\n\\frac{1}{n}\\sum x_i\n$$')).toBe(true);
  expect(mayContainMath('Read the table, then answer.')).toBe(false);
  expect(mayContainMath('It costs $ 5.')).toBe(false);
});
