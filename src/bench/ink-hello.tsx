// The floor of the start-up benchmark: the smallest Ink program, loaded the usual way from
// node_modules (not bundled). Nothing an Ink app does can draw its first frame sooner.
import { Text, render } from 'ink';

render(<Text>Hello, world</Text>);
