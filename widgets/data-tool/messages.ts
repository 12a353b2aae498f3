/** Words the data tool shows. Quoted ones are the specification's, word for word. */
export const NO_SIMULATION_DATA = 'There is no data yet. Run the simulation to generate your data.';
export const NO_DATA_FOUND = 'No data Found';
export const WRONG_ATTRIBUTES = 'Wrong attributes on axis';
export const ENTER_PLOT_TITLE = 'Enter Plot Title';
export const ENTER_MIN_4 = 'Enter minimum 4 characters.';
export const PLOT_TITLE_MIN_CHARS = 4;
/** Spec section 9: the graph is captured 100 ms after saving starts, once it has settled. */
export const GRAPH_CAPTURE_DELAY_MS = 100;

export const STEP_LOAD_FAILED = 'The data for this step could not be loaded.';
export const STEP_HAS_NO_DATA = 'This step has no dataset to explore.';
export const PLOT_SAVED = 'Plot saved successfully.';
export const PLOT_UPDATED = 'Plot updated successfully.';
export const CHOOSE_ATTRIBUTE = 'Choose an attribute';
export const NO_Y_ATTRIBUTE = 'None (count)';
export const DATASET_LOAD_FAILED = 'The dataset could not be loaded.';
