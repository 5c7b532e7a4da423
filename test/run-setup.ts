import { setUpRun } from './run';

export default setUpRun;
