import { tearDownRun } from './run';

export default tearDownRun;
