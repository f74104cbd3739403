package agent

import "slices"

// RunOption configures one run.
type RunOption func(*runConfig)

// runConfig is one run's settings.
type runConfig struct {
	resume    *Memory
	variables map[string]any
}

// WithRunVariables defines Python variables for this run, on top of (and
// in place of same-named) WithVariables; the task tells the model about
// them (smolagents' additional_args).
func WithRunVariables(vars map[string]any) RunOption {
	return func(rc *runConfig) { rc.variables = vars }
}

// newRunConfig applies run options.
func newRunConfig(opts []RunOption) runConfig {
	var rc runConfig
	for _, o := range opts {
		o(&rc)
	}
	return rc
}

// Resume continues the conversation in mem instead of starting a new one
// (smolagents' reset=False): mem's steps stay in what the model sees,
// step numbers go on, and the run may take up to the step limit more.
// The task given to Run is added as a new task; an empty one keeps
// working on mem's current task. The code runs in a fresh executor, so
// the model is told that variables from earlier steps are gone. mem
// itself is not changed: the Result holds the continued memory.
func Resume(mem Memory) RunOption {
	return func(rc *runConfig) {
		m := mem
		m.Steps = slices.Clone(mem.Steps)
		rc.resume = &m
	}
}

// restartNote tells the model, on a resumed run, that the interpreter
// state is new.
const restartNote = "(The Python interpreter was restarted: variables, functions and imports from earlier steps are gone.)"
