// The motion features the timeline uses, in their own chunk so the first screen does not pay for them.
import { domAnimation } from 'motion/react';

export default domAnimation;
